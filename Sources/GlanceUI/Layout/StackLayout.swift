/// HStack and VStack: children share the main axis by flexibility, least flexible first,
/// and line up across it by alignment. ZStack: children overlap, aligned in the largest.
final class StackLayout: LayoutNode {
    let axis: StackAxis
    let alignment: Alignment
    let children: [LayoutNode]
    let spacings: [Double]
    private var allocations = ProposalMemo<[Size]>()

    init(_ stack: StackNode, children: [LayoutNode]) {
        self.axis = stack.axis
        self.alignment = stack.alignment
        self.children = children
        self.spacings = zip(children, children.dropFirst()).map { a, b in
            stack.spacing ?? StackLayout.defaultSpacing(a, b, stack.axis)
        }
        super.init(kind: stack.axis == .horizontal ? "HStack" : stack.axis == .vertical ? "VStack" : "ZStack")
    }

    /// Glance's default gaps: none beside a spacer, 2 pt between lines of text stacked
    /// vertically, 8 pt otherwise (SwiftUI's usual spacing).
    static func defaultSpacing(_ a: LayoutNode, _ b: LayoutNode, _ axis: StackAxis) -> Double {
        if a.isSpacer || b.isSpacer { return 0 }
        if axis == .vertical && a.isText && b.isText { return 2 }
        return 8
    }

    override var isText: Bool { children.count == 1 && children[0].isText }

    override func computeSize(_ p: ProposedSize) -> Size {
        let sizes = allocate(p)
        let frames = arrange(sizes)
        let bounds = frames.reduce(Rect.zero) { $0.union($1) }
        return bounds.size
    }

    override func baseline(first: Bool, in size: Size) -> Double? {
        let sizes = allocate(ProposedSize(size))
        let frames = arrange(sizes)
        let top = frames.reduce(Rect.zero) { $0.union($1) }.minY
        let order = first ? Array(children.indices) : children.indices.reversed()
        for i in order {
            if let b = children[i].baseline(first: first, in: sizes[i]) { return frames[i].minY - top + b }
        }
        return nil
    }

    override func draw(in rect: Rect, _ canvas: inout Canvas) -> [PlacedView] {
        let sizes = allocate(ProposedSize(rect.size))
        let frames = arrange(sizes)
        let bounds = frames.reduce(Rect.zero) { $0.union($1) }
        // Content larger or smaller than the rect is aligned within it.
        let box = alignment.place(bounds.size, in: rect)
        return children.indices.map { i in
            children[i].place(in: frames[i].offsetBy(dx: box.minX - bounds.minX, dy: box.minY - bounds.minY), &canvas)
        }
    }

    /// Each child's size for proposal `p`.
    func allocate(_ p: ProposedSize) -> [Size] {
        if let sizes = allocations[p] { return sizes }
        let sizes: [Size]
        if axis == .depth {
            sizes = children.map { $0.size(for: p) }
        } else if let main = p.along(axis) {
            sizes = share(main, across: p.across(axis))
        } else {
            sizes = children.map { $0.size(for: .make(along: nil, across: p.across(axis), axis)) }
        }
        allocations.keep(sizes, for: p)
        return sizes
    }

    /// SwiftUI's division of the main axis: children in groups of layout priority, highest
    /// first, spacers last of all; each group gets what is left after the minimum sizes of
    /// the groups after it, and within a group the least flexible child is offered an equal
    /// share first, then the next is offered an equal share of what remains.
    private func share(_ main: Double, across cross: Double?) -> [Size] {
        // One array of claims in the order they are served (priority, then flexibility, then
        // place), instead of an array per quantity and per group: a stack is shared several
        // times per layout, and each array is an allocation.
        var claims = children.indices.map { i in
            let minimum = children[i].size(for: .make(along: 0, across: cross, axis)).along(axis)
            let flexibility = children[i].size(for: .make(along: .infinity, across: cross, axis)).along(axis) - minimum
            return Claim(index: i, minimum: minimum, flexibility: flexibility, rank: rank(children[i]))
        }
        claims.sort { a, b in
            a.rank != b.rank ? a.rank > b.rank : a.flexibility != b.flexibility ? a.flexibility < b.flexibility : a.index < b.index
        }
        var remaining = main - spacings.reduce(0, +)
        var result = [Size](repeating: .zero, count: children.count)
        var start = 0
        while start < claims.count {
            let priority = claims[start].rank
            var end = start + 1
            while end < claims.count, claims[end].rank == priority { end += 1 }
            // Summed in the children's order, as SwiftUI's division is defined.
            var reservedForLater = 0.0
            for claim in claims[end...].sorted(by: { $0.index < $1.index }) { reservedForLater += claim.minimum }
            var available = remaining - reservedForLater
            for k in start..<end {
                let i = claims[k].index
                let offer = max(0, available / Double(end - k))
                result[i] = children[i].size(for: .make(along: offer, across: cross, axis))
                available -= result[i].along(axis)
                remaining -= result[i].along(axis)
            }
            start = end
        }
        return result
    }

    /// What a child asks of the main axis when it is shared.
    private struct Claim {
        var index: Int
        var minimum: Double
        var flexibility: Double
        var rank: Double
    }

    /// The order groups are served in: by layout priority, spacers last.
    private func rank(_ child: LayoutNode) -> Double { child.isSpacer ? -Double.infinity : child.layoutPriority }

    /// Frames relative to an arbitrary origin: stacked along the axis, aligned across it.
    private func arrange(_ sizes: [Size]) -> [Rect] {
        guard !sizes.isEmpty else { return [] }
        if axis == .depth {
            let w = sizes.map(\.width).max()!
            let guides = children.indices.map { verticalGuide(children[$0], sizes[$0]) }
            let top = guides.max()!
            return sizes.indices.map { i in
                let x = alignmentOffset(slack: w - sizes[i].width, fraction: alignment.horizontal.fraction)
                return Rect(x: x, y: top - guides[i], width: sizes[i].width, height: sizes[i].height)
            }
        }
        var cursor = 0.0
        var frames: [Rect] = []
        for i in sizes.indices {
            let guide: Double =
                axis == .horizontal
                ? verticalGuide(children[i], sizes[i])
                : alignmentOffset(slack: sizes[i].width, fraction: alignment.horizontal.fraction)
            let cross = -guide
            frames.append(
                axis == .horizontal
                    ? Rect(x: cursor, y: cross, width: sizes[i].width, height: sizes[i].height)
                    : Rect(x: cross, y: cursor, width: sizes[i].width, height: sizes[i].height))
            cursor += sizes[i].along(axis) + (i < spacings.count ? spacings[i] : 0)
        }
        return frames
    }

    /// Where the vertical alignment guide falls in a child, from its top.
    private func verticalGuide(_ child: LayoutNode, _ size: Size) -> Double {
        guard size.height.isFinite else { return 0 }  // an infinite child aligns by its top
        return switch alignment.vertical {
        case .top: 0
        case .center: size.height / 2
        case .bottom: size.height
        case .firstTextBaseline: child.baseline(first: true, in: size) ?? size.height
        case .lastTextBaseline: child.baseline(first: false, in: size) ?? size.height
        }
    }
}
