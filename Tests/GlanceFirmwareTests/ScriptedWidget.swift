import Foundation
import GlanceFirmware
import GlanceGraphics
import GlanceUI
import GlanceWidgets

/// 1 June 2026, 00:00 UTC.
let day0 = Date(timeIntervalSince1970: 1_780_272_000)
let hour: TimeInterval = 3600
let minute: TimeInterval = 60

struct ScriptedEntry: TimelineEntry {
    let date: Date
    let value: Int
    var relevance: TimelineEntryRelevance?
}

/// What a scripted provider does when asked for its n-th timeline (0-based) at `now`.
enum Answer {
    case timeline([ScriptedEntry], TimelineReloadPolicy)
    case silence
}

/// A provider driven by a script, reading the simulated clock as its "now".
final class ScriptedProvider: TimelineProvider, @unchecked Sendable {
    let clock: SimulatedClock
    let script: (Int, Date) -> Answer
    var calls = 0

    init(clock: SimulatedClock, script: @escaping (Int, Date) -> Answer) {
        self.clock = clock
        self.script = script
    }

    var now: Date { MainActor.assumeIsolated { clock.now } }

    func placeholder(in context: Context) -> ScriptedEntry { ScriptedEntry(date: now, value: -1) }
    func getSnapshot(in context: Context, completion: @escaping (ScriptedEntry) -> Void) { completion(ScriptedEntry(date: now, value: 0)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<ScriptedEntry>) -> Void) {
        defer { calls += 1 }
        switch script(calls, now) {
        case .timeline(let entries, let policy): completion(Timeline(entries: entries, policy: policy))
        case .silence: break
        }
    }
}

@MainActor
func scriptedWidget(_ provider: ScriptedProvider, kind: String = "scripted") -> WidgetDescription {
    StaticConfiguration(kind: kind, provider: provider) { entry in Text("\(entry.value)") }
        .supportedFamilies([.accessoryCircular]).widgetDescription
}

/// Hourly entries from `start`, `count` of them, values 0…
func hourly(from start: Date, count: Int) -> [ScriptedEntry] {
    (0..<count).map { ScriptedEntry(date: start.addingTimeInterval(Double($0) * hour), value: $0) }
}

extension TimelineEngine {
    /// The events of one subject, without dates.
    func kinds(_ subject: String) -> [TimelineEvent.Kind] { log.filter { $0.subject == subject }.map(\.kind) }

    /// How many timelines were asked for, by cause.
    func requests(_ subject: String, _ cause: ReloadCause? = nil) -> Int {
        log.filter {
            guard $0.subject == subject, case .timelineRequested(let c) = $0.kind else { return false }
            return cause == nil || c == cause
        }.count
    }
}
