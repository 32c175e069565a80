import Foundation
import GlanceFirmware
import GlanceWidgets
import Testing

/// Time set earlier as well as later (a person scrubbing a timeline): the engine shows the
/// latest entry not after the new time, holds reloads while asked, and forgets a stack scroll
/// made after the time gone back to.
@MainActor
@Suite struct TimelineScrubTests {
    let clock = SimulatedClock(start: day0)
    func engine() -> TimelineEngine { TimelineEngine(clock: clock, widgetCenter: WidgetCenter()) }

    @Test func goingBackShowsTheEarlierEntryAndLogsIt() async {
        let provider = ScriptedProvider(clock: clock) { _, now in .timeline(hourly(from: now, count: 4), .never) }
        let e = engine()
        let w = e.place(scriptedWidget(provider), family: .accessoryCircular)
        await e.run(until: day0.addingTimeInterval(3 * hour + 10 * minute))
        #expect(w.entry(at: e.now).date == day0.addingTimeInterval(3 * hour))
        clock.scrub(to: day0.addingTimeInterval(hour + 30 * minute))
        e.update()
        #expect(clock.now == day0.addingTimeInterval(hour + 30 * minute))
        #expect(w.entry(at: e.now).date == day0.addingTimeInterval(hour))
        #expect(e.log.last?.kind == .entryShown(entryDate: day0.addingTimeInterval(hour)))
        // `jump` still never goes back; `scrub` does, and forward too.
        clock.jump(to: day0)
        #expect(clock.now == day0.addingTimeInterval(hour + 30 * minute))
        clock.scrub(to: day0.addingTimeInterval(2 * hour))
        e.update()
        #expect(w.entry(at: e.now).date == day0.addingTimeInterval(2 * hour))
    }

    @Test func heldReloadsWaitUntilReleased() async {
        let provider = ScriptedProvider(clock: clock) { _, now in .timeline(hourly(from: now, count: 3), .atEnd) }
        let e = engine()
        let w = e.place(scriptedWidget(provider), family: .accessoryCircular)
        await e.run(until: day0)
        let dates = w.entries.map(\.date)
        e.settings.holdsReloads = true
        clock.scrub(to: dates[2].addingTimeInterval(10 * minute))  // past the end: atEnd is due
        e.update()
        #expect(e.requests(w.id) == 1 && w.entries.map(\.date) == dates)
        clock.scrub(to: dates[0])
        e.update()
        #expect(w.entry(at: e.now).date == dates[0])
        e.settings.holdsReloads = false
        clock.scrub(to: dates[2])
        e.update()
        await e.letProvidersAnswer()
        #expect(e.requests(w.id, .policy) == 1)
        #expect(w.entries.first?.date == dates[2])
    }

    @Test func aStackScrollMadeLaterDoesNotHoldEarlier() async throws {
        let a = ScriptedProvider(clock: clock) { _, now in .timeline(hourly(from: now, count: 6), .never) }
        let b = ScriptedProvider(clock: clock) { _, now in
            .timeline([ScriptedEntry(date: now, value: 9, relevance: TimelineEntryRelevance(score: 0.5))], .never)
        }
        let e = engine()
        let first = e.place(scriptedWidget(a, kind: "a"), family: .accessoryCircular)
        let second = e.place(scriptedWidget(b, kind: "b"), family: .accessoryCircular)
        try e.makeStack(id: "stack", members: [first.id, second.id])
        await e.run(until: day0.addingTimeInterval(2 * hour))
        #expect(e.stackTop("stack") == second.id)  // the relevant one
        e.scroll("stack", by: 1)
        #expect(e.stackTop("stack") == first.id)
        clock.scrub(to: day0.addingTimeInterval(hour))
        e.update()
        #expect(e.stackTop("stack") == second.id)
    }
}
