import GlanceGraphics
/// `fixedSize`: offers the child nothing along fixed axes, so it takes its ideal size there.
final class FixedSizeLayout: WrapperLayout {
    let horizontal: Bool, vertical: Bool

    init(horizontal: Bool, vertical: Bool, child: LayoutNode) {
        (self.horizontal, self.vertical) = (horizontal, vertical)
        super.init(kind: "fixedSize", child: child)
    }

    private func childProposal(_ p: ProposedSize) -> ProposedSize {
        ProposedSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }

    override func computeSize(_ p: ProposedSize) -> Size { child.size(for: childProposal(p)) }

    override func draw(in rect: Rect, _ canvas: inout LayoutCanvas) -> [PlacedView] {
        let c = child.size(for: childProposal(ProposedSize(rect.size)))
        return [child.place(in: Alignment.center.place(c, in: rect), &canvas)]
    }
}

/// `offset`: the child drawn moved; its frame for layout stays where it was.
final class OffsetLayout: WrapperLayout {
    let dx: Double, dy: Double

    init(x: Double, y: Double, child: LayoutNode) {
        (self.dx, self.dy) = (x, y)
        super.init(kind: "offset", child: child)
    }

    override func draw(in rect: Rect, _ canvas: inout LayoutCanvas) -> [PlacedView] {
        [child.place(in: rect.offsetBy(dx: dx, dy: dy), &canvas)]
    }
}

/// `position`: takes the whole offer and centres the child at a point inside it.
final class PositionLayout: WrapperLayout {
    let x: Double, y: Double
    /// The point of the view put at (x, y); `nil`: its centre, offered all the space (`position`).
    let anchor: UnitPoint?

    init(x: Double, y: Double, anchor: UnitPoint? = nil, child: LayoutNode) {
        (self.x, self.y, self.anchor) = (x, y, anchor)
        super.init(kind: "position", child: child)
    }

    override var isText: Bool { false }
    override func baseline(first: Bool, in size: Size) -> Double? { nil }

    override func computeSize(_ p: ProposedSize) -> Size {
        let c = child.size(for: p)
        func take(_ offer: Double?, _ own: Double) -> Double { offer.flatMap { $0.isFinite ? $0 : nil } ?? own }
        return Size(width: take(p.width, c.width), height: take(p.height, c.height))
    }

    override func draw(in rect: Rect, _ canvas: inout LayoutCanvas) -> [PlacedView] {
        // Anchored (a canvas's text or image drawn at a point), the view takes its ideal size.
        let c = child.size(for: anchor == nil ? ProposedSize(rect.size) : ProposedSize(width: nil, height: nil))
        let (fx, fy) = anchor.map { ($0.x, $0.y) } ?? (0.5, 0.5)
        let frame = Rect(x: rect.minX + x - c.width * fx, y: rect.minY + y - c.height * fy, width: c.width, height: c.height)
        return [child.place(in: frame, &canvas)]
    }
}

/// `aspectRatio`: offers the child the largest (fit) or smallest covering (fill) size of the
/// ratio within the offer.
final class AspectRatioLayout: WrapperLayout {
    let ratio: Double?
    let mode: ContentMode

    init(ratio: Double?, mode: ContentMode, child: LayoutNode) {
        (self.ratio, self.mode) = (ratio, mode)
        super.init(kind: "aspectRatio", child: child)
    }

    override var isText: Bool { false }
    override func baseline(first: Bool, in size: Size) -> Double? { nil }

    private func target(_ p: ProposedSize) -> ProposedSize {
        let ideal = child.size(for: .unspecified)
        let r = ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : 1)
        let w = p.width.flatMap { $0.isFinite ? $0 : nil }
        let h = p.height.flatMap { $0.isFinite ? $0 : nil }
        switch (w, h) {
        case let (w?, h?):
            let wide = w / max(h, 1e-9) > r
            return (wide == (mode == .fit)) ? ProposedSize(width: h * r, height: h) : ProposedSize(width: w, height: w / r)
        case let (w?, nil): return ProposedSize(width: w, height: w / r)
        case let (nil, h?): return ProposedSize(width: h * r, height: h)
        case (nil, nil): return ProposedSize(width: ideal.width, height: ideal.width / r)
        }
    }

    override func computeSize(_ p: ProposedSize) -> Size { child.size(for: target(p)) }

    override func draw(in rect: Rect, _ canvas: inout LayoutCanvas) -> [PlacedView] {
        let c = child.size(for: target(ProposedSize(rect.size)))
        return [child.place(in: Alignment.center.place(c, in: rect), &canvas)]
    }
}
