import Foundation
import GlanceFirmware
import GlanceGraphics
import GlanceUI
import GlanceWidgets
import Testing

@MainActor
@Suite struct TimelineEngineTests {
    let clock = SimulatedClock(start: day0)
    func engine(_ settings: TimelineEngine.Settings = .init()) -> TimelineEngine {
        TimelineEngine(clock: clock, settings: settings, widgetCenter: WidgetCenter())
    }

    @Test func placementShowsThePlaceholderThenTheFirstTimeline() async {
        let provider = ScriptedProvider(clock: clock) { _, now in .timeline(hourly(from: now, count: 3), .never) }
        let e = engine()
        let w = e.place(scriptedWidget(provider), family: .accessoryCircular)
        await e.run(until: day0)
        #expect(e.kinds(w.id).prefix(4) == [
            .placeholderShown, .timelineRequested(.placement), .timelineReceived(entries: 3, policy: "never"), .entryShown(entryDate: day0),
        ])
        #expect(w.budget.used == 0)
    }

    @Test func theLatestEntryNotAfterNowIsShown() async {
        let provider = ScriptedProvider(clock: clock) { _, now in .timeline(hourly(from: now, count: 3), .never) }
        let e = engine()
        let w = e.place(scriptedWidget(provider), family: .accessoryCircular)
        await e.run(until: day0.addingTimeInterval(90 * minute))
        #expect(w.entry(at: e.now).date == day0.addingTimeInterval(hour))
        let shown = e.log.filter { if case .entryShown = $0.kind { return true } else { return false } }.map(\.date)
        #expect(shown == [day0, day0.addingTimeInterval(hour)])
    }

    @Test func atEndReloadsAfterTheLastEntry() async {
        let provider = ScriptedProvider(clock: clock) { _, now in .timeline(hourly(from: now, count: 3), .atEnd) }
        let e = engine()
        let w = e.place(scriptedWidget(provider), family: .accessoryCircular)
        await e.run(until: day0.addingTimeInterval(5 * hour))
        let reloads = e.log.filter { $0.kind == .timelineRequested(.policy) }.map(\.date)
        #expect(reloads == [day0.addingTimeInterval(2 * hour), day0.addingTimeInterval(4 * hour)])
        #expect(w.budget.used == 2)
    }

    @Test func afterReloadsAtItsDateAndNeverDoesNot() async {
        let after = ScriptedProvider(clock: clock) { _, now in .timeline(hourly(from: now, count: 1), .after(now.addingTimeInterval(30 * minute))) }
        let never = ScriptedProvider(clock: clock) { _, now in .timeline(hourly(from: now, count: 1), .never) }
        let e = engine()
        let a = e.place(scriptedWidget(after, kind: "after"), family: .accessoryCircular)
        let n = e.place(scriptedWidget(never, kind: "never"), family: .accessoryCircular)
        await e.run(until: day0.addingTimeInterval(3 * 86400))
        #expect(e.requests(a.id, .policy) == 3 * 48)
        #expect(e.requests(n.id) == 1)
    }

    @Test func anExhaustedBudgetDefersReloadsUntilMidnight() async {
        var settings = TimelineEngine.Settings()
        settings.dailyAllowance = 40
        let provider = ScriptedProvider(clock: clock) { _, now in .timeline(hourly(from: now, count: 1), .after(now)) }
        let e = engine(settings)
        let w = e.place(scriptedWidget(provider), family: .accessoryCircular)
        await e.run(until: day0.addingTimeInterval(86400 + 10 * minute))
        let firstDay = e.log.filter { $0.date < day0.addingTimeInterval(86400) }
        let charged = firstDay.filter { $0.kind == .timelineRequested(.policy) }.count
        #expect(charged == 40)
        // The 41st reload is held back, the content goes stale, and both are logged.
        let deferred = firstDay.first { if case .reloadDeferred = $0.kind { return true } else { return false } }
        #expect(deferred?.date == day0.addingTimeInterval(41 * 5 * minute))
        #expect(deferred?.kind == .reloadDeferred(.policy, until: day0.addingTimeInterval(86400)))
        #expect(firstDay.contains { $0.kind == .staleStarted })
        // At midnight the budget refills and the held-back reload is made.
        let midnight = e.log.filter { $0.date == day0.addingTimeInterval(86400) }.map(\.kind)
        #expect(midnight.prefix(2) == [.budgetRefilled, .timelineRequested(.deferred)])
        #expect(midnight.contains(.staleEnded))
        #expect(w.budget.used >= 1)
    }

    @Test func developerModeLiftsTheBudget() async {
        var settings = TimelineEngine.Settings()
        settings.dailyAllowance = 10
        settings.developerMode = true
        let provider = ScriptedProvider(clock: clock) { _, now in .timeline(hourly(from: now, count: 1), .after(now)) }
        let e = engine(settings)
        let w = e.place(scriptedWidget(provider), family: .accessoryCircular)
        await e.run(until: day0.addingTimeInterval(12 * hour))
        #expect(e.requests(w.id, .policy) == 144)
        #expect(!e.log.contains { if case .reloadDeferred = $0.kind { return true } else { return false } })
    }

    @Test func widgetCenterReloadsAreChargedOnlyFromTheBackground() async {
        let provider = ScriptedProvider(clock: clock) { _, now in .timeline(hourly(from: now, count: 1), .never) }
        let e = engine()
        let w = e.place(scriptedWidget(provider), family: .accessoryCircular)
        let other = e.place(scriptedWidget(ScriptedProvider(clock: clock) { _, now in .timeline(hourly(from: now, count: 1), .never) }, kind: "other"), family: .accessoryCircular)
        await e.run(until: day0.addingTimeInterval(minute))
        e.widgetCenter.reloadTimelines(ofKind: "scripted")
        await e.run(until: day0.addingTimeInterval(2 * minute))
        #expect(e.requests(w.id, .widgetCenter) == 1 && e.requests(other.id, .widgetCenter) == 0)
        #expect(w.budget.used == 1)
        e.settings.appInForeground = true
        e.widgetCenter.reloadAllTimelines()
        await e.run(until: day0.addingTimeInterval(3 * minute))
        #expect(e.requests(w.id, .widgetCenterForeground) == 1 && e.requests(other.id, .widgetCenterForeground) == 1)
        #expect(w.budget.used == 1)
        e.environmentDidChange()
        #expect(e.requests(w.id, .environmentChange) == 1 && w.budget.used == 1)
    }

    @Test func currentConfigurationsListPlacedWidgets() async {
        let center = WidgetCenter()
        let e = TimelineEngine(clock: clock, widgetCenter: center)
        e.place(scriptedWidget(ScriptedProvider(clock: clock) { _, now in .timeline(hourly(from: now, count: 1), .never) }), family: .accessoryCircular)
        #expect(center.currentConfigurations == [WidgetInfo(kind: "scripted", family: .accessoryCircular)])
    }
}
