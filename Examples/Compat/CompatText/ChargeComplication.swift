// Compatibility example: a battery and charging complication that adapts to where it is
// drawn, reading the environment as widget extensions do: \.widgetFamily, \.widgetRenderingMode
// (a switch with a default), \.isLuminanceReduced, \.showsWidgetLabel, \.redactionReasons,
// \.colorScheme, \.dynamicTypeSize, \.widgetContentMargins, \.showsWidgetContainerBackground,
// \.layoutDirection, \.locale, \.calendar and \.timeZone. Only the import changed.
import GlanceKit

struct ChargeEntry: TimelineEntry {
    let date: Date
    let level: Double
    let isCharging: Bool
    let fullAt: Date
}

struct ChargeProvider: TimelineProvider {
    func placeholder(in context: Context) -> ChargeEntry {
        ChargeEntry(date: context.date, level: 0.5, isCharging: false, fullAt: context.date)
    }

    func getSnapshot(in context: Context, completion: @escaping (ChargeEntry) -> Void) {
        completion(ChargeEntry(date: context.date, level: 0.64, isCharging: true, fullAt: context.date.addingTimeInterval(2_700)))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<ChargeEntry>) -> Void) {
        let entries = (0..<3).map { step in
            ChargeEntry(
                date: context.date.addingTimeInterval(Double(step) * 900), level: 0.64 + Double(step) * 0.12, isCharging: step < 2,
                fullAt: context.date.addingTimeInterval(2_700))
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct ChargeGauge: View {
    @Environment(\.widgetRenderingMode) private var renderingMode
    @Environment(\.isLuminanceReduced) private var isLuminanceReduced
    let level: Double

    private var tint: Color {
        switch renderingMode {
        case .fullColor: return level < 0.2 ? .red : .green
        case .accented: return .white
        case .vibrant: return .white
        default: return .primary
        }
    }

    var body: some View {
        Gauge(value: level) {
            Image(systemName: "bolt.fill")
        } currentValueLabel: {
            Text(level, format: .percent.precision(.fractionLength(0)))
        }
        .gaugeStyle(.accessoryCircularCapacity)
        .tint(tint)
        .opacity(isLuminanceReduced ? 0.6 : 1)
    }
}

struct ChargeView: View {
    @Environment(\.widgetFamily) private var family
    @Environment(\.widgetRenderingMode) private var renderingMode
    @Environment(\.isLuminanceReduced) private var isLuminanceReduced
    @Environment(\.showsWidgetLabel) private var showsWidgetLabel
    @Environment(\.redactionReasons) private var redactionReasons
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.widgetContentMargins) private var margins
    @Environment(\.showsWidgetContainerBackground) private var showsBackground
    @Environment(\.layoutDirection) private var layoutDirection
    @Environment(\.locale) private var locale
    @Environment(\.calendar) private var calendar
    @Environment(\.timeZone) private var timeZone
    let entry: ChargeEntry

    private var isPlaceholder: Bool { redactionReasons.contains(.placeholder) }

    private var weekday: String {
        var calendar = calendar
        calendar.timeZone = timeZone
        calendar.locale = locale
        return calendar.shortWeekdaySymbols[calendar.component(.weekday, from: entry.date) - 1]
    }

    var body: some View {
        switch family {
        case .accessoryCircular:
            if showsWidgetLabel {
                ChargeGauge(level: entry.level)
                    .widgetLabel(entry.isCharging ? "Charging" : "On battery")
            } else {
                ChargeGauge(level: entry.level)
            }
        case .accessoryCorner:
            Image(systemName: entry.isCharging ? "bolt.fill" : "battery.75percent")
                .font(.title2)
                .widgetAccentable()
                .widgetLabel {
                    Gauge(value: entry.level) {
                        Text("Battery")
                    }
                }
        case .accessoryRectangular:
            HStack(spacing: 6) {
                ChargeGauge(level: entry.level)
                VStack(alignment: layoutDirection == .leftToRight ? .leading : .trailing, spacing: 0) {
                    Text(isPlaceholder ? "Battery" : "\(weekday) \(entry.level, format: .percent.precision(.fractionLength(0)))")
                        .font(.headline)
                        .widgetAccentable(renderingMode == .accented)
                    if entry.isCharging {
                        if isLuminanceReduced {
                            Text("Full at \(entry.fullAt, style: .time)")
                        } else {
                            Text("Full in \(timerInterval: entry.date...entry.fullAt, countsDown: true)")
                        }
                    } else if !dynamicTypeSize.isAccessibilitySize {
                        Text(colorScheme == .dark ? "Not charging" : "Unplugged")
                            .foregroundStyle(.secondary)
                    }
                }
                .font(.caption)
                Spacer(minLength: 0)
            }
            .padding(.leading, margins.leading)
            .containerBackground(for: .widget) {
                if showsBackground { AccessoryWidgetBackground() }
            }
        case .accessoryInline:
            Label {
                Text(entry.level, format: .percent.precision(.fractionLength(0)))
            } icon: {
                Image(systemName: entry.isCharging ? "bolt.fill" : "battery.50percent")
            }
        default:
            EmptyView()
        }
    }
}

struct ChargeComplication: Widget {
    let kind = "ChargeComplication"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: ChargeProvider()) { entry in
            ChargeView(entry: entry)
        }
        .configurationDisplayName("Charge")
        .description("Battery level and time to full.")
        .supportedFamilies([.accessoryCircular, .accessoryCorner, .accessoryRectangular, .accessoryInline])
    }
}

#Preview("Rectangular", as: .accessoryRectangular) {
    ChargeComplication()
} timeline: {
    ChargeEntry(
        date: Date(timeIntervalSince1970: 1_780_480_140), level: 0.64, isCharging: true, fullAt: Date(timeIntervalSince1970: 1_780_482_840))
    ChargeEntry(date: Date(timeIntervalSince1970: 1_780_483_740), level: 0.15, isCharging: false, fullAt: Date(timeIntervalSince1970: 1_780_483_740))
}

#Preview("Circular", as: .accessoryCircular) {
    ChargeComplication()
} timelineProvider: {
    ChargeProvider()
}
