import GlanceGraphics

extension ViewNode {
    /// The interactive elements in the tree (buttons and toggles that run something), in the
    /// order they are drawn.
    public var interactiveElements: [InteractiveElement] {
        if case .modified(_, .marker(.interactive(let element))) = self { return [element] + subtrees.flatMap(\.interactiveElements) }
        return subtrees.flatMap(\.interactiveElements)
    }

    /// Whether anything in the tree is marked `invalidatableContent()`.
    public var containsInvalidatable: Bool { contains(marker: { $0 == .invalidatable(true) }) }

    /// The tree with every node `replace` gives a replacement for replaced (not looked into
    /// again), and every other node rebuilt from its rewritten subtrees.
    public func rewritten(_ replace: (ViewNode) -> ViewNode?) -> ViewNode {
        if let replaced = replace(self) { return replaced }
        func all(_ nodes: [ViewNode]) -> [ViewNode] { nodes.map { $0.rewritten(replace) } }
        switch self {
        case .empty, .text, .image, .shape, .color, .spacer, .divider, .gauge: return self
        case .group(let children): return .group(all(children))
        case .viewThatFits(let axes, let children): return .viewThatFits(axes: axes, children: all(children))
        case .stack(var stack):
            stack.children = all(stack.children)
            return .stack(stack)
        case .geometryReader(var g):
            g.content = g.content.rewritten(replace)
            return .geometryReader(g)
        case .modified(let inner, let modifier):
            let modifier: ViewModifierNode =
                switch modifier {
                case .marker(.label(let v)): .marker(.label(v.rewritten(replace)))
                case .marker(.containerBackground(let v)): .marker(.containerBackground(v.rewritten(replace)))
                case .background(let v, let a): .background(v.rewritten(replace), alignment: a)
                case .overlay(let v, let a): .overlay(v.rewritten(replace), alignment: a)
                case .mask(let v, let a): .mask(v.rewritten(replace), alignment: a)
                default: modifier
                }
            return .modified(inner.rewritten(replace), modifier)
        }
    }
}
