import GlanceGraphics
/// HStack and VStack: children share the main axis by flexibility, least flexible first,
/// and line up across it by alignment. ZStack: children overlap, aligned in the largest.
final class StackLayout: LayoutNode {
    let axis: StackAxis
    let alignment: Alignment
    let children: [LayoutNode]
    let spacings: [Double]
    @exclusivity(unchecked) private var allocations = ProposalMemo<[Size]>()

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
        bounds(allocate(p)).size
    }

    override func baseline(first: Bool, in size: Size) -> Double? {
        let sizes = allocate(ProposedSize(size))
        var frames: [Rect] = []
        arrange(sizes) { _, frame in frames.append(frame) }
        let top = Self.extent(of: frames).minY
        let order = first ? Array(children.indices) : children.indices.reversed()
        for i in order {
            if let b = children[i].baseline(first: first, in: sizes[i]) { return frames[i].minY - top + b }
        }
        return nil
    }

    override func draw(in rect: Rect, _ canvas: inout LayoutCanvas) -> [PlacedView] {
        let sizes = allocate(ProposedSize(rect.size))
        let bounds = bounds(sizes)
        // Content larger or smaller than the rect is aligned within it.
        let box = alignment.place(bounds.size, in: rect)
        let (dx, dy) = (box.minX - bounds.minX, box.minY - bounds.minY)
        var placed: [PlacedView] = []
        placed.reserveCapacity(children.count)
        arrange(sizes) { i, frame in placed.append(children[i].place(in: frame.offsetBy(dx: dx, dy: dy), &canvas)) }
        return placed
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
        let n = children.count
        var result = [Size](repeating: .zero, count: n)
        // The claims in the order they are served (priority, then flexibility, then place), in
        // scratch memory on the stack: a stack is shared several times per layout.
        withUnsafeTemporaryAllocation(of: Claim.self, capacity: n) { claims in
            for i in 0..<n {
                let minimum = children[i].size(for: .make(along: 0, across: cross, axis)).along(axis)
                let flexibility = children[i].size(for: .make(along: .infinity, across: cross, axis)).along(axis) - minimum
                claims.initializeElement(at: i, to: Claim(index: i, minimum: minimum, flexibility: flexibility, rank: rank(children[i])))
            }
            defer { _ = claims.deinitialize() }
            // Insertion sort: stacks hold a handful of children.
            for i in claims.indices.dropFirst() {
                let claim = claims[i]
                var k = i
                while k > 0, claim.isServed(before: claims[k - 1]) {
                    claims[k] = claims[k - 1]
                    k -= 1
                }
                claims[k] = claim
            }
            var remaining = main - spacings.reduce(0, +)
            var start = 0
            while start < n {
                let priority = claims[start].rank
                var end = start + 1
                while end < n, claims[end].rank == priority { end += 1 }
                // What the groups served later need at least, summed in the children's order,
                // as SwiftUI's division is defined: their ranks are all lower than this group's.
                var reservedForLater = 0.0
                if end < n {
                    for i in 0..<n where rank(children[i]) < priority { reservedForLater += minimum(of: i, in: claims) }
                }
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
        }
        return result
    }

    /// The minimum child `index` claimed.
    private func minimum(of index: Int, in claims: UnsafeMutableBufferPointer<Claim>) -> Double {
        for claim in claims where claim.index == index { return claim.minimum }
        return 0
    }

    /// What a child asks of the main axis when it is shared.
    private struct Claim {
        var index: Int
        var minimum: Double
        var flexibility: Double
        var rank: Double

        /// Higher priority first, then the less flexible, then the earlier.
        func isServed(before other: Claim) -> Bool {
            rank != other.rank ? rank > other.rank : flexibility != other.flexibility ? flexibility < other.flexibility : index < other.index
        }
    }

    /// The order groups are served in: by layout priority, spacers last.
    private func rank(_ child: LayoutNode) -> Double { child.isSpacer ? -Double.infinity : child.layoutPriority }

    /// The box around the children's frames as `arrange` places them. Every frame counts, a
    /// spacer's of no height included: a leading `Spacer` in an HStack is part of the stack,
    /// which so takes the width it is offered (`Rect.union` would skip a frame with no area at
    /// the origin, and the stack would shrink to its other children, docs/layout.md).
    private func bounds(_ sizes: [Size]) -> Rect {
        var frames: [Rect] = []
        frames.reserveCapacity(sizes.count)
        arrange(sizes) { _, frame in frames.append(frame) }
        return Self.extent(of: frames)
    }

    /// The smallest box holding every one of `frames`, those of no area included.
    static func extent(of frames: [Rect]) -> Rect {
        guard let first = frames.first else { return .zero }
        var (x0, y0, x1, y1) = (first.minX, first.minY, first.maxX, first.maxY)
        for f in frames.dropFirst() {
            (x0, y0, x1, y1) = (min(x0, f.minX), min(y0, f.minY), max(x1, f.maxX), max(y1, f.maxY))
        }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Hands each child's frame, relative to an arbitrary origin, to `body` in order: stacked
    /// along the axis, aligned across it.
    private func arrange(_ sizes: [Size], _ body: (Int, Rect) -> Void) {
        guard !sizes.isEmpty else { return }
        if axis == .depth {
            withUnsafeTemporaryAllocation(of: Double.self, capacity: sizes.count) { guides in
                var top = -Double.infinity
                for i in sizes.indices {
                    guides.initializeElement(at: i, to: verticalGuide(children[i], sizes[i]))
                    top = max(top, guides[i])
                }
                for i in sizes.indices {
                    body(i, Rect(x: -horizontalGuide(children[i], sizes[i]), y: top - guides[i], width: sizes[i].width, height: sizes[i].height))
                }
                _ = guides.deinitialize()
            }
            return
        }
        var cursor = 0.0
        for i in sizes.indices {
            let guide: Double =
                axis == .horizontal
                ? verticalGuide(children[i], sizes[i])
                : horizontalGuide(children[i], sizes[i])
            let cross = -guide
            body(
                i,
                axis == .horizontal
                    ? Rect(x: cursor, y: cross, width: sizes[i].width, height: sizes[i].height)
                    : Rect(x: cross, y: cursor, width: sizes[i].width, height: sizes[i].height))
            cursor += sizes[i].along(axis) + (i < spacings.count ? spacings[i] : 0)
        }
    }

    /// Where the vertical alignment guide falls in a child, from its top.
    private func verticalGuide(_ child: LayoutNode, _ size: Size) -> Double {
        guard size.height.isFinite else { return 0 }  // an infinite child aligns by its top
        return child.guide(alignment.vertical, in: size)
    }

    /// Where the horizontal alignment guide falls in a child, from its leading edge.
    private func horizontalGuide(_ child: LayoutNode, _ size: Size) -> Double {
        guard size.width.isFinite else { return 0 }  // an infinite child aligns by its leading edge
        return child.guide(alignment.horizontal, in: size)
    }
}
