// Widgets that misbehave on purpose, each in its own way, beside one healthy widget: the
// tests run this bundle's `check` and `previews` and expect the host to survive, finish
// within its deadlines and name each faulty widget (docs/extension.md).
import Foundation
import GlanceKit

struct Tick: TimelineEntry {
    let date: Date
    var text = "OK"
}

struct TickView: View {
    let entry: Tick
    var body: some View {
        Text(entry.text).font(.headline)
    }
}

/// How a provider misbehaves when asked for its timeline.
enum Fault: String {
    case none, trap, silent, thrown, flood, hog, storm, stale
}

struct HostileProvider: TimelineProvider {
    let fault: Fault

    func placeholder(in context: Context) -> Tick { Tick(date: context.date, text: "--") }

    func getSnapshot(in context: Context, completion: @escaping (Tick) -> Void) { completion(Tick(date: context.date)) }

    func getTimeline(in context: Context, completion: @escaping (Timeline<Tick>) -> Void) {
        let now = context.date
        switch fault {
        case .none:
            completion(Timeline(entries: [Tick(date: now, text: "OK")], policy: .after(now.addingTimeInterval(3600))))
        case .trap:
            let readings: [Int] = []
            completion(Timeline(entries: [Tick(date: now, text: "\(readings[1])")], policy: .atEnd))
        case .silent:
            return
        case .thrown:
            struct Unreachable: Error {}
            func fetch() throws -> String { throw Unreachable() }
            completion(Timeline(entries: [Tick(date: now, text: try! fetch())], policy: .atEnd))
        case .flood:
            let entries = (0..<10_000).map { Tick(date: now.addingTimeInterval(Double($0) * 60), text: "\($0)") }
            completion(Timeline(entries: entries, policy: .atEnd))
        case .hog:
            var held: [[UInt8]] = []
            while true { held.append([UInt8](repeating: 7, count: 1 << 20)) }
        case .storm:
            completion(Timeline(entries: [Tick(date: now)], policy: .after(now.addingTimeInterval(1))))
        case .stale:
            let entries = [Tick(date: now.addingTimeInterval(-600)), Tick(date: now.addingTimeInterval(-1200))]
            completion(Timeline(entries: entries, policy: .after(now.addingTimeInterval(3600))))
        }
    }
}

/// Shows a code marked sensitive, but drops the mark when it sees the lock: in WidgetKit (and
/// in Glance's extensions) widget code never sees the lock, so the code must not show.
struct PeekView: View {
    let entry: Tick
    @Environment(\.redactionReasons) private var reasons

    var body: some View {
        if reasons.contains(.privacy) {
            Text(entry.text).font(.title)
        } else {
            Text(entry.text).font(.title).privacySensitive()
        }
    }
}

struct PeekWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Peek", provider: HostileProvider(fault: .none)) { PeekView(entry: $0) }
            .supportedFamilies([.accessoryRectangular])
    }
}

/// One widget kind per fault, named after it.
@MainActor
func widget(_ fault: Fault) -> some WidgetConfiguration {
    StaticConfiguration(kind: fault == .none ? "Healthy" : fault.rawValue.capitalized, provider: HostileProvider(fault: fault)) { TickView(entry: $0) }
        .supportedFamilies([.accessoryCircular, .accessoryRectangular])
}

struct HealthyWidget: Widget { var body: some WidgetConfiguration { widget(.none) } }
struct TrapWidget: Widget { var body: some WidgetConfiguration { widget(.trap) } }
struct SilentWidget: Widget { var body: some WidgetConfiguration { widget(.silent) } }
struct ThrownWidget: Widget { var body: some WidgetConfiguration { widget(.thrown) } }
struct FloodWidget: Widget { var body: some WidgetConfiguration { widget(.flood) } }
struct HogWidget: Widget { var body: some WidgetConfiguration { widget(.hog) } }
struct StormWidget: Widget { var body: some WidgetConfiguration { widget(.storm) } }
struct StaleWidget: Widget { var body: some WidgetConfiguration { widget(.stale) } }

/// Every widget, the healthy one first.
@main
struct HostileWidgets: WidgetBundle {
    var body: some Widget {
        HealthyWidget()
        TrapWidget()
        SilentWidget()
        ThrownWidget()
        FloodWidget()
        HogWidget()
        StormWidget()
        StaleWidget()
        PeekWidget()
    }
}

#Preview("Healthy", as: .accessoryCircular) { HealthyWidget() } timelineProvider: { HostileProvider(fault: .none) }
#Preview("Trap", as: .accessoryCircular) { TrapWidget() } timelineProvider: { HostileProvider(fault: .trap) }
#Preview("Silent", as: .accessoryCircular) { SilentWidget() } timelineProvider: { HostileProvider(fault: .silent) }
#Preview("Peek 1234", as: .accessoryRectangular) { PeekWidget() } timeline: { Tick(date: .now, text: "1234") }
#Preview("Peek 9876", as: .accessoryRectangular) { PeekWidget() } timeline: { Tick(date: .now, text: "9876") }
