import GlanceGraphics
/// A node of the layout tree. Parents propose sizes, children choose, parents place.
/// Sizes are cached per proposal, because stacks ask each child several times.
class LayoutNode {
    /// What the node is, for `PlacedView.kind`.
    let label: NodeLabel
    @exclusivity(unchecked) private var sizes = ProposalMemo<Size>()

    init(kind: String) { label = .plain(kind) }

    init(label: NodeLabel) { self.label = label }

    /// The size the node chooses for `proposal`.
    final func size(for proposal: ProposedSize) -> Size {
        if let size = sizes[proposal] { return size }
        let size = computeSize(proposal)
        sizes.keep(size, for: proposal)
        return size
    }

    /// Subclasses choose their size here.
    func computeSize(_ proposal: ProposedSize) -> Size { .zero }

    /// Draws the node into `rect` and reports where everything went. Layout decides in exact
    /// points; only what is drawn (and reported) is snapped to pixels, so a re-proposed size
    /// never shrinks by a rounding.
    final func place(in rect: Rect, _ canvas: inout LayoutCanvas) -> PlacedView {
        PlacedView(label: label, frame: canvas.snap(rect), children: draw(in: rect, &canvas))
    }

    /// Subclasses draw (snapping what they draw) and place their children here.
    func draw(in rect: Rect, _ canvas: inout LayoutCanvas) -> [PlacedView] { [] }

    /// Distance from the top to the first (or last) text baseline, at `size`; `nil` without text.
    func baseline(first: Bool, in size: Size) -> Double? { nil }

    /// Whether default stack spacing treats the node as text.
    var isText: Bool { false }
    /// Whether the node is a bare `Spacer`.
    var isSpacer: Bool { false }
    /// Stacks offer space to higher priorities first.
    var layoutPriority = 0.0
    /// Guides set with `alignmentGuide`, which stacks and layers align by instead of the defaults.
    var explicitGuides = ExplicitGuides()

    /// Where the guide for `alignment` falls in this node at `size`, from its leading edge.
    func guide(_ alignment: HorizontalAlignment, in size: Size) -> Double {
        explicitGuides.horizontal[alignment]?.value(in: size) ?? size.width * alignment.fraction
    }

    /// Where the guide for `alignment` falls at `size`, from its top edge; baselines from the
    /// text inside, else the bottom.
    func guide(_ alignment: VerticalAlignment, in size: Size) -> Double {
        if let explicit = explicitGuides.vertical[alignment] { return explicit.value(in: size) }
        return switch alignment {
        case .top: 0
        case .center: size.height / 2
        case .bottom: size.height
        case .firstTextBaseline: baseline(first: true, in: size) ?? size.height
        case .lastTextBaseline: baseline(first: false, in: size) ?? size.height
        }
    }
}

/// A node around one child that, unless it says otherwise, takes the child's size, baseline
/// and text-ness and places the child in its own frame.
class WrapperLayout: LayoutNode {
    let child: LayoutNode

    init(kind: String, child: LayoutNode) {
        self.child = child
        super.init(kind: kind)
        // Layout priority is a trait of the view: it passes through modifiers, as in SwiftUI.
        layoutPriority = child.layoutPriority
        explicitGuides = child.explicitGuides
    }

    /// A node named `label`; a node named as its child is passes the child's.
    init(label: NodeLabel, child: LayoutNode) {
        self.child = child
        super.init(label: label)
        // Layout priority is a trait of the view: it passes through modifiers, as in SwiftUI.
        layoutPriority = child.layoutPriority
        explicitGuides = child.explicitGuides
    }

    override var isText: Bool { child.isText }
    override func computeSize(_ p: ProposedSize) -> Size { child.size(for: p) }
    override func baseline(first: Bool, in size: Size) -> Double? { child.baseline(first: first, in: size) }
    override func draw(in rect: Rect, _ canvas: inout LayoutCanvas) -> [PlacedView] { [child.place(in: rect, &canvas)] }
}

/// Collects display items while layout places nodes.
struct LayoutCanvas {
    var items: [DisplayItem] = []
    /// Problems met while drawing, such as unknown symbol names.
    var warnings: [String] = []
    /// How each text was fitted: shrunk, truncated or as set.
    var textFits: [TextFit] = []
    /// Where views drawn from their size were placed, by archive key (the first place wins).
    var sizedFrames: [Int: Rect] = [:]
    let scale: Double

    /// Takes the warnings and text fits a nested canvas collected.
    mutating func takeNotes(from nested: LayoutCanvas) {
        warnings += nested.warnings
        textFits += nested.textFits
        sizedFrames.merge(nested.sizedFrames) { kept, _ in kept }
    }

    /// Notes where the view archived under `key` was placed.
    mutating func noteSized(_ key: Int?, _ rect: Rect) {
        if let key, sizedFrames[key] == nil { sizedFrames[key] = rect }
    }

    /// `rect` with its edges moved to the nearest pixel.
    func snap(_ rect: Rect) -> Rect {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else { return rect }
        let x0 = round(rect.minX), y0 = round(rect.minY)
        return Rect(x: x0, y: y0, width: max(0, round(rect.maxX) - x0), height: max(0, round(rect.maxY) - y0))
    }

    func round(_ v: Double) -> Double { (v * scale).rounded() / scale }

    /// Runs `body` collecting into a nested group, then adds the group if it drew anything.
    mutating func group<T>(_ make: ([DisplayItem]) -> DisplayGroup, _ body: (inout LayoutCanvas) -> T) -> T {
        var nested = LayoutCanvas(scale: scale)
        let result = body(&nested)
        takeNotes(from: nested)
        if !nested.items.isEmpty { items.append(.group(make(nested.items))) }
        return result
    }
}

/// Offsets for alignment: 0 leading/top, 0.5 centre, 1 trailing/bottom.
extension HorizontalAlignment {
    var fraction: Double { self == .leading ? 0 : self == .center ? 0.5 : 1 }
}

extension VerticalAlignment {
    var fraction: Double {
        switch self {
        case .top, .firstTextBaseline: 0
        case .center: 0.5
        case .bottom, .lastTextBaseline: 1
        }
    }
}

/// How far to move a child inside its container: a fraction of the slack, or none when the
/// slack is not finite (an infinite child in an infinite offer).
func alignmentOffset(slack: Double, fraction: Double) -> Double {
    slack.isFinite ? slack * fraction : 0
}

extension Alignment {
    /// Where `child`, of `size`, sits inside `rect`: its alignment guides on the rect's own
    /// (an `alignmentGuide` moves it; without one, as `place(_:in:)`).
    func place(_ child: LayoutNode, size: Size, in rect: Rect) -> Rect {
        guard !child.explicitGuides.isEmpty else { return place(size, in: rect) }
        return Rect(
            x: rect.minX + rect.width * horizontal.fraction - child.guide(horizontal, in: size),
            y: rect.minY + rect.height * vertical.fraction - child.guide(vertical, in: size),
            width: size.width, height: size.height)
    }

    /// Where a child of `child` size sits inside `rect`.
    func place(_ child: Size, in rect: Rect) -> Rect {
        Rect(
            x: rect.minX + alignmentOffset(slack: rect.width - child.width, fraction: horizontal.fraction),
            y: rect.minY + alignmentOffset(slack: rect.height - child.height, fraction: vertical.fraction),
            width: child.width, height: child.height)
    }
}
