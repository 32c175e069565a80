import Foundation
import GlanceFirmware
import GlanceGraphics
import GlanceWidgets

/// What the scrubber strip shows: the selected slot's timeline, its entries as ticks on a time
/// axis, the one shown now, and a label with its place, date and relevance.
public struct TimelineStrip: Equatable, Sendable {
    /// The slot followed and the widget it shows.
    public var slotID: String, kind: String
    /// Every entry's date, in order.
    public var dates: [Date]
    /// The index of the entry shown now.
    public var current: Int
    /// The simulated time (at or after the current entry's date, or before the first).
    public var now: Date
    /// The current entry's relevance, when it has one.
    public var relevance: TimelineEntryRelevance?
    /// Where the slot is on the display (points), when the window should mark it: just after
    /// Tab, and while scrubbing.
    public var marked: Rect?

    /// `large · tides  2/4  Wed 3 Jun 12:09  relevance 0.7 for 1 h`.
    public var label: String {
        var text = "\(slotID) · \(kind)  \(current + 1)/\(dates.count)  \(Self.format(dates[current]))"
        if let relevance {
            let span = relevance.duration > 0 ? "for \(EmulatorSession.describe(relevance.duration))" : "until the next entry"
            text += "  relevance \(String(format: "%g", Double(relevance.score))) \(span)"
        }
        return text
    }

    /// A date as the strip and status line say it: weekday, day, month and time in the firmware's zone.
    static func format(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .glanceDefault
        let c = calendar.dateComponents([.weekday, .day, .month, .hour, .minute], from: date)
        let weekday = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"][((c.weekday ?? 1) - 1) % 7]
        let month = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][((c.month ?? 1) - 1) % 12]
        return "\(weekday) \(c.day ?? 0) \(month) " + String(format: "%02d:%02d", c.hour ?? 0, c.minute ?? 0)
    }

    /// Where along the axis (0 to 1) `date` lies between the first and last entries: a single
    /// entry sits in the middle.
    public func position(of date: Date) -> Double {
        guard let first = dates.first, let last = dates.last, last > first else { return 0.5 }
        return min(1, max(0, date.timeIntervalSince(first) / last.timeIntervalSince(first)))
    }
}

extension EmulatorSession {
    /// The strip for the selected slot: nil when it shows no widget or only a placeholder.
    public var timelineStrip: TimelineStrip? {
        guard let id = selectedSlotID, let instance = instance(in: id), !instance.entries.isEmpty else { return nil }
        let index = Self.shownIndex(in: instance.entries.map(\.date), at: clock.now)
        var marked: Rect?
        if marksSelectedSlot, let slot = face.slots.first(where: { $0.id == id }), let size = try? SlotRenderer.canvasSize(of: slot.family, on: device) {
            marked = Rect(origin: slot.origin, size: size)
        }
        return TimelineStrip(
            slotID: id, kind: instance.widget.kind, dates: instance.entries.map(\.date), current: index, now: clock.now,
            relevance: instance.entries[index].relevance, marked: marked)
    }

    /// The index of the entry shown at `now`, as the engine picks it: the latest not after
    /// `now` (of equal dates, the later), else the first.
    static func shownIndex(in dates: [Date], at now: Date) -> Int {
        dates.lastIndex { $0 <= now } ?? 0
    }

    /// Sets the clock to the date of an entry of the selected slot's timeline, pausing play and
    /// holding reloads so the timeline stays the one looked at (Space or a step lets them happen).
    func scrub(_ move: EmulatorCommand.EntryMove) {
        guard let id = selectedSlotID, let instance = instance(in: id), !instance.entries.isEmpty else {
            status = selectedSlotID.map { "\($0): no timeline to scrub yet" } ?? "no widget on this face to scrub"
            return
        }
        let dates = instance.entries.map(\.date)
        let current = Self.shownIndex(in: dates, at: clock.now)
        let target: Int =
            switch move {
            case .first: 0
            case .last: dates.count - 1
            case .next: min(dates.count - 1, current + 1)
            // The latest entry dated before the shown one: going to a date shared with it would show it again.
            case .previous: dates.lastIndex { $0 < dates[current] } ?? 0
            }
        engine.settings.holdsReloads = true
        marksSelectedSlot = true
        clock.isPaused = true
        clock.scrub(to: dates[target])
        engine.update()
        let shown = Self.shownIndex(in: dates, at: clock.now)
        let edge = target == current && (move == .next || move == .previous) ? (move == .next ? ", the last" : ", the first") : ""
        status = "paused at entry \(shown + 1)/\(dates.count) of \(id)\(edge); Space plays on"
    }

    /// Selects the next slot showing a widget, in the face's order.
    func selectNextSlot() {
        let filled = face.slots.filter { assignments[$0.id] != nil }
        guard !filled.isEmpty else {
            status = "no widget on this face"
            return
        }
        let i = filled.firstIndex { $0.id == selectedSlotID } ?? -1
        let slot = filled[(i + 1) % filled.count]
        selectedSlotID = slot.id
        marksSelectedSlot = true
        status = "timeline of \(slot.id)" + (instance(in: slot.id).map { ": \($0.widget.kind), \($0.entries.count) entries" } ?? "")
    }
}
