import Foundation
import GlanceFirmware
import GlanceGraphics
import GlanceUI
import GlanceWidgets
import Testing

@MainActor
@Suite struct SmartStackTests {
    let clock = SimulatedClock(start: day0)

    /// A widget whose single entry is relevant with `score` from `offset` for `duration`.
    func relevant(_ kind: String, score: Float, offset: TimeInterval, duration: TimeInterval, in e: TimelineEngine) -> WidgetInstance {
        let provider = ScriptedProvider(clock: clock) { _, now in
            .timeline(
                [ScriptedEntry(date: now, value: 0),
                 ScriptedEntry(date: now.addingTimeInterval(offset), value: 1, relevance: TimelineEntryRelevance(score: score, duration: duration))],
                .never)
        }
        return e.place(scriptedWidget(provider, kind: kind), family: .accessoryRectangular)
    }

    @Test func theStackShowsTheMostRelevantWidgetWhileItsRelevanceLasts() async throws {
        let e = TimelineEngine(clock: clock, widgetCenter: WidgetCenter())
        let calendar = relevant("calendar", score: 0.9, offset: 2 * hour, duration: 30 * minute, in: e)
        let weather = relevant("weather", score: 0.4, offset: hour, duration: 4 * hour, in: e)
        let music = relevant("music", score: 0.1, offset: 0, duration: 0, in: e)
        try e.makeStack(id: "stack", members: [music.id, weather.id, calendar.id])
        await e.run(until: day0.addingTimeInterval(30 * minute))
        #expect(e.stackTop("stack") == music.id)
        await e.run(until: day0.addingTimeInterval(90 * minute))
        #expect(e.stackTop("stack") == weather.id)
        await e.run(until: day0.addingTimeInterval(2 * hour + 10 * minute))
        #expect(e.stackTop("stack") == calendar.id)
        await e.run(until: day0.addingTimeInterval(3 * hour))
        #expect(e.stackTop("stack") == weather.id)
        let shows = e.log.filter { $0.subject == "stack" }.map(\.date)
        #expect(shows == [day0, day0.addingTimeInterval(hour), day0.addingTimeInterval(2 * hour), day0.addingTimeInterval(150 * minute)])
    }

    @Test func scrollingHoldsTheUsersChoiceForAWhile() async throws {
        let e = TimelineEngine(clock: clock, widgetCenter: WidgetCenter())
        let a = relevant("a", score: 1, offset: 0, duration: 86400, in: e)
        let b = relevant("b", score: 0.2, offset: 0, duration: 86400, in: e)
        try e.makeStack(id: "stack", members: [a.id, b.id])
        await e.run(until: day0.addingTimeInterval(minute))
        e.scroll("stack", by: 1)
        #expect(e.stackTop("stack") == b.id)
        await e.run(until: day0.addingTimeInterval(8 * minute))
        #expect(e.stackTop("stack") == b.id)
        await e.run(until: day0.addingTimeInterval(12 * minute))
        #expect(e.stackTop("stack") == a.id)
        e.scroll("stack", by: -3)
        #expect(e.stackTop("stack") == b.id)
    }

    @Test func aStackHoldsAtMostTenWidgets() {
        let e = TimelineEngine(clock: clock, widgetCenter: WidgetCenter())
        let ids = (0..<11).map { relevant("w\($0)", score: 0, offset: 0, duration: 0, in: e).id }
        #expect(throws: SmartStackError.tooManyWidgets(11)) { try e.makeStack(id: "s", members: ids) }
        #expect(throws: SmartStackError.unknownWidget("nope")) { try e.makeStack(id: "s", members: ["nope"]) }
    }
}

struct Greeting: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Greeting"
    @Parameter(title: "Name", default: "World") var name: String
    init() {}
    init(name: String) { self.name = name }
}

struct GreetingEntry: TimelineEntry {
    let date: Date
    let text: String
}

struct GreetingProvider: AppIntentTimelineProvider {
    let start: Date
    func placeholder(in context: Context) -> GreetingEntry { GreetingEntry(date: start, text: "…") }
    func snapshot(for configuration: Greeting, in context: Context) async -> GreetingEntry {
        GreetingEntry(date: start, text: "Hello, \(configuration.name)")
    }
    func timeline(for configuration: Greeting, in context: Context) async -> Timeline<GreetingEntry> {
        await Task.yield()
        return Timeline(entries: [GreetingEntry(date: start, text: "Hello, \(configuration.name)")], policy: .never)
    }
}

@MainActor
@Suite struct ConfiguredWidgetTests {
    @Test func instancesOfOneWidgetRunWithTheirOwnConfigurations() async {
        let clock = SimulatedClock(start: day0)
        let e = TimelineEngine(clock: clock, widgetCenter: WidgetCenter())
        let widget = AppIntentConfiguration(kind: "greeting", intent: Greeting.self, provider: GreetingProvider(start: day0)) { entry in
            Text(entry.text)
        }.widgetDescription
        let plain = e.place(widget, family: .accessoryInline)
        let maya = e.place(widget, family: .accessoryInline, configuration: Greeting(name: "Maya"))
        await e.run(until: day0.addingTimeInterval(minute))
        #expect(plain.entry(at: e.now).archive(EnvironmentValues()) == .text(TextNode("Hello, World")))
        #expect(maya.entry(at: e.now).archive(EnvironmentValues()) == .text(TextNode("Hello, Maya")))
        #expect(plain.placeholder.archive(EnvironmentValues()) == .text(TextNode("…")))
    }

    @Test func aSnapshotIsDeliveredForPreviews() async {
        let clock = SimulatedClock(start: day0)
        let e = TimelineEngine(clock: clock, widgetCenter: WidgetCenter())
        let widget = AppIntentConfiguration(kind: "greeting", intent: Greeting.self, provider: GreetingProvider(start: day0)) { Text($0.text) }.widgetDescription
        let w = e.place(widget, family: .accessoryInline, configuration: Greeting(name: "Ada"))
        var got: ViewNode?
        e.requestSnapshot(w.id) { got = $0.archive(EnvironmentValues()) }
        for _ in 0..<8 { await Task.yield() }
        #expect(got == .text(TextNode("Hello, Ada")))
        #expect(e.kinds(w.id).contains(.snapshotRequested))
    }
}

@MainActor
@Suite struct WeekOfAFaceTests {
    /// Eight widgets with the policies real ones use play a week; the timing of this run is
    /// measured in the benchmarks, not asserted here.
    @Test func sevenDaysOfEightWidgetsPlayWithTheirReloadsAndBudgets() async {
        let clock = SimulatedClock(start: day0)
        let e = TimelineEngine(clock: clock, widgetCenter: WidgetCenter())
        for i in 0..<8 {
            let provider = ScriptedProvider(clock: clock) { _, now in
                switch i % 4 {
                case 0: .timeline(hourly(from: now, count: 6), .atEnd)
                case 1: .timeline(hourly(from: now, count: 1), .after(now.addingTimeInterval(15 * minute)))
                case 2: .timeline(hourly(from: now, count: 24), .atEnd)
                default: .timeline((0..<60).map { ScriptedEntry(date: now.addingTimeInterval(Double($0) * minute), value: $0) }, .atEnd)
                }
            }
            e.place(scriptedWidget(provider, kind: "w\(i)"), family: .accessoryCircular, id: "slot\(i)")
        }
        // Up to a second before the eighth midnight, when the budget would refill again.
        let end = day0.addingTimeInterval(7 * 86400 - 1)
        await e.run(until: end)
        #expect(e.now == end)
        // Every 15 minutes is 96 reloads a day: 50 are allowed, the rest wait for midnight.
        #expect(e.requests("slot1", .policy) + e.requests("slot1", .deferred) == 7 * 50)
        // Six hourly entries, atEnd: a reload every 5 hours (33 in 168 hours).
        #expect(e.requests("slot0", .policy) == 33)
        // A day of hourly entries, atEnd: a reload every 23 hours, plus placement.
        #expect(e.requests("slot2") == 8)
        #expect(e.instances.allSatisfy { $0.entries.count > 0 })
    }
}

struct PlainEntry: TimelineEntry, Sendable { let date: Date }

struct PlainProvider: TimelineProvider {
    func placeholder(in context: Context) -> PlainEntry { PlainEntry(date: context.date) }
    func getSnapshot(in context: Context, completion: @escaping (PlainEntry) -> Void) { completion(PlainEntry(date: context.date)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<PlainEntry>) -> Void) {
        completion(Timeline(entries: [PlainEntry(date: context.date), PlainEntry(date: context.date.addingTimeInterval(60))], policy: .never))
    }
}

@Suite struct AsyncProviderFormTests {
    @Test func completionProvidersCanBeAwaited() async {
        let context = TimelineProviderContext(family: .accessoryCircular, isPreview: true, displaySize: Size(width: 50, height: 50), date: day0)
        #expect(await PlainProvider().snapshot(in: context).date == day0)
        let timeline = await PlainProvider().timeline(in: context)
        #expect(timeline.entries.map(\.date) == [day0, day0.addingTimeInterval(60)] && timeline.policy == .never)
    }
}
