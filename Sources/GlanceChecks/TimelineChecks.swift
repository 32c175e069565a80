import Foundation
import GlanceFirmware
import GlanceWidgets

/// Checks on what a widget's provider gave over the simulated day, independent of device and state.
@MainActor
struct TimelineChecks {
    let configuration: CheckConfiguration
    let widget: String
    let family: WidgetFamily

    /// WidgetKit shows entries about five minutes apart at the closest.
    static let minimumEntrySpacing: TimeInterval = 5 * 60

    func run(_ play: TimelinePlay) -> [Finding] {
        var out: [Finding] = []
        out += tooClose(play)
        out += inThePast(play)
        out += budget(play)
        out += outOfOrder(play)
        out += allPast(play)
        return out
    }

    /// A timeline whose entries are not in date order (the firmware sorts them); once a day.
    func outOfOrder(_ play: TimelinePlay) -> [Finding] {
        for event in play.log {
            guard case .fault(.entriesOutOfOrder(let n)) = event.kind else { continue }
            return finding(.entriesOutOfOrder, "a timeline came with \(n) entr\(n == 1 ? "y" : "ies") dated before the one listed ahead of it; WidgetKit expects them in date order", date: event.date)
        }
        return []
    }

    /// A timeline all of whose entries are dated before it was asked for: it only repeats the past.
    func allPast(_ play: TimelinePlay) -> [Finding] {
        guard let received = play.received.first(where: { r in !r.timeline.entries.isEmpty && r.timeline.entries.allSatisfy { $0.date < r.requestedAt } }),
            let last = received.timeline.entries.map(\.date).max()
        else { return [] }
        return finding(.timelineInPast, "every entry of a timeline asked for at \(received.requestedAt.formatted(.iso8601)) is in the past (the latest \(Self.duration(received.requestedAt.timeIntervalSince(last))) before); date entries from the request's date on", date: last)
    }

    func finding(_ check: CheckID, _ message: String, entry: Int? = nil, date: Date? = nil) -> [Finding] {
        configuration.finding(check, widget: widget, family: family, entryIndex: entry, entryDate: date, message: message)
    }

    /// Consecutive entries of one timeline under five minutes apart; each pair once a day.
    func tooClose(_ play: TimelinePlay) -> [Finding] {
        var seen = Set<Int>()
        var out: [Finding] = []
        for received in play.received {
            let entries = received.timeline.entries
            for i in entries.indices.dropFirst() {
                let gap = entries[i].date.timeIntervalSince(entries[i - 1].date)
                guard gap > 0, gap < Self.minimumEntrySpacing, seen.insert(i).inserted else { continue }
                out += finding(.entriesTooClose, "entries \(i - 1) and \(i) are \(Self.duration(gap)) apart; WidgetKit shows entries about 5 min apart at the closest", entry: i, date: entries[i].date)
            }
        }
        return out
    }

    /// Entries dated before their request other than the latest of them: never shown.
    func inThePast(_ play: TimelinePlay) -> [Finding] {
        var seen = Set<Int>()
        var out: [Finding] = []
        for received in play.received {
            let past = received.timeline.entries.indices.filter { received.timeline.entries[$0].date < received.requestedAt }
            for i in past.dropLast() where seen.insert(i).inserted {
                let ago = received.requestedAt.timeIntervalSince(received.timeline.entries[i].date)
                out += finding(.entryInPast, "entry \(i) is dated \(Self.duration(ago)) before the timeline was asked for, and a later entry is also past: it is never shown", entry: i, date: received.timeline.entries[i].date)
            }
        }
        return out
    }

    /// Reloads the daily budget held back.
    func budget(_ play: TimelinePlay) -> [Finding] {
        let deferred = play.log.filter { if case .reloadDeferred = $0.kind { true } else { false } }
        let requested = play.log.filter { if case .timelineRequested(let cause) = $0.kind { cause.isCharged } else { false } }.count
        guard let first = deferred.first else { return [] }
        let hours = first.date.timeIntervalSince(play.start) / 3600
        // A reload storm: the policy itself asks again sooner than the budget's pace allows.
        let asks = play.received.compactMap { r in r.timeline.policy.reloadDate(lastEntry: r.timeline.entries.last?.date).map { $0.timeIntervalSince(r.requestedAt) } }
        let pace = 86_400 / Double(max(1, configuration.dailyAllowance))
        let storm = asks.min().map { $0 < pace ? "; a reload storm: its policy asks for the next timeline \(Self.duration(max(0, $0))) after each, sooner than one per \(Self.duration(pace)) the budget allows" : "" } ?? ""
        return finding(.reloadBudget, "the daily budget of \(configuration.dailyAllowance) reloads ran out \(hours.short) h into the day (\(requested) charged reloads)\(storm); reloads were held back and the content went stale", date: first.date)
    }

    static func duration(_ t: TimeInterval) -> String {
        t < 60 ? "\(Int(t)) s" : t < 3600 ? "\((t / 60).short) min" : "\((t / 3600).short) h"
    }
}
