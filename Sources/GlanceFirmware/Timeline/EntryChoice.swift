import Foundation
import GlanceGraphics
import GlanceUI

/// Which timeline entry to show, as `--at` names it: an index from 0, or a moment (ISO 8601,
/// `2026-06-03T09:30`, seconds and a zone optional, UTC when none), meaning the entry current then.
public enum EntryChoice: Hashable, Sendable, CustomStringConvertible {
    case index(Int)
    case date(Date)

    /// Reads an index or a date, or fails naming both forms.
    public init(parsing text: String) throws(ChoiceError) {
        if let n = Int(text) {
            guard n >= 0 else { throw ChoiceError("--at \(text): an entry index counts from 0") }
            self = .index(n)
            return
        }
        let full = ISO8601DateFormatter()
        if let date = full.date(from: text) {
            self = .date(date)
            return
        }
        for format in ["yyyy-MM-dd'T'HH:mm:ss", "yyyy-MM-dd'T'HH:mm", "yyyy-MM-dd"] {
            let f = DateFormatter()
            f.locale = Locale(identifier: "en_US_POSIX")
            f.timeZone = .glanceDefault
            f.dateFormat = format
            if let date = f.date(from: text) {
                self = .date(date)
                return
            }
        }
        throw ChoiceError("--at '\(text)' is neither an entry index (0, 1, …) nor an ISO 8601 date (2026-06-03T09:30)")
    }

    /// The index of the chosen entry among entries dated `dates` (in order): the entry itself,
    /// or the last one dated at or before the moment.
    public func index(in dates: [Date]) throws(ChoiceError) -> Int {
        switch self {
        case .index(let n):
            guard dates.indices.contains(n) else { throw ChoiceError("--at \(n): the timeline has entries 0 to \(dates.count - 1)") }
            return n
        case .date(let moment):
            guard let last = dates.lastIndex(where: { $0 <= moment }) else {
                let first = dates.first.map { " (the first is \(ISO8601DateFormatter().string(from: $0)))" } ?? ""
                throw ChoiceError("--at \(ISO8601DateFormatter().string(from: moment)): no entry is current yet\(first)")
            }
            return last
        }
    }

    /// The moment to draw at: a date as given, an index at its entry's own date.
    public func date(entryDate: Date) -> Date {
        if case .date(let moment) = self { return moment }
        return entryDate
    }

    public var description: String {
        switch self {
        case .index(let n): "entry \(n)"
        case .date(let d): ISO8601DateFormatter().string(from: d)
        }
    }
}
