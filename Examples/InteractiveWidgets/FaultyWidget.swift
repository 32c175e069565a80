// A widget whose buttons' intents fail on purpose, each in its own way: the tests tap them and
// expect the host to name the fault and keep every other widget running (docs/interactive.md).
import GlanceKit

struct ThrowingIntent: AppIntent {
    static let title: LocalizedStringResource = "Throw"
    struct Offline: Error, CustomStringConvertible { var description: String { "the server is offline" } }
    init() {}
    func perform() async throws -> some IntentResult {
        let online = false
        guard online else { throw Offline() }
        return .result()
    }
}

struct TrappingIntent: AppIntent {
    static let title: LocalizedStringResource = "Trap"
    init() {}
    func perform() async throws -> some IntentResult {
        let readings: [Int] = []
        CounterStore.shared.add(readings[1])
        return .result()
    }
}

struct HangingIntent: AppIntent {
    static let title: LocalizedStringResource = "Hang"
    init() {}
    func perform() async throws -> some IntentResult {
        while !Task.isCancelled { sleep(1) }
        return .result()
    }
}

struct FaultyView: View {
    var entry: CounterEntry
    var body: some View {
        HStack {
            Button("throw", intent: ThrowingIntent())
            Button("trap", intent: TrappingIntent())
            Button("hang", intent: HangingIntent())
        }
        .font(.caption)
    }
}

struct FaultyWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Faulty", provider: CounterProvider()) { FaultyView(entry: $0) }
            .configurationDisplayName("Faulty")
            .supportedFamilies([.accessoryRectangular])
    }
}
