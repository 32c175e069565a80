import GlanceGraphics
import Foundation

extension ViewNode {
    /// The trees directly inside this node: children, gauge labels, and the views modifiers
    /// carry (labels, container backgrounds, backgrounds, overlays) beside the modified view.
    public var subtrees: [ViewNode] {
        switch self {
        case .empty, .text, .image, .shape, .color, .spacer, .divider: []
        case .group(let children), .viewThatFits(_, let children): children
        case .stack(let stack): stack.children
        case .geometryReader(let g): [g.content]
        case .gauge(let g): [g.label, g.currentValueLabel, g.minimumValueLabel, g.maximumValueLabel].compactMap { $0 }
        case .modified(let inner, let modifier):
            switch modifier {
            case .marker(.label(let v)), .marker(.containerBackground(let v)), .background(let v, _), .overlay(let v, _),
                .mask(let v, _):
                [v, inner]
            default: [inner]
            }
        }
    }

    /// Whether `test` holds for any of the trees directly inside this node (those `subtrees`
    /// lists, in its order), without gathering them into an array first.
    public func containsSubtree(where test: (ViewNode) -> Bool) -> Bool {
        switch self {
        case .empty, .text, .image, .shape, .color, .spacer, .divider: false
        case .group(let children), .viewThatFits(_, let children): children.contains(where: test)
        case .stack(let stack): stack.children.contains(where: test)
        case .geometryReader(let g): test(g.content)
        case .gauge(let g):
            [g.label, g.currentValueLabel, g.minimumValueLabel, g.maximumValueLabel].contains { $0.map(test) ?? false }
        case .modified(let inner, let modifier):
            switch modifier {
            case .marker(.label(let v)), .marker(.containerBackground(let v)), .background(let v, _), .overlay(let v, _),
                .mask(let v, _):
                test(v) || test(inner)
            default: test(inner)
            }
        }
    }

    /// Whether any marker anywhere in the tree (children, modifier payloads, labels) matches.
    public func contains(marker matches: (WidgetMarker) -> Bool) -> Bool {
        if case .modified(_, .marker(let m)) = self, matches(m) { return true }
        return containsSubtree { $0.contains(marker: matches) }
    }

    /// Whether anything is marked `privacySensitive()`: if not, hiding sensitive content
    /// leaves the tree exactly as it is.
    public var containsPrivacySensitive: Bool { contains(marker: { $0 == .privacySensitive(true) }) }

    /// Whether what the tree draws changes as time passes (relative dates, timers, timer
    /// gauges): such a tree is drawn again each tick, any other only when it changes.
    public var dependsOnTime: Bool {
        switch self {
        case .text(let t): t.content.isLive
        case .gauge(let g):
            if case .timer = g.value { true } else { containsSubtree(where: \.dependsOnTime) }
        default: containsSubtree(where: \.dependsOnTime)
        }
    }

    /// Every text in the tree, read at `date`, with whether it sits inside `privacySensitive`
    /// content: what a redaction audit or a ROM summary looks for.
    public func texts(at date: Date, timeZone: TimeZone = .glanceDefault, sensitive: Bool = false) -> [(text: String, sensitive: Bool)] {
        if case .text(let t) = self { return [(t.content.string(at: date, timeZone: timeZone), sensitive)] }
        let inside = sensitive || { if case .modified(_, .marker(.privacySensitive(true))) = self { true } else { false } }()
        return subtrees.flatMap { $0.texts(at: date, timeZone: timeZone, sensitive: inside) }
    }
}
