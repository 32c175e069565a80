// Compatibility example: a hiking-conditions complication drawn from an asset catalog as Xcode
// leaves it in a new widget extension (AccentColor and WidgetBackground without a colour) with
// the app's own assets added: an SVG and two PDFs (one keeping its vector data, one not), a
// Display P3 colour with a dark appearance and an 8-bit colour with a tinted one, all by name
// (`Image("Mountain")`, `Color("Ember")`). Only the import changed.
import GlanceKit

struct TrailEntry: TimelineEntry {
    let date: Date
    let trail: String
    let elevation: Int
    let stormRisk: Double
    let isOpen: Bool
}

struct TrailProvider: TimelineProvider {
    func placeholder(in context: Context) -> TrailEntry {
        TrailEntry(date: context.date, trail: "Ridge Loop", elevation: 2140, stormRisk: 0.2, isOpen: true)
    }

    func getSnapshot(in context: Context, completion: @escaping (TrailEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<TrailEntry>) -> Void) {
        let forecast: [(Double, Bool)] = [(0.2, true), (0.45, true), (0.8, false)]
        let entries = forecast.enumerated().map { hour, f in
            TrailEntry(date: context.date.addingTimeInterval(Double(hour) * 3600), trail: "Ridge Loop", elevation: 2140, stormRisk: f.0, isOpen: f.1)
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct TrailConditionsView: View {
    @Environment(\.widgetFamily) var family
    var entry: TrailEntry

    var body: some View {
        switch family {
        case .accessoryCircular:
            ZStack {
                AccessoryWidgetBackground()
                VStack(spacing: 0) {
                    Image("Mountain")
                        .resizable()
                        .scaledToFit()
                        .frame(width: 28, height: 21)
                    Text("\(entry.elevation)")
                        .font(.system(size: 11, weight: .semibold))
                        .foregroundStyle(Color("Ember"))
                        .widgetAccentable()
                }
            }
        case .accessoryRectangular:
            HStack(spacing: 6) {
                Image("Mountain")
                    .resizable()
                    .scaledToFit()
                    .frame(width: 40)
                VStack(alignment: .leading, spacing: 1) {
                    Text(entry.trail)
                        .font(.headline)
                        .foregroundStyle(Color("AccentColor"))
                        .widgetAccentable()
                    HStack(spacing: 3) {
                        Image("Bolt")
                            .resizable()
                            .scaledToFit()
                            .frame(height: 13)
                            .foregroundStyle(Color("Ember"))
                        Text("Storm \(Int(entry.stormRisk * 100))%")
                    }
                    HStack(spacing: 3) {
                        Image("Flag")
                        Text(entry.isOpen ? "Open" : "Closed")
                            .foregroundStyle(Color("Moss"))
                    }
                    .font(.caption)
                }
                Spacer(minLength: 0)
            }
            .containerBackground(Color("WidgetBackground"), for: .widget)
        #if os(watchOS) || GLANCE
        case .accessoryCorner:
            Image("Bolt")
                .resizable()
                .scaledToFit()
                .foregroundStyle(Color("Ember"))
                .widgetLabel {
                    Text("\(Int(entry.stormRisk * 100))%")
                }
        #endif
        case .accessoryInline:
            Text("\(entry.trail) · \(entry.elevation) m")
        default:
            EmptyView()
        }
    }
}

struct TrailConditionsWidget: Widget {
    let kind = "TrailConditions"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: TrailProvider()) { entry in
            TrailConditionsView(entry: entry)
        }
        .configurationDisplayName("Trail Conditions")
        .description("Elevation and storm risk for your trail.")
        .supportedFamilies(supportedFamilies)
    }

    private var supportedFamilies: [WidgetFamily] {
        #if os(watchOS) || GLANCE
        [.accessoryCircular, .accessoryRectangular, .accessoryCorner, .accessoryInline]
        #else
        [.accessoryCircular, .accessoryRectangular, .accessoryInline]
        #endif
    }
}

#Preview("Circular", as: .accessoryCircular) {
    TrailConditionsWidget()
} timeline: {
    TrailEntry(date: Date(timeIntervalSince1970: 1_780_000_000), trail: "Ridge Loop", elevation: 2140, stormRisk: 0.2, isOpen: true)
}

#Preview("Rectangular", as: .accessoryRectangular) {
    TrailConditionsWidget()
} timeline: {
    TrailEntry(date: Date(timeIntervalSince1970: 1_780_000_000), trail: "Ridge Loop", elevation: 2140, stormRisk: 0.45, isOpen: true)
    TrailEntry(date: Date(timeIntervalSince1970: 1_780_003_600), trail: "Ridge Loop", elevation: 2140, stormRisk: 0.8, isOpen: false)
}

#Preview("Corner", as: .accessoryCorner) {
    TrailConditionsWidget()
} timeline: {
    TrailEntry(date: Date(timeIntervalSince1970: 1_780_000_000), trail: "Ridge Loop", elevation: 2140, stormRisk: 0.45, isOpen: true)
}
