import Foundation

/// A clue to when a widget is relevant, for the Smart Stack (RelevanceKit's `RelevantContext`).
/// Glance accepts date clues and keeps them; its Smart Stack ranks widgets by their entries'
/// `TimelineEntryRelevance` and does not act on these (docs/compatibility.md).
public struct RelevantContext: Hashable, Sendable {
    /// When the widget is relevant, and how much it matters then.
    package enum Clue: Hashable, Sendable {
        /// From `start` until `end` (a moment when they are equal), with a hint of its kind.
        case date(start: Date, end: Date, kind: DateKind)
    }

    package let clue: Clue

    package init(_ clue: Clue) { self.clue = clue }

    /// A hint that tells the system how much a time-based clue matters.
    public struct DateKind: Hashable, Sendable {
        private let name: String
        private init(_ name: String) { self.name = name }

        /// Default priority.
        public static var `default`: RelevantContext.DateKind { DateKind("default") }
        /// Slightly lower priority: the widget shows content and needs no action.
        public static var informational: RelevantContext.DateKind { DateKind("informational") }
        /// Higher priority: the widget shows important content or needs an action.
        public static var scheduled: RelevantContext.DateKind { DateKind("scheduled") }
    }

    /// Relevant at a moment.
    public static func date(_ exact: Date) -> RelevantContext { RelevantContext(.date(start: exact, end: exact, kind: .default)) }

    /// Relevant at a moment, with a hint.
    public static func date(_ exact: Date, kind: RelevantContext.DateKind) -> RelevantContext {
        RelevantContext(.date(start: exact, end: exact, kind: kind))
    }

    /// Relevant between two dates.
    public static func date(from: Date, to: Date) -> RelevantContext { RelevantContext(.date(start: from, end: to, kind: .default)) }

    /// Relevant for a date range, with a hint.
    public static func date(range: ClosedRange<Date>, kind: RelevantContext.DateKind) -> RelevantContext {
        RelevantContext(.date(start: range.lowerBound, end: range.upperBound, kind: kind))
    }

    /// Relevant for a date interval, with a hint.
    public static func date(interval: DateInterval, kind: RelevantContext.DateKind) -> RelevantContext {
        RelevantContext(.date(start: interval.start, end: interval.end, kind: kind))
    }
}
