import Foundation
import GlanceFiles
import GlanceSamples
import GlanceGraphics
import GlanceUI
import GlanceWidgets

/// What `glance rom show` prints for one widget.
struct RomSummary {
    let widget: Rom.Widget
    /// The request time entries are dated from.
    var start = Gallery.now

    func print(entries listEntries: Bool) {
        let w = widget
        Swift.print("  \(w.kind) — \(w.displayName): \(w.families.map(\.rawValue).joined(separator: ", "))")
        if !w.description.isEmpty { Swift.print("    \(w.description)") }
        let dates = w.entries.map { $0.when.date(from: start) }
        let span = (dates.last ?? start).timeIntervalSince(dates.first ?? start)
        Swift.print("    \(w.entries.count) entr\(w.entries.count == 1 ? "y" : "ies") over \(Self.span(span)), reload \(Self.policy(w.policy)), protection \(w.dataProtection.rawValue)")
        if !w.parameters.isEmpty {
            Swift.print("    parameters: " + w.parameters.map { "\($0.name) (\($0.title)) = \"\($0.defaultValue)\"" }.joined(separator: ", "))
        }
        var sensitive: [String: Set<String>] = [:]
        for entry in w.entries {
            for family in w.families {
                let found = w.view(entry, family: family, start: start).texts(at: start).filter(\.sensitive).map(\.text)
                if !found.isEmpty { sensitive[family.rawValue, default: []].formUnion(found) }
            }
        }
        if sensitive.isEmpty {
            Swift.print("    sensitive content: none marked privacySensitive")
        } else {
            for family in sensitive.keys.sorted() {
                Swift.print("    sensitive in \(family): " + sensitive[family]!.sorted().prefix(6).map { "\"\($0)\"" }.joined(separator: ", "))
            }
        }
        guard listEntries else { return }
        for (i, e) in w.entries.enumerated() {
            let when: String
            switch e.when {
            case .afterRequest(let t): when = "+" + Self.span(t)
            case .at(let d): when = d.formatted(.iso8601)
            }
            let relevance = e.relevance.map { " relevance \($0.score)" + ($0.duration > 0 ? " for \(Self.span($0.duration))" : "") } ?? ""
            let data = e.data.map { d in " " + d.keys.sorted().map { "\($0)=\(d[$0]!)" }.joined(separator: " ") } ?? ""
            Swift.print("    [\(i)] \(when)\(relevance)\(data)")
        }
    }

    static func policy(_ p: Rom.Policy) -> String {
        if case .after(let t) = p { return "after \(span(t))" }
        return p.description
    }

    /// `90m`, `2h`, `1d`: a span as people write it.
    static func span(_ t: TimeInterval) -> String {
        let s = Int(t)
        if s == 0 { return "0m" }
        if s % 86400 == 0 { return "\(s / 86400)d" }
        if s % 3600 == 0 { return "\(s / 3600)h" }
        if s % 60 == 0 { return "\(s / 60)m" }
        return "\(s)s"
    }
}
