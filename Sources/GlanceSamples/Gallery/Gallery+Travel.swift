import GlanceGraphics
import GlanceUI
import GlanceWidgets

/// A flight's status.
struct FlightComplication: View {
    @Environment(\.widgetFamily) var family

    var body: some View {
        switch family {
        case .accessoryCircular:
            ZStack {
                AccessoryWidgetBackground()
                VStack(spacing: 1) {
                    Image(systemName: "airplane").foregroundStyle(.cyan)
                    Text("B12").font(.system(size: 14, weight: .semibold))
                }
            }
        case .accessoryInline:
            Label("UA 837 · Gate B12", systemImage: "airplane")
        default:
            VStack(alignment: .leading, spacing: 1) {
                HStack(spacing: 4) {
                    Image(systemName: "airplane").foregroundStyle(.cyan).widgetAccentable()
                    Text("UA 837").font(.headline)
                    Spacer(minLength: 4)
                    Text("On time").font(.caption).foregroundStyle(.green)
                }
                Text("SFO → NRT").font(.system(.body, weight: .medium))
                Text("Boards 10:40 · Gate B12").font(.caption).foregroundStyle(.secondary)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}

/// The next departure at a stop.
struct TransitComplication: View {
    @Environment(\.widgetFamily) var family

    var body: some View {
        switch family {
        case .accessoryCircular:
            ZStack {
                AccessoryWidgetBackground()
                VStack(spacing: 0) {
                    Image(systemName: "bus.fill").imageScale(.small).foregroundStyle(.green)
                    Text("4").font(.system(size: 18, weight: .bold))
                    Text("MIN").font(.system(size: 7, weight: .semibold)).foregroundStyle(.secondary)
                }
            }
        case .accessoryInline:
            Label("22 Fillmore · 4 min", systemImage: "bus.fill")
        default:
            VStack(alignment: .leading, spacing: 2) {
                HStack(spacing: 5) {
                    Text("22").font(.system(size: 13, weight: .bold)).padding(.horizontal, 5)
                        .background(RoundedRectangle(cornerRadius: 4).fill(.green))
                    Text("Fillmore").font(.headline)
                }
                HStack(alignment: .firstTextBaseline, spacing: 6) {
                    Text("4 min").font(.system(.body, weight: .semibold)).foregroundStyle(.green)
                    Text("12 · 19 min").foregroundStyle(.secondary)
                }
                Text("Stop: Church St").font(.caption).foregroundStyle(.secondary)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}

/// The outdoor temperature, curved into the corner.
struct OutdoorTemperatureComplication: View {
    @Environment(\.widgetFamily) var family

    var body: some View {
        switch family {
        case .accessoryCorner:
            Text("72°F").font(.system(size: 13, weight: .semibold)).widgetCurvesContent()
        default:
            Label("72°F Sunny, feels 75°", systemImage: "thermometer")
        }
    }
}
