import GlanceGraphics

extension LayoutTreeBuilder {
    /// A horizontal stack in a watch's inline line that starts with an image: the image, then
    /// the rest at the line's own space (docs/fidelity.md, "The inline line"), a text right
    /// after the image without its leading spaces. The rest keep the stack's spacing. `nil`
    /// for any other stack, which is built as it is.
    func inlineLine(_ stack: StackNode, _ env: EnvironmentValues) -> LayoutNode? {
        guard stack.axis == .horizontal, stack.children.count >= 2, stack.children[0].unmodified.isImage else { return nil }
        let image = build(stack.children[0], env, stackAxis: .horizontal)
        var titleEnv = env
        titleEnv.startsInlineTitle = stack.children[1].unmodified.isText
        let rest = Array(stack.children.dropFirst())
        let title =
            rest.count == 1
            ? build(rest[0], titleEnv, stackAxis: .horizontal)
            : StackLayout(
                StackNode(axis: .horizontal, alignment: stack.alignment, spacing: stack.spacing, children: rest),
                children: rest.enumerated().map { build($1, $0 == 0 ? titleEnv : env, stackAxis: .horizontal) })
        let line = StackNode(
            axis: .horizontal, alignment: stack.alignment, spacing: env.bodyTextSize * WatchSpecs.inlineLineSpacing, children: [])
        return StackLayout(line, children: [image, title])
    }
}

extension ViewNode {
    /// The view inside any modifiers.
    var unmodified: ViewNode {
        guard case .modified(let inner, _) = self else { return self }
        return inner.unmodified
    }

    var isImage: Bool {
        if case .image = self { true } else { false }
    }

    var isText: Bool {
        if case .text = self { true } else { false }
    }
}
