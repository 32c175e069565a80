import Foundation
import GlanceWidgets

/// A ROM: widgets written as data, with their timelines and views, read from `roms/*.json`.
/// Dates in a ROM count from the moment the firmware asks for a timeline.
public struct Rom: Sendable {
    public var name: String
    public var widgets: [Widget]
    /// Asset catalogs and Glance asset folders the ROM's views draw named images and colours
    /// from, as paths resolved against the ROM's folder.
    public var assets: [String] = []
    /// What reads but is probably a mistake (an SF Symbol name Glance does not draw), each once.
    public var warnings: [FileProblem] = []

    /// One widget kind in a ROM.
    public struct Widget: Sendable {
        public var kind: String
        public var displayName: String
        public var description: String
        public var families: [WidgetFamily]
        public var dataProtection: WidgetDataProtection
        public var policy: Policy
        /// Configuration parameters and their defaults, available to templates as `{{name}}`.
        public var parameters: [Parameter]
        public var entries: [Entry]
        /// Views shared by entries, per family, filled from each entry's `data`: parsed once,
        /// when the file is read (a widget has a few, where entries' own views, thousands, are
        /// kept as text and parsed when read).
        var templates: [WidgetFamily: (JSONNode, String)]
        /// Those templates compiled (`RomTemplate`), as entries are first shown.
        let compiled = KeptOnce<TemplateKey, RomTemplate>(limit: 16)
        /// Where the widget was written, for re-reading views at request time.
        var file: String
    }

    /// A configuration parameter people may set; its default fills `{{name}}` bindings.
    public struct Parameter: Sendable, Hashable {
        public var name: String
        public var title: String
        public var defaultValue: String
    }

    /// One timeline entry: when, how relevant, and what to show.
    public struct Entry: Sendable {
        public var when: When
        public var relevance: TimelineEntryRelevance?
        public var data: [String: String]?
        /// Where the entry is in its file (`widgets[0].timeline.entries[3]`).
        var path: String
        /// The entry's views, kept as text and parsed when the entry is first shown: one per
        /// family, and one per family it draws differently in Always On. A short array, not two
        /// dictionaries: a ROM of thousands of entries keeps them all.
        var views: [KeptView]

        /// One of an entry's views.
        struct KeptView: Sendable {
            var family: WidgetFamily
            /// Whether it is drawn instead in Always On (`alwaysOnViews`).
            var alwaysOn: Bool
            var node: JSONNode
        }

        /// Whether the entry has a view of its own for `family` in Always On.
        func hasAlwaysOnView(_ family: WidgetFamily) -> Bool {
            views.contains { $0.family == family && $0.alwaysOn }
        }

        /// The entry's own view for `family` (in Always On, its `alwaysOnViews` one if it has
        /// one), with its path in the file.
        func view(_ family: WidgetFamily, alwaysOn: Bool) -> (JSONNode, String)? {
            if alwaysOn, let view = views.first(where: { $0.family == family && $0.alwaysOn }) {
                return (view.node, "\(path).alwaysOnViews.\(family.rawValue)")
            }
            return views.first { $0.family == family && !$0.alwaysOn }.map { ($0.node, "\(path).views.\(family.rawValue)") }
        }
    }

    /// The values an entry's `{{bindings}}` see: the parameters' defaults, the values set for
    /// the placement, then the entry's data.
    static func bindings(_ parameters: [Parameter], _ data: [String: String]?, set: [String: String] = [:]) -> [String: String] {
        var values = Dictionary(parameters.map { ($0.name, $0.defaultValue) }, uniquingKeysWith: { first, _ in first })
        values.merge(set.filter { name, _ in parameters.contains { $0.name == name } }) { _, chosen in chosen }
        values.merge(data ?? [:]) { _, entry in entry }
        return values
    }

    /// When an entry is shown: some time after the request, or a fixed date (as built ROMs record).
    public enum When: Sendable, Hashable {
        case afterRequest(TimeInterval)
        case at(Date)

        /// The entry's date for a request made at `start`.
        public func date(from start: Date) -> Date {
            switch self {
            case .afterRequest(let t): start.addingTimeInterval(t)
            case .at(let d): d
            }
        }
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
