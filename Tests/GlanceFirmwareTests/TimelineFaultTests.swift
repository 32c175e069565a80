import Foundation
import GlanceFirmware
import GlanceGraphics
import GlanceUI
import GlanceWidgets
import Testing

@MainActor
@Suite struct TimelineFaultTests {
    let clock = SimulatedClock(start: day0)
    func engine() -> TimelineEngine { TimelineEngine(clock: clock, widgetCenter: WidgetCenter()) }
    func faults(_ e: TimelineEngine) -> [TimelineFault] {
        e.log.compactMap { if case .fault(let f) = $0.kind { return f } else { return nil } }
    }

    @Test func aProviderThatNeverAnswersTimesOutAndIsRetried() async {
        let provider = ScriptedProvider(clock: clock) { call, now in call == 0 ? .silence : .timeline(hourly(from: now, count: 2), .never) }
        let e = engine()
        let w = e.place(scriptedWidget(provider), family: .accessoryCircular)
        await e.run(until: day0.addingTimeInterval(20 * minute))
        #expect(faults(e) == [.timeout(seconds: 30)])
        #expect(e.log.first { $0.kind == .fault(.timeout(seconds: 30)) }?.date == day0.addingTimeInterval(30))
        // Until the retry the placeholder stays up; the retry 15 minutes later succeeds.
        #expect(e.requests(w.id, .retry) == 1)
        #expect(w.entries.count == 2 && w.staleSince == nil)
        #expect(e.log.contains { $0.kind == .staleStarted } && e.log.contains { $0.kind == .staleEnded })
    }

    @Test func aTimelineArrivingAfterItsTimeoutIsIgnored() async {
        final class Late: TimelineProvider, @unchecked Sendable {
            var held: ((Timeline<ScriptedEntry>) -> Void)?
            func placeholder(in context: Context) -> ScriptedEntry { ScriptedEntry(date: day0, value: -1) }
            func getSnapshot(in context: Context, completion: @escaping (ScriptedEntry) -> Void) {}
            func getTimeline(in context: Context, completion: @escaping (Timeline<ScriptedEntry>) -> Void) { held = completion }
        }
        let late = Late()
        let e = engine()
        let w = e.place(StaticConfiguration(kind: "late", provider: late) { Text("\($0.value)") }.widgetDescription, family: .accessoryCircular)
        await e.run(until: day0.addingTimeInterval(minute))
        late.held?(Timeline(entries: hourly(from: day0, count: 1), policy: .never))
        await e.run(until: day0.addingTimeInterval(2 * minute))
        #expect(faults(e) == [.timeout(seconds: 30), .lateDelivery])
        #expect(w.entries.isEmpty && w.entry(at: e.now).date == day0)
    }

    @Test func aProviderErrorIsLoggedAndRetried() async {
        let failing = WidgetDescription(
            kind: "failing",
            source: TimelineSource(
                placeholder: { _ in AnyTimelineEntry(date: day0, relevance: nil) { _ in .empty } },
                snapshot: { _, _, deliver in deliver(.failure(TimelineSourceError("no network"))) },
                timeline: { _, _, deliver in deliver(.failure(TimelineSourceError("no network"))) }))
        let e = engine()
        let w = e.place(failing, family: .accessoryCircular)
        await e.run(until: day0.addingTimeInterval(hour))
        #expect(faults(e).first == .providerError("no network"))
        #expect(e.requests(w.id, .retry) == 4)
    }

    @Test func entriesOutOfOrderAreSortedAndDuplicatesReported() async {
        let provider = ScriptedProvider(clock: clock) { _, now in
            .timeline(
                [ScriptedEntry(date: now.addingTimeInterval(2 * hour), value: 2), ScriptedEntry(date: now, value: 0),
                 ScriptedEntry(date: now.addingTimeInterval(hour), value: 1), ScriptedEntry(date: now.addingTimeInterval(hour), value: 9)],
                .never)
        }
        let e = engine()
        let w = e.place(scriptedWidget(provider), family: .accessoryCircular)
        await e.run(until: day0.addingTimeInterval(hour))
        #expect(faults(e) == [.entriesOutOfOrder(count: 1), .duplicateDates(count: 1)])
        #expect(w.entries.map(\.date) == [day0, day0.addingTimeInterval(hour), day0.addingTimeInterval(hour), day0.addingTimeInterval(2 * hour)])
        // Of two entries with one date, the later one in the provider's order is shown.
        #expect(w.entry(at: e.now).archive(EnvironmentValues()) == .text(TextNode("9")))
    }

    @Test func anEmptyTimelineIsReportedAndRetried() async {
        let provider = ScriptedProvider(clock: clock) { call, now in call == 0 ? .timeline([], .atEnd) : .timeline(hourly(from: now, count: 1), .never) }
        let e = engine()
        let w = e.place(scriptedWidget(provider), family: .accessoryCircular)
        await e.run(until: day0.addingTimeInterval(hour))
        #expect(faults(e) == [.emptyTimeline])
        #expect(e.requests(w.id, .retry) == 1 && w.entries.count == 1)
    }

    @Test func aTimelineOfThousandsOfEntriesPlays() async {
        let provider = ScriptedProvider(clock: clock) { _, now in
            .timeline((0..<5000).map { ScriptedEntry(date: now.addingTimeInterval(Double($0) * minute), value: $0) }, .never)
        }
        let e = engine()
        let w = e.place(scriptedWidget(provider), family: .accessoryCircular)
        await e.run(until: day0.addingTimeInterval(3 * 86400))
        #expect(w.entries.count == 5000)
        #expect(w.entry(at: day0.addingTimeInterval(1234 * minute + 30)).date == day0.addingTimeInterval(1234 * minute))
        let shown = e.log.filter { if case .entryShown = $0.kind { return true } else { return false } }
        // Three days at one entry a minute: 4,320 changes after the first.
        #expect(shown.count == 4321)
    }
}
