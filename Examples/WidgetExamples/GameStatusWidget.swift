// A lock-screen widget in the style of Apple's "Creating accessory widgets" sample code
// (Emoji Rangers / game status), with a gauge, a relevance score and data protection.
import GlanceKit

struct GameStatusEntry: TimelineEntry {
    let date: Date
    let health: Double
    let hero: String
    var relevance: TimelineEntryRelevance? { TimelineEntryRelevance(score: Float(1 - health)) }
}

struct GameStatusProvider: TimelineProvider {
    func placeholder(in context: Context) -> GameStatusEntry {
        GameStatusEntry(date: Date(), health: 1, hero: "Spouty")
    }

    func getSnapshot(in context: Context, completion: @escaping (GameStatusEntry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<GameStatusEntry>) -> Void) {
        let now = Date()
        let entries = (0..<8).map { i in
            GameStatusEntry(date: now.addingTimeInterval(Double(i) * 900), health: 1 - Double(i) / 8, hero: "Spouty")
        }
        completion(Timeline(entries: entries, policy: .after(now.addingTimeInterval(2 * 3600))))
    }
}

struct GameStatusView: View {
    @Environment(\.widgetFamily) var family
    let entry: GameStatusEntry

    var body: some View {
        switch family {
        case .accessoryCircular:
            Gauge(value: entry.health) {
                Image(systemName: "heart.fill")
            } currentValueLabel: {
                Text("\(Int(entry.health * 100))")
            }
            .gaugeStyle(.accessoryCircularCapacity)
            .tint(.red)
        case .accessoryInline:
            ViewThatFits {
                Text("\(entry.hero) is at \(Int(entry.health * 100))% health")
                Text("\(entry.hero) \(Int(entry.health * 100))%")
            }
        default:
            VStack(alignment: .leading) {
                Label(entry.hero, systemImage: "gamecontroller.fill").font(.headline).widgetAccentable()
                ProgressView(value: entry.health).tint(.red)
            }
            .privacySensitive()
        }
    }
}

struct GameStatusWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "GameStatus", provider: GameStatusProvider()) { entry in
            GameStatusView(entry: entry)
        }
        .configurationDisplayName("Game Status")
        .description("See your hero's health at a glance.")
        .supportedFamilies([.accessoryCircular, .accessoryRectangular, .accessoryInline])
        .dataProtection(.completeUnlessOpen)
    }
}
