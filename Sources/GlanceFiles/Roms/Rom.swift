import Foundation
import GlanceWidgets

/// A ROM: widgets written as data, with their timelines and views, read from `roms/*.json`.
/// Dates in a ROM count from the moment the firmware asks for a timeline.
public struct Rom: Sendable {
    public var name: String
    public var widgets: [Widget]

    /// One widget kind in a ROM.
    public struct Widget: Sendable {
        public var kind: String
        public var displayName: String
        public var description: String
        public var families: [WidgetFamily]
        public var dataProtection: WidgetDataProtection
        public var policy: Policy
        public var entries: [Entry]
        /// Views shared by entries, per family, filled from each entry's `data`.
        var templates: [WidgetFamily: (JSONNode, String)]
        /// Where the widget was written, for re-reading views at request time.
        var file: String
    }

    /// One timeline entry: when, how relevant, and what to show.
    public struct Entry: Sendable {
        /// Seconds after the request time.
        public var offset: TimeInterval
        public var relevance: TimelineEntryRelevance?
        public var data: [String: String]?
        var views: [WidgetFamily: (JSONNode, String)]
    }

    /// When the firmware may ask again: after the last entry, never, or some time after the request.
    public enum Policy: Sendable, Hashable, CustomStringConvertible {
        case atEnd, never
        case after(TimeInterval)

        public var description: String {
            switch self {
            case .atEnd: "atEnd"
            case .never: "never"
            case .after(let t): "after +\(Int(t))s"
            }
        }
    }
}
