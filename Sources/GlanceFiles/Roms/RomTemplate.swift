import Foundation
import GlanceUI

/// A widget's template for one family, read once into views with holes; an entry's view is
/// the template with the entry's data bound into the holes, without reading JSON again
/// (docs/formats.md, "Templates"; docs/bench.md, "Resolve").
///
/// A part with no binding is read once. A stack or group whose own fields have none keeps
/// its modifiers read and binds only its children. A text whose string has bindings keeps its
/// modifiers read and fills its string; a gauge fills its value and binds its labels. A view
/// with bound modifiers binds its view and applies its modifiers in order, the bound ones read
/// for the entry. Anything else with a binding (a date, an image's name, a colour) is read
/// from its JSON for each entry, as before.
struct RomTemplate: Sendable {
    indirect enum Part: Sendable {
        /// A view with no binding, read once.
        case constant(ViewNode)
        /// A text's string filled from the data, put into `shell`'s text.
        case text(BoundString, shell: ViewNode)
        /// A stack (`shell`'s innermost view) whose children are bound.
        case stack(shell: ViewNode, children: [Part])
        /// A group whose members are bound.
        case group([Part])
        /// A gauge (`shell`'s innermost view) whose value and labels are bound; `whole` is read
        /// for an entry whose value is not a number, to say so as reading does.
        case gauge(Gauge, shell: ViewNode, whole: Read)
        /// A view, then its modifiers in the order written.
        case modified(Part, [Step])
        /// A view read from its JSON for each entry.
        case read(Read)
    }

    /// A view's JSON, read for each entry.
    struct Read: Sendable {
        var node: JSONNode
        var path: String
        var depth: Int
    }

    /// What of a gauge an entry binds: its value (in `bounds`) and its labels' views.
    struct Gauge: Sendable {
        var value: BoundString?
        var bounds: (Double, Double)
        var label, currentValueLabel, minimumValueLabel, maximumValueLabel: Part?
    }

    /// One modifier of a view with bound modifiers.
    enum Step: Sendable {
        /// A modifier with no binding that wraps whatever view it is given.
        case fixed(ViewModifierNode)
        /// A `widgetLabel` written as a string with bindings: a text label, its string filled.
        case label(BoundString)
        /// A modifier read for each entry: `key` and its value.
        case read(key: String, Read)
    }

    let root: Part
    /// The file it came from, for the reads of parts with bindings.
    let file: String
    /// The moment relative dates in constant parts count from.
    let start: Date

    /// The view of an entry whose data `bindings` gives.
    func view(_ bindings: RomBindings) -> ViewNode {
        bind(root, bindings) ?? .empty
    }

    private func bind(_ part: Part, _ bindings: RomBindings) -> ViewNode? {
        switch part {
        case .constant(let node): return node
        case .text(let pieces, let shell):
            guard let text = pieces.filled(bindings.value) else { return nil }
            return shell.replacingInnermost { node in
                guard case .text(var t) = node else { return node }
                t.content = .verbatim(text)
                return .text(t)
            }
        case .stack(let shell, let children):
            let bound = children.compactMap { bind($0, bindings) }
            return shell.replacingInnermost { node in
                guard case .stack(let s) = node else { return node }
                return .stack(StackNode(axis: s.axis, alignment: s.alignment, spacing: s.spacing, children: bound))
            }
        case .group(let members): return .group(members.compactMap { bind($0, bindings) })
        case .gauge(let parts, let shell, let whole):
            var value: GaugeValue?
            if let pieces = parts.value {
                guard let text = pieces.filled(bindings.value), let filled = ViewReader.gaugeValue(text, in: parts.bounds) else {
                    return read(whole, bindings)
                }
                value = filled
            }
            func label(_ part: Part?, _ kept: ViewNode?) -> ViewNode? { part.map { bind($0, bindings) } ?? kept }
            return shell.replacingInnermost { node in
                guard case .gauge(var g) = node else { return node }
                if let value { g.value = value }
                g.label = label(parts.label, g.label)
                g.currentValueLabel = label(parts.currentValueLabel, g.currentValueLabel)
                g.minimumValueLabel = label(parts.minimumValueLabel, g.minimumValueLabel)
                g.maximumValueLabel = label(parts.maximumValueLabel, g.maximumValueLabel)
                return .gauge(g)
            }
        case .modified(let base, let steps):
            guard var view = bind(base, bindings) else { return nil }
            for step in steps {
                switch step {
                case .fixed(let modifier): view = .modified(view, modifier)
                case .label(let pieces):
                    // As reading a string label does; a missing value leaves the label off.
                    if let text = pieces.filled(bindings.value) { view = .modified(view, .marker(.label(.text(TextNode(text))))) }
                case .read(let key, let m):
                    view = reader(bindings).modify(view, key, m.node, m.path, m.depth) ?? view
                }
            }
            return view
        case .read(let whole): return read(whole, bindings)
        }
    }

    private func reader(_ bindings: RomBindings) -> ViewReader {
        ViewReader(r: FileReader(file: file), data: bindings.dictionary(), start: start)
    }

    private func read(_ whole: Read, _ bindings: RomBindings) -> ViewNode? {
        reader(bindings).view(whole.node, whole.path, depth: whole.depth)
    }
}

extension ViewNode {
    /// The view with the innermost view under its modifiers replaced by `change(innermost)`.
    func replacingInnermost(_ change: (ViewNode) -> ViewNode) -> ViewNode {
        guard case .modified(let inner, let modifier) = self else { return change(self) }
        return .modified(inner.replacingInnermost(change), modifier)
    }

    /// The innermost view under its modifiers.
    var innermost: ViewNode {
        guard case .modified(let inner, _) = self else { return self }
        return inner.innermost
    }
}
