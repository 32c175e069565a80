// An interactive widget as WidgetKit's "Adding interactivity to widgets and Live Activities"
// describes one: a button and a toggle that run App Intents, whose `perform()` changes the
// data the timeline shows, after which the system reloads the widget. Only the import differs
// from a WidgetKit widget. The count and the mute switch live in this process (an app would
// keep them in its app group's defaults).
import GlanceKit
import Synchronization

/// The widget's data, shared by its intents and its provider.
final class CounterStore: Sendable {
    static let shared = CounterStore()
    private let state = Mutex((count: 0, muted: false))
    var count: Int { state.withLock { $0.count } }
    var muted: Bool { state.withLock { $0.muted } }
    func add(_ step: Int) { state.withLock { $0.count += step } }
    func setMuted(_ muted: Bool) { state.withLock { $0.muted = muted } }
}

struct IncrementIntent: AppIntent {
    static let title: LocalizedStringResource = "Add to the count"

    @Parameter(title: "Step", default: 1)
    var step: Int

    init() {}
    init(step: Int) { self.step = step }

    func perform() async throws -> some IntentResult {
        // As long as an app's call to its server might take: the count shows as pending meanwhile.
        try await Task.sleep(for: .milliseconds(500))
        CounterStore.shared.add(step)
        return .result()
    }
}

struct MuteIntent: AppIntent {
    static let title: LocalizedStringResource = "Mute reminders"

    @Parameter(title: "Muted", default: false)
    var muted: Bool

    init() {}
    init(muted: Bool) { self.muted = muted }

    func perform() async throws -> some IntentResult {
        CounterStore.shared.setMuted(muted)
        return .result()
    }
}

struct CounterEntry: TimelineEntry {
    let date: Date
    let count: Int
    let muted: Bool
}

struct CounterProvider: TimelineProvider {
    func placeholder(in context: Context) -> CounterEntry { CounterEntry(date: Date(), count: 0, muted: false) }

    func getSnapshot(in context: Context, completion: @escaping (CounterEntry) -> Void) {
        completion(CounterEntry(date: Date(), count: CounterStore.shared.count, muted: CounterStore.shared.muted))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<CounterEntry>) -> Void) {
        let entry = CounterEntry(date: Date(), count: CounterStore.shared.count, muted: CounterStore.shared.muted)
        completion(Timeline(entries: [entry], policy: .never))
    }
}

struct CounterView: View {
    var entry: CounterEntry
    @Environment(\.widgetFamily) var family

    var body: some View {
        switch family {
        case .accessoryRectangular:
            VStack(alignment: .leading, spacing: 2) {
                HStack {
                    Text("Glasses").font(.headline)
                    Text("\(entry.count)").font(.headline).foregroundStyle(.cyan).invalidatableContent()
                    Spacer()
                    Button(intent: IncrementIntent(step: 1)) {
                        Image(systemName: "plus.circle.fill").foregroundStyle(.cyan)
                    }
                }
                Toggle("Reminders off", isOn: entry.muted, intent: MuteIntent(muted: !entry.muted))
            }
        case .accessoryCircular:
            Button(intent: IncrementIntent(step: 1)) {
                ZStack {
                    AccessoryWidgetBackground()
                    Text("\(entry.count)").font(.title).invalidatableContent()
                }
            }
        default:
            Text("\(entry.count) glasses\(entry.muted ? ", muted" : "")")
        }
    }
}

struct CounterWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Counter", provider: CounterProvider()) { entry in
            CounterView(entry: entry)
        }
        .configurationDisplayName("Water")
        .description("Counts glasses with a tap; a toggle mutes reminders.")
        .supportedFamilies([.accessoryRectangular, .accessoryCircular, .accessoryInline])
    }
}

@main
struct InteractiveWidgets: WidgetBundle {
    var body: some Widget {
        CounterWidget()
        FaultyWidget()
    }
}
