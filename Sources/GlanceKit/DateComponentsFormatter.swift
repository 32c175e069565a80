import Foundation

/// Foundation's `DateComponentsFormatter`, which corelibs Foundation on Linux marks unavailable:
/// durations such as "1:05:00", "1h 5m" or "1 hour, 5 minutes" in English. Declared here, it
/// takes the place of Foundation's for files that import GlanceKit. Units from days to seconds.
open class DateComponentsFormatter: Formatter, @unchecked Sendable {
    /// How units are written.
    public enum UnitsStyle: Int, Sendable {
        case positional, abbreviated, short, full, spellOut, brief
    }

    /// Which zero units are left out.
    public struct ZeroFormattingBehavior: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let none = Self([])
        public static let dropLeading = Self(rawValue: 1 << 1)
        public static let dropMiddle = Self(rawValue: 1 << 2)
        public static let dropTrailing = Self(rawValue: 1 << 3)
        public static let dropAll: Self = [.dropLeading, .dropMiddle, .dropTrailing]
        public static let pad = Self(rawValue: 1 << 16)
        public static let `default` = Self(rawValue: 1)
    }

    open var allowedUnits: NSCalendar.Unit = [.day, .hour, .minute, .second]
    open var unitsStyle: UnitsStyle = .positional
    open var zeroFormattingBehavior: ZeroFormattingBehavior = .default
    /// At most this many units, the largest first (0: no limit).
    open var maximumUnitCount = 0
    open var includesTimeRemainingPhrase = false
    open var calendar: Calendar? = nil

    public override init() { super.init() }
    public required init?(coder: NSCoder) { nil }

    private static let units: [(unit: NSCalendar.Unit, seconds: Int, abbreviation: String, short: String, word: String)] = [
        (.day, 86_400, "d", "day", "day"), (.hour, 3_600, "h", "hr", "hour"), (.minute, 60, "m", "min", "minute"),
        (.second, 1, "s", "sec", "second"),
    ]

    open func string(from ti: TimeInterval) -> String? {
        guard ti.isFinite else { return nil }
        let allowed = Self.units.filter { allowedUnits.contains($0.unit) }
        guard !allowed.isEmpty else { return nil }
        var rest = Int(abs(ti).rounded(.down))
        var values: [Int] = []
        for u in allowed {
            let v = rest / u.seconds
            values.append(v)
            rest -= v * u.seconds
        }
        var parts = Array(zip(allowed, values))
        if unitsStyle == .positional {
            // Positional drops leading zero units but keeps at least minutes:seconds or hours:minutes.
            let pad = zeroFormattingBehavior.contains(.pad)
            while parts.count > 2, parts[0].1 == 0, !pad { parts.removeFirst() }
            if maximumUnitCount > 0 { parts = Array(parts.prefix(maximumUnitCount)) }
            let text = parts.enumerated().map { i, p in i == 0 && !pad ? String(p.1) : String(format: "%02d", p.1) }.joined(separator: ":")
            return (ti < 0 ? "-" : "") + text + (includesTimeRemainingPhrase ? " remaining" : "")
        }
        if zeroFormattingBehavior != .pad { parts.removeAll { $0.1 == 0 } }
        if parts.isEmpty, let smallest = allowed.last { parts = [(smallest, 0)] }
        if maximumUnitCount > 0 { parts = Array(parts.prefix(maximumUnitCount)) }
        let words = parts.map { u, v -> String in
            switch unitsStyle {
            case .abbreviated: return "\(v)\(u.abbreviation)"
            case .brief: return "\(v)\(u.short)"
            case .short: return "\(v) \(u.short)"
            case .full, .spellOut, .positional: return "\(v) \(u.word)\(v == 1 ? "" : "s")"
            }
        }
        let separator = unitsStyle == .full || unitsStyle == .spellOut || unitsStyle == .short ? ", " : " "
        return (ti < 0 ? "-" : "") + words.joined(separator: separator) + (includesTimeRemainingPhrase ? " remaining" : "")
    }

    open func string(from startDate: Date, to endDate: Date) -> String? { string(from: endDate.timeIntervalSince(startDate)) }

    open func string(from components: DateComponents) -> String? {
        let seconds = (components.day ?? 0) * 86_400 + (components.hour ?? 0) * 3_600 + (components.minute ?? 0) * 60 + (components.second ?? 0)
        return string(from: TimeInterval(seconds))
    }

    open override func string(for obj: Any?) -> String? {
        if let ti = obj as? TimeInterval { return string(from: ti) }
        if let components = obj as? DateComponents { return string(from: components) }
        return nil
    }
}
