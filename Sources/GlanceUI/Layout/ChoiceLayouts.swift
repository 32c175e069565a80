import GlanceGraphics
/// `ViewThatFits`: the first child whose ideal size fits the offer along the chosen axes.
final class ViewThatFitsLayout: LayoutNode {
    let axes: Axis.Set
    let children: [LayoutNode]

    init(axes: Axis.Set, children: [LayoutNode]) {
        self.axes = axes
        self.children = children
        super.init(kind: "ViewThatFits")
    }

    /// Index of the child shown for proposal `p`.
    func choice(_ p: ProposedSize) -> Int? {
        guard !children.isEmpty else { return nil }
        for (i, child) in children.enumerated() {
            let ideal = child.size(
                for: ProposedSize(width: axes.contains(.horizontal) ? nil : p.width, height: axes.contains(.vertical) ? nil : p.height))
            let fitsWidth = !axes.contains(.horizontal) || ideal.width <= (p.width ?? .infinity) + 1e-6
            let fitsHeight = !axes.contains(.vertical) || ideal.height <= (p.height ?? .infinity) + 1e-6
            if fitsWidth && fitsHeight { return i }
        }
        return children.count - 1
    }

    override var isText: Bool { children.allSatisfy(\.isText) && !children.isEmpty }

    override func computeSize(_ p: ProposedSize) -> Size {
        choice(p).map { children[$0].size(for: p) } ?? .zero
    }

    override func baseline(first: Bool, in size: Size) -> Double? {
        choice(ProposedSize(size)).flatMap { children[$0].baseline(first: first, in: size) }
    }

    override func draw(in rect: Rect, _ canvas: inout LayoutCanvas) -> [PlacedView] {
        guard let i = choice(ProposedSize(rect.size)) else { return [] }
        return [children[i].place(in: rect, &canvas)]
    }
}

/// `Divider`: a line one pixel thick across its stack, in the separator colour.
final class DividerLayout: LayoutNode {
    let vertical: Bool
    let scale: Double

    init(stackAxis: StackAxis?, scale: Double) {
        self.vertical = stackAxis == .horizontal
        self.scale = scale
        super.init(kind: "Divider")
    }

    static let color = Color(white: 0.5, alpha: 0.5)

    override func computeSize(_ p: ProposedSize) -> Size {
        let thickness = 1 / scale
        return vertical
            ? Size(width: thickness, height: p.height.flatMap { $0.isFinite ? $0 : nil } ?? 0)
            : Size(width: p.width.flatMap { $0.isFinite ? $0 : nil } ?? 0, height: thickness)
    }

    override func draw(in rect: Rect, _ canvas: inout LayoutCanvas) -> [PlacedView] {
        canvas.items.append(.fill(Path(rect: canvas.snap(rect)), .color(Self.color)))
        return []
    }
}
