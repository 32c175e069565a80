import GlanceGraphics
import GlanceUI
import GlanceWidgets

/// Battery charge of the watch.
struct BatteryComplication: View {
    @Environment(\.widgetFamily) var family
    let level = 0.64

    var body: some View {
        switch family {
        case .accessoryCircular:
            Gauge(value: level) {
                Image(systemName: "battery.75")
            } currentValueLabel: {
                Text("64").font(.system(size: 16, weight: .semibold))
            }
            .gaugeStyle(.accessoryCircularCapacity)
            .tint(.green)
        case .accessoryCorner:
            Image(systemName: "bolt.fill")
                .font(.system(size: 18))
                .foregroundStyle(.green)
                .widgetLabel {
                    Gauge(value: level) { Text("Battery") } currentValueLabel: { Text("64%") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("100") }
                        .gaugeStyle(.accessoryLinearCapacity)
                        .tint(.green)
                }
        default:
            Label("64% · about 21 hours", systemImage: "battery.75")
        }
    }
}

/// Reading progress through a book.
struct ReadingComplication: View {
    @Environment(\.widgetFamily) var family
    let progress = 0.38

    var body: some View {
        switch family {
        case .accessoryCircular:
            Gauge(value: progress) {
                Image(systemName: "book.fill")
            } currentValueLabel: {
                Image(systemName: "book.fill")
            }
            .gaugeStyle(.accessoryCircularCapacity)
            .tint(.orange)
        default:
            VStack(alignment: .leading, spacing: 2) {
                Label("Dune", systemImage: "book.fill").font(.headline).foregroundStyle(.orange)
                Text("Chapter 14 · 38% read").font(.caption)
                ProgressView(value: progress).tint(.orange)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}

/// A stock price with its change today.
struct StockComplication: View {
    @Environment(\.widgetFamily) var family
    let history: [Double] = [0.3, 0.35, 0.32, 0.45, 0.5, 0.42, 0.55, 0.6, 0.58, 0.7, 0.66, 0.8, 0.78, 0.85]

    var body: some View {
        switch family {
        case .accessoryCircular:
            ZStack {
                AccessoryWidgetBackground()
                VStack(spacing: 0) {
                    Text("AAPL").font(.system(size: 9, weight: .semibold)).foregroundStyle(.secondary)
                    Text("+1.2%").font(.system(size: 13, weight: .bold)).foregroundStyle(.green)
                    Image(systemName: "arrow.up").font(.system(size: 9, weight: .bold)).foregroundStyle(.green)
                }
            }
        case .accessoryInline:
            Text("AAPL 189.45 ▲1.2%")
        default:
            VStack(alignment: .leading, spacing: 2) {
                HStack(alignment: .firstTextBaseline) {
                    Text("AAPL").font(.headline)
                    Spacer(minLength: 4)
                    Text("+1.2%").font(.caption).foregroundStyle(.green)
                }
                Text("189.45").font(.system(size: 20, weight: .semibold)).monospacedDigit()
                HStack(alignment: .bottom, spacing: 2) {
                    ForEach(0..<history.count, id: \.self) { i in
                        Rectangle().fill(Color.green.opacity(0.35 + 0.65 * history[i])).frame(height: 2 + 12 * history[i])
                    }
                }
                .frame(height: 14)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}

/// A live game score.
struct GameScoreComplication: View {
    @Environment(\.widgetFamily) var family

    var body: some View {
        switch family {
        case .accessoryCircular:
            ZStack {
                AccessoryWidgetBackground()
                VStack(spacing: 0) {
                    Text("Q4").font(.system(size: 9, weight: .semibold)).foregroundStyle(.orange)
                    Text("102").font(.system(size: 15, weight: .bold)).monospacedDigit()
                    Text("98").font(.system(size: 12, weight: .medium)).monospacedDigit().foregroundStyle(.secondary)
                }
            }
        case .accessoryInline:
            Label("LAL 102 – 98 BOS · Q4", systemImage: "gamecontroller.fill")
        default:
            VStack(alignment: .leading, spacing: 1) {
                HStack {
                    Text("LAL").font(.headline).foregroundStyle(.purple)
                    Spacer(minLength: 4)
                    Text("102").font(.headline).monospacedDigit()
                }
                HStack {
                    Text("BOS").font(.headline).foregroundStyle(.green)
                    Spacer(minLength: 4)
                    Text("98").font(.headline).monospacedDigit().foregroundStyle(.secondary)
                }
                Text("Q4 · 2:31 left").font(.caption).foregroundStyle(.orange)
            }
        }
    }
}

/// Unread messages; the preview is private.
struct MessagesComplication: View {
    @Environment(\.widgetFamily) var family

    var body: some View {
        switch family {
        case .accessoryCircular:
            ZStack {
                AccessoryWidgetBackground()
                Image(systemName: "message.fill").font(.system(size: 20)).foregroundStyle(.green)
                Text("3").font(.system(size: 10, weight: .bold))
                    .padding(.horizontal, 4)
                    .background(Capsule().fill(.red))
                    .offset(x: 12, y: -12)
            }
        case .accessoryInline:
            Label("3 new messages", systemImage: "message.fill")
        default:
            VStack(alignment: .leading, spacing: 1) {
                HStack(spacing: 4) {
                    Image(systemName: "message.fill").foregroundStyle(.green)
                    Text("Maya").font(.headline)
                    Spacer(minLength: 4)
                    Text("2m").font(.caption).foregroundStyle(.secondary)
                }
                Text("Running ten minutes late, save me a seat!")
                    .font(.caption)
                    .lineLimit(2)
                    .privacySensitive()
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}
