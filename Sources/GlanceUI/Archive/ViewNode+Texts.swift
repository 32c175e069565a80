import Foundation

extension ViewNode {
    /// Every text in the tree, read at `date`, with whether it sits inside `privacySensitive`
    /// content: what a redaction audit or a ROM summary looks for.
    public func texts(at date: Date, timeZone: TimeZone = TimeZone(identifier: "UTC")!) -> [(text: String, sensitive: Bool)] {
        var found: [(text: String, sensitive: Bool)] = []
        collectTexts(at: date, timeZone: timeZone, sensitive: false, into: &found)
        return found
    }

    private func collectTexts(at date: Date, timeZone: TimeZone, sensitive: Bool, into found: inout [(text: String, sensitive: Bool)]) {
        func walk(_ n: ViewNode, _ s: Bool) { n.collectTexts(at: date, timeZone: timeZone, sensitive: s, into: &found) }
        switch self {
        case .text(let t): found.append((t.content.string(at: date, timeZone: timeZone), sensitive))
        case .empty, .image, .shape, .color, .spacer, .divider: break
        case .group(let c), .viewThatFits(_, let c): c.forEach { walk($0, sensitive) }
        case .stack(let s): s.children.forEach { walk($0, sensitive) }
        case .gauge(let g): [g.label, g.currentValueLabel, g.minimumValueLabel, g.maximumValueLabel].compactMap { $0 }.forEach { walk($0, sensitive) }
        case .modified(let inner, let m):
            var s = sensitive
            switch m {
            case .marker(.privacySensitive(true)): s = true
            case .marker(.label(let l)), .marker(.containerBackground(let l)), .background(let l, _), .overlay(let l, _): walk(l, s)
            default: break
            }
            walk(inner, s)
        }
    }
}
