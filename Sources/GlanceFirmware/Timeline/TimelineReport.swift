import Foundation

/// A readable account of a simulated span: per slot, the entries shown, every reload and its
/// cause, faults, stale intervals and budget use per day.
@MainActor
public struct TimelineReport {
    public let engine: TimelineEngine
    public let start: Date
    public let end: Date

    public init(engine: TimelineEngine, start: Date, end: Date) {
        self.engine = engine
        self.start = start
        self.end = end
    }

    private func time(_ date: Date) -> String {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = engine.calendar.timeZone
        f.dateFormat = Calendar.current.isDate(start, inSameDayAs: end) ? "HH:mm:ss" : "MMM d HH:mm"
        return f.string(from: date)
    }

    private func span(_ seconds: TimeInterval) -> String {
        seconds >= 3600 ? String(format: "%.1f h", seconds / 3600) : String(format: "%.0f min", seconds / 60)
    }

    /// Charged reloads per local day, against the allowance.
    private func budgetByDay(_ events: [TimelineEvent], _ instance: WidgetInstance) -> String {
        var perDay: [Date: Int] = [:]
        for event in events {
            if case .timelineRequested(let cause) = event.kind, cause.isCharged {
                perDay[engine.calendar.startOfDay(for: event.date), default: 0] += 1
            }
        }
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US_POSIX")
        f.timeZone = engine.calendar.timeZone
        f.dateFormat = "MMM d"
        let limit = instance.budget.developerMode ? "∞" : "\(instance.budget.dailyAllowance)"
        let days = perDay.keys.sorted().map { "\(f.string(from: $0)) \(perDay[$0]!)/\(limit)" }
        return days.isEmpty ? "nothing charged" : days.joined(separator: ", ")
    }

    public func text(verbose: Bool = false) -> String {
        var out = ["Simulated \(time(start)) → \(time(end)) (\(span(end.timeIntervalSince(start)))), \(engine.instances.count) widget(s)"]
        for instance in engine.instances {
            let events = engine.log.filter { $0.subject == instance.id }
            out.append("")
            out.append("\(instance.id) (\(instance.family.rawValue))")
            var reloads: [ReloadCause: Int] = [:]
            var shown = 0
            var stale: [(Date, Date?)] = []
            var faults: [String] = []
            var deferrals = 0
            for event in events {
                switch event.kind {
                case .timelineRequested(let cause): reloads[cause, default: 0] += 1
                case .entryShown: shown += 1
                case .staleStarted: stale.append((event.date, nil))
                case .staleEnded: if !stale.isEmpty { stale[stale.count - 1].1 = event.date }
                case .fault(let f): faults.append("\(time(event.date)) \(f)")
                case .reloadDeferred: deferrals += 1
                default: break
                }
                if verbose { out.append("  \(time(event.date))  \(event.kind)") }
            }
            let causes = ReloadCause.allCases.compactMap { c in reloads[c].map { "\($0) \(c.rawValue)\(c.isCharged ? "" : " (free)")" } }
            out.append("  entries shown: \(shown); reloads: \(causes.isEmpty ? "none" : causes.joined(separator: ", "))")
            out.append("  budget: " + budgetByDay(events, instance) + "; \(deferrals) reload(s) held back")
            if stale.isEmpty {
                out.append("  stale: never")
            } else {
                let total = stale.reduce(0.0) { $0 + (($1.1 ?? end).timeIntervalSince($1.0)) }
                out.append("  stale: \(stale.count) interval(s), \(span(total)) in all: " + stale.prefix(4).map { "\(time($0.0))–\($0.1.map(time) ?? "end")" }.joined(separator: ", ") + (stale.count > 4 ? ", …" : ""))
            }
            for fault in faults.prefix(5) { out.append("  fault: \(fault)") }
            if faults.count > 5 { out.append("  … \(faults.count - 5) more faults") }
        }
        return out.joined(separator: "\n")
    }
}
