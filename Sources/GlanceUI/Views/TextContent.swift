import GlanceGraphics
import Foundation

/// How `Text(date, style:)` shows a date; `relative`, `offset` and `timer` keep counting.
public enum TextDateStyle: String, Codable, Hashable, Sendable, CaseIterable {
    /// "10:09 AM"
    case time
    /// "June 3, 2026"
    case date
    /// "2 hr, 5 min" from the render date to the date
    case relative
    /// "+2 hours" or "-5 minutes"
    case offset
    /// "1:05:03" or "5:03", counting up from a past date or down to a future one
    case timer
}

/// What a `Text` says: fixed characters, or a date or timer resolved at the render date.
public enum TextContent: Codable, Hashable, Sendable {
    case verbatim(String)
    case date(Date, style: TextDateStyle)
    case timerInterval(start: Date, end: Date, countsDown: Bool, showsHours: Bool, pausedAt: Date?)
    /// Parts shown one after another, as an interpolated literal makes.
    indirect case joined([TextContent])
    /// An SF Symbol inline in the text, `Text(Image(systemName:))`.
    case symbol(String)
    /// Texts with their own attributes set as one paragraph, as `Text + Text` makes.
    indirect case concatenated([TextNode])
    /// A date relative to the render date, as `Text(date, format: .relative(…))` shows it:
    /// presentation `named` or `numeric`, units `wide`, `abbreviated`, `narrow` or `spellOut`.
    case relativeFormat(Date, presentation: String, unitsStyle: String)

    /// Whether the text changes as time passes without a new timeline entry.
    public var isLive: Bool {
        switch self {
        case .verbatim: false
        case .date(_, let style): style == .relative || style == .offset || style == .timer
        case .timerInterval: true
        case .joined(let parts): parts.contains(where: \.isLive)
        case .symbol: false
        case .concatenated(let parts): parts.contains { $0.content.isLive }
        case .relativeFormat: true
        }
    }

    /// The characters shown at `now` in `timeZone`, `locale` and `calendar` (Gregorian when
    /// `nil`). With `luminanceReduced` (Always On, updated once a minute) counting styles drop seconds.
    public func string(
        at now: Date, timeZone: TimeZone, luminanceReduced: Bool = false, locale: Locale = .glanceDefault, calendar: Calendar? = nil
    ) -> String {
        if luminanceReduced, let minutes = minuteString(at: now, timeZone: timeZone) { return minutes }
        if let localized = localizedString(at: now, timeZone: timeZone, locale: locale, calendar: calendar) { return localized }
        switch self {
        case .verbatim(let s):
            return s
        case .joined(let parts):
            return parts.map { $0.string(at: now, timeZone: timeZone, luminanceReduced: luminanceReduced, locale: locale, calendar: calendar) }.joined()
        case .concatenated(let parts):
            return parts.map { $0.content.string(at: now, timeZone: timeZone, luminanceReduced: luminanceReduced, locale: locale, calendar: calendar) }
                .joined()
        case .symbol(let name):
            return SymbolTable.textGlyphs(name) ?? "?"
        case .relativeFormat(let date, let presentation, let units):
            return Self.relativeFormat(date, presentation: presentation, unitsStyle: units, now: now, locale: locale)
        case .date(let date, _) where !date.timeIntervalSinceReferenceDate.isFinite:
            return "--"
        case .date(let date, .time):
            let c = Self.components(date, timeZone)
            let hour = (c.hour! + 11) % 12 + 1
            return "\(hour):\(Self.two(c.minute!)) \(c.hour! < 12 ? "AM" : "PM")"
        case .date(let date, .date):
            let c = Self.components(date, timeZone)
            return "\(Self.months[c.month! - 1]) \(c.day!), \(c.year!)"
        case .date(let date, .relative):
            return Self.relative(abs(date.timeIntervalSince(now)))
        case .date(let date, .offset):
            return Self.offset(date.timeIntervalSince(now))
        case .date(let date, .timer):
            return Self.clock(abs(date.timeIntervalSince(now)), showsHours: true)
        case .timerInterval(let start, let end, let countsDown, let showsHours, let pausedAt):
            let span = max(0, end.timeIntervalSince(start))
            let at = pausedAt.map { min($0, now) } ?? now
            let elapsed = min(span, max(0, at.timeIntervalSince(start)))
            return Self.clock(countsDown ? span - elapsed : elapsed, showsHours: showsHours)
        }
    }

    /// Counting styles at minute resolution: "12 min", "1:05" (h:mm), "2 hr, 5 min", "+2 hours".
    private func minuteString(at now: Date, timeZone: TimeZone) -> String? {
        func minutes(_ seconds: TimeInterval) -> String {
            let m = Self.wholeSeconds(seconds) / 60
            return m < 1 ? "<1 min" : m < 60 ? "\(m) min" : "\(m / 60):\(Self.two(m % 60))"
        }
        switch self {
        case .date(let date, .timer):
            return minutes(abs(date.timeIntervalSince(now)))
        case .date(let date, .relative):
            let s = abs(date.timeIntervalSince(now))
            return s < 60 ? "<1 min" : Self.relative((s / 60).rounded(.down) * 60)
        case .timerInterval(let start, let end, let countsDown, _, let pausedAt):
            let span = max(0, end.timeIntervalSince(start))
            let at = pausedAt.map { min($0, now) } ?? now
            let elapsed = min(span, max(0, at.timeIntervalSince(start)))
            return minutes(countsDown ? span - elapsed : elapsed)
        default:
            return nil
        }
    }

    static let months = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]

    static func components(_ date: Date, _ zone: TimeZone) -> DateComponents {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        return calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    }

    static func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }

    /// Whole seconds, clamped to about 300 years so any date arithmetic converts safely.
    static func wholeSeconds(_ seconds: TimeInterval) -> Int {
        guard seconds.isFinite else { return seconds > 0 ? 10_000_000_000 : 0 }
        return Int(min(10_000_000_000, max(-10_000_000_000, seconds)).rounded(.down))
    }

    /// "1:05:03", "5:03" (hours only when there are some, or when asked for).
    static func clock(_ seconds: TimeInterval, showsHours: Bool) -> String {
        let total = wholeSeconds(seconds)
        let (h, m, s) = (total / 3600, total / 60 % 60, total % 60)
        return h > 0 && showsHours ? "\(h):\(two(m)):\(two(s))" : "\(showsHours ? m : total / 60):\(two(s))"
    }

    /// The two largest non-zero units: "2 hr, 5 min", "1 day, 3 hr", "45 sec".
    static func relative(_ seconds: TimeInterval) -> String {
        let total = wholeSeconds(seconds)
        let units = [("day", 86400), ("hr", 3600), ("min", 60), ("sec", 1)]
        var parts: [String] = []
        var rest = total
        for (name, size) in units where rest >= size || (parts.isEmpty && size == 1) {
            let n = rest / size
            rest %= size
            if n > 0 || size == 1 { parts.append(name == "day" && n != 1 ? "\(n) days" : "\(n) \(name)") }
            if parts.count == 2 { break }
        }
        return parts.joined(separator: ", ")
    }

    /// "+2 hours", "-5 minutes", "+30 seconds": the largest whole unit, signed.
    static func offset(_ seconds: TimeInterval) -> String {
        let sign = seconds < 0 ? "-" : "+"
        let total = wholeSeconds(abs(seconds))
        for (name, size) in [("day", 86400), ("hour", 3600), ("minute", 60)] where total >= size {
            let n = total / size
            return "\(sign)\(n) \(name)\(n == 1 ? "" : "s")"
        }
        return "\(sign)\(total) second\(total == 1 ? "" : "s")"
    }
}
