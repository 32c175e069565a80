import Foundation
import GlanceFirmware
import GlanceWidgets

/// A widget played in one family over the simulated day: every timeline it gave, the
/// firmware's log, and the entries it showed, in order.
@MainActor
struct TimelinePlay {
    /// A timeline the provider gave, and when it was asked for.
    struct Received {
        var timeline: AnyTimeline
        var requestedAt: Date
    }

    /// An entry that was on screen, from when.
    struct Shown {
        var entry: AnyTimelineEntry
        var from: Date
    }

    var received: [Received] = []
    var log: [TimelineEvent] = []
    var shown: [Shown] = []
    var start: Date
    var end: Date

    /// Places `widget` in `family` on a fresh engine and runs it for the configured span.
    static func play(_ widget: WidgetDescription, family: WidgetFamily, configuration: CheckConfiguration) async -> TimelinePlay {
        var settings = TimelineEngine.Settings()
        settings.dailyAllowance = configuration.dailyAllowance
        let start = configuration.start, end = configuration.start.addingTimeInterval(configuration.span)
        let engine = TimelineEngine(clock: SimulatedClock(start: start), settings: settings, widgetCenter: WidgetCenter())
        var play = TimelinePlay(start: start, end: end)
        let sink = Sink()
        engine.onTimeline = { _, timeline, requested in sink.received.append(Received(timeline: timeline, requestedAt: requested)) }
        let instance = engine.place(widget, family: family, id: widget.kind)
        await engine.run(until: end)
        play.received = sink.received
        play.log = engine.log
        // Each `entryShown` names an entry by date; it came from the latest timeline asked for by then.
        for event in engine.log where event.subject == instance.id {
            guard case .entryShown(let date) = event.kind else { continue }
            let from = sink.received.last { $0.requestedAt <= event.date && $0.timeline.entries.contains { $0.date == date } }
            if let entry = from?.timeline.entries.last(where: { $0.date == date }) { play.shown.append(Shown(entry: entry, from: event.date)) }
        }
        if play.shown.isEmpty { play.shown = [Shown(entry: instance.placeholder, from: start)] }
        return play
    }

    /// Collects timelines from the engine's callback.
    private final class Sink {
        var received: [Received] = []
    }
}
