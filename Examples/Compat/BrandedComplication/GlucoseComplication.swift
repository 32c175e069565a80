// Compatibility example: a glucose-monitor complication in the style of open-source CGM
// widgets: brand images and colours from the target's Assets.xcassets by name
// (`Image("Glyph")`, `Color("AccentColor")`) and through Xcode 15's generated symbols
// (`Color(.accent)`, `Image(.someIcon)`), template rendering, privacy-sensitive readings and
// #Preview timelines. Only the import changed; the symbols come from the GlanceAssetSymbols
// build plugin, as Xcode generates them.
import GlanceKit

enum GlucoseTrend: String {
    case rising, steady, falling

    var symbol: String {
        switch self {
        case .rising: "arrow.up.right"
        case .steady: "arrow.right"
        case .falling: "arrow.down.right"
        }
    }
}

struct GlucoseEntry: TimelineEntry {
    let date: Date
    let reading: Int
    let trend: GlucoseTrend
}

struct GlucoseProvider: TimelineProvider {
    func placeholder(in context: Context) -> GlucoseEntry {
        GlucoseEntry(date: context.date, reading: 104, trend: .steady)
    }

    func getSnapshot(in context: Context, completion: @escaping (GlucoseEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<GlucoseEntry>) -> Void) {
        let readings: [(Int, GlucoseTrend)] = [(104, .steady), (118, .rising), (131, .rising), (122, .falling)]
        let entries = readings.enumerated().map { i, r in
            GlucoseEntry(date: context.date.addingTimeInterval(Double(i) * 300), reading: r.0, trend: r.1)
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct GlucoseComplicationView: View {
    @Environment(\.widgetFamily) var family
    let entry: GlucoseEntry

    var body: some View {
        switch family {
        case .accessoryCircular:
            ZStack {
                AccessoryWidgetBackground()
                VStack(spacing: 0) {
                    Image("Glyph")
                        .renderingMode(.template)
                        .foregroundStyle(Color("AccentColor"))
                        .widgetAccentable()
                    Text("\(entry.reading)")
                        .font(.headline)
                        .privacySensitive()
                    Image(systemName: entry.trend.symbol)
                        .font(.caption2)
                }
            }
        case .accessoryRectangular:
            HStack(spacing: 6) {
                Image(.someIcon)
                VStack(alignment: .leading, spacing: 0) {
                    Text("Glucose")
                        .font(.headline)
                        .foregroundStyle(Color(.accent))
                        .widgetAccentable()
                    HStack(spacing: 3) {
                        Text("\(entry.reading) mg/dL")
                            .privacySensitive()
                        Image(systemName: entry.trend.symbol)
                    }
                    Text(entry.date, style: .time)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
                Spacer(minLength: 0)
            }
            .containerBackground(Color(.background), for: .widget)
        case .accessoryInline:
            Text("\(entry.reading) mg/dL")
                .privacySensitive()
        default:
            EmptyView()
        }
    }
}

struct GlucoseComplication: Widget {
    let kind = "GlucoseComplication"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: GlucoseProvider()) { entry in
            GlucoseComplicationView(entry: entry)
        }
        .configurationDisplayName("Glucose")
        .description("Your latest reading and its trend.")
        .supportedFamilies([.accessoryCircular, .accessoryRectangular, .accessoryInline])
    }
}

@main
struct GlucoseBundle: WidgetBundle {
    var body: some Widget {
        GlucoseComplication()
    }
}

#Preview("Circular", as: .accessoryCircular) {
    GlucoseComplication()
} timeline: {
    GlucoseEntry(date: Date(timeIntervalSince1970: 1_780_000_000), reading: 104, trend: .steady)
    GlucoseEntry(date: Date(timeIntervalSince1970: 1_780_000_300), reading: 131, trend: .rising)
}

#Preview("Rectangular", as: .accessoryRectangular) {
    GlucoseComplication()
} timeline: {
    GlucoseEntry(date: Date(timeIntervalSince1970: 1_780_000_000), reading: 104, trend: .steady)
    GlucoseEntry(date: Date(timeIntervalSince1970: 1_780_000_600), reading: 122, trend: .falling)
}
