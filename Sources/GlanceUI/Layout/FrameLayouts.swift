import GlanceGraphics
/// `padding`: offers the child the proposal less the insets, and adds them back.
final class PaddingLayout: WrapperLayout {
    let insets: EdgeInsets

    init(_ insets: EdgeInsets, child: LayoutNode) {
        self.insets = insets
        super.init(kind: "padding", child: child)
        explicitGuides = child.explicitGuides.padded(insets)
    }

    override var isText: Bool { false }

    override func computeSize(_ p: ProposedSize) -> Size {
        let inner = child.size(for: innerProposal(p))
        return Size(width: inner.width + insets.horizontal, height: inner.height + insets.vertical)
    }

    private func innerProposal(_ p: ProposedSize) -> ProposedSize {
        ProposedSize(
            width: p.width.map { max(0, $0 - insets.horizontal) }, height: p.height.map { max(0, $0 - insets.vertical) })
    }

    override func baseline(first: Bool, in size: Size) -> Double? {
        child.baseline(first: first, in: child.size(for: innerProposal(ProposedSize(size)))).map { $0 + insets.top }
    }

    override func draw(in rect: Rect, _ canvas: inout LayoutCanvas) -> [PlacedView] {
        [child.place(in: rect.inset(by: insets), &canvas)]
    }
}

/// A frame around one child: offers it a proposal derived from its own and aligns it inside.
class AligningFrameLayout: WrapperLayout {
    let alignment: Alignment

    init(alignment: Alignment, child: LayoutNode) {
        self.alignment = alignment
        super.init(kind: "frame", child: child)
        // A frame aligns its child by the frame's alignment; its own guides are its defaults.
        explicitGuides = ExplicitGuides()
    }

    override var isText: Bool { false }

    /// What the child is offered when the frame is offered `p`.
    func childProposal(_ p: ProposedSize) -> ProposedSize { p }

    override func baseline(first: Bool, in size: Size) -> Double? {
        let c = child.size(for: childProposal(ProposedSize(size)))
        return child.baseline(first: first, in: c).map { $0 + alignment.place(c, in: Rect(size: size)).minY }
    }

    override func draw(in rect: Rect, _ canvas: inout LayoutCanvas) -> [PlacedView] {
        let c = child.size(for: childProposal(ProposedSize(rect.size)))
        return [child.place(in: alignment.place(c, in: rect), &canvas)]
    }
}

/// `frame(width:height:alignment:)`: fixed dimensions where given, the child's elsewhere.
final class FixedFrameLayout: AligningFrameLayout {
    let width: Double?, height: Double?

    init(width: Double?, height: Double?, alignment: Alignment, child: LayoutNode) {
        (self.width, self.height) = (width, height)
        super.init(alignment: alignment, child: child)
    }

    override func childProposal(_ p: ProposedSize) -> ProposedSize {
        ProposedSize(width: width ?? p.width, height: height ?? p.height)
    }

    override func computeSize(_ p: ProposedSize) -> Size {
        let c = child.size(for: childProposal(p))
        return Size(width: width ?? c.width, height: height ?? c.height)
    }
}

/// `frame(minWidth:idealWidth:maxWidth:…)`: the proposal clamped to the bounds goes to the
/// child; the frame's size is the child's, pulled into the bounds toward the proposal.
final class FlexibleFrameLayout: AligningFrameLayout {
    let frame: FlexibleFrame

    init(_ frame: FlexibleFrame, child: LayoutNode) {
        self.frame = frame
        super.init(alignment: frame.alignment, child: child)
    }

    private static func propose(_ p: Double?, _ lo: Double?, _ ideal: Double?, _ hi: Double?) -> Double? {
        guard var v = p ?? ideal else { return nil }
        if let lo, v < lo { v = lo }
        if let hi, v > hi { v = hi }
        return v
    }

    private static func resolve(_ p: Double?, _ child: Double, _ lo: Double?, _ ideal: Double?, _ hi: Double?) -> Double {
        guard let offer = propose(p, lo, ideal, hi) else {
            // Asked for its ideal with none given: the child's size within the bounds.
            var v = child
            if let hi, v > hi { v = hi }
            if let lo, v < lo { v = lo }
            return v
        }
        var v = child
        if let lo { v = max(lo, min(v, offer)) }
        if let hi { v = min(hi, max(v, offer)) }
        return v
    }

    override func childProposal(_ p: ProposedSize) -> ProposedSize {
        let f = frame
        return ProposedSize(
            width: Self.propose(p.width, f.minWidth, f.idealWidth, f.maxWidth),
            height: Self.propose(p.height, f.minHeight, f.idealHeight, f.maxHeight))
    }

    override func computeSize(_ p: ProposedSize) -> Size {
        let c = child.size(for: childProposal(p))
        let f = frame
        return Size(
            width: Self.resolve(p.width, c.width, f.minWidth, f.idealWidth, f.maxWidth),
            height: Self.resolve(p.height, c.height, f.minHeight, f.idealHeight, f.maxHeight))
    }
}
