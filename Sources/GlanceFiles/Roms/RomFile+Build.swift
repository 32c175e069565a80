import Foundation
import GlanceGraphics
import GlanceUI
import GlanceWidgets

extension RomFile {
    /// A ROM holding `archive`'s widgets: each widget's first timeline, with every supported
    /// family's view (the one shown at that moment) stored as an archived tree, and its Always
    /// On view where that differs (archive with Always On variants to keep them). Dates are kept
    /// as recorded, so the ROM replays the timeline its Swift widget gave.
    public static func encode(_ archive: WidgetArchive, name: String) throws -> String {
        let widgets = archive.widgets.compactMap { widget -> BuiltWidget? in
            guard let first = widget.timelines.first?.reloads.first else { return nil }
            let policy: BuiltPolicy =
                first.policy == .atEnd ? .named("atEnd")
                : first.policy == .never ? .named("never")
                : .after(Int((first.policy.reloadDate(lastEntry: nil) ?? first.requestedAt).timeIntervalSince(first.requestedAt).rounded()))
            let entries = first.entries.map { entry in
                var views: [String: BuiltView] = [:]
                var alwaysOn: [String: BuiltView] = [:]
                for timeline in widget.timelines {
                    let shown = timeline.reloads.first?.entries.last { $0.date <= entry.date } ?? timeline.reloads.first?.entries.first
                    guard let variants = shown?.views, let bright = variants.first(where: { $0.variant?.isLuminanceReduced != true }) else { continue }
                    views[timeline.family.rawValue] = BuiltView(archived: bright.root)
                    if let dim = variants.first(where: { $0.variant?.isLuminanceReduced == true }), dim.root != bright.root {
                        alwaysOn[timeline.family.rawValue] = BuiltView(archived: dim.root)
                    }
                }
                return BuiltEntry(
                    date: entry.date.formatted(.iso8601), relevance: entry.relevance.map { BuiltRelevance(score: Double($0.score), duration: $0.duration) },
                    views: views, alwaysOnViews: alwaysOn.isEmpty ? nil : alwaysOn)
            }
            return BuiltWidget(
                kind: widget.kind, displayName: widget.displayName, description: widget.description,
                families: widget.timelines.map(\.family.rawValue), dataProtection: widget.dataProtection.rawValue,
                timeline: BuiltTimeline(policy: policy, entries: entries))
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "infinity", negativeInfinity: "-infinity", nan: "nan")
        let data = try encoder.encode(BuiltRom(formatVersion: formatVersion, name: name, widgets: widgets))
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}

private struct BuiltRom: Encodable {
    var formatVersion: Int
    var name: String
    var widgets: [BuiltWidget]
}

private struct BuiltWidget: Encodable {
    var kind, displayName, description: String
    var families: [String]
    var dataProtection: String
    var timeline: BuiltTimeline
}

private struct BuiltTimeline: Encodable {
    var policy: BuiltPolicy
    var entries: [BuiltEntry]
}

private enum BuiltPolicy: Encodable {
    case named(String)
    case after(Int)

    func encode(to encoder: any Encoder) throws {
        switch self {
        case .named(let name):
            var c = encoder.singleValueContainer()
            try c.encode(name)
        case .after(let seconds):
            var c = encoder.singleValueContainer()
            try c.encode(["after": seconds])
        }
    }
}

private struct BuiltEntry: Encodable {
    var date: String
    var relevance: BuiltRelevance?
    var views: [String: BuiltView]
    var alwaysOnViews: [String: BuiltView]?
}

private struct BuiltRelevance: Encodable {
    var score: Double
    var duration: Double
}

private struct BuiltView: Encodable {
    var archived: ViewNode
}
