/// Takes no space and draws nothing.
final class EmptyLayout: LayoutNode {
    init() { super.init(kind: "EmptyView") }
}

/// A shape or colour: takes the space offered (10×10 when asked for its ideal).
final class ShapeLayout: LayoutNode {
    let shape: ShapeNode
    let environment: EnvironmentValues

    init(_ shape: ShapeNode, kind: String, environment: EnvironmentValues) {
        self.shape = shape
        self.environment = environment
        super.init(kind: kind)
    }

    override func computeSize(_ p: ProposedSize) -> Size {
        Size(width: p.width ?? 10, height: p.height ?? 10)
    }

    override func draw(in exact: Rect, _ canvas: inout Canvas) -> [PlacedView] {
        let rect = canvas.snap(exact)
        switch shape.drawing {
        case .fill(let style):
            canvas.items.append(.fill(shape.outline.path(in: rect), environment.paint(style, in: rect)))
        case .stroke(let style, let stroke):
            canvas.items.append(.stroke(shape.outline.path(in: rect), environment.paint(style, in: rect), stroke))
        case .strokeBorder(let style, let stroke):
            let inner = rect.insetBy(dx: stroke.lineWidth / 2, dy: stroke.lineWidth / 2)
            canvas.items.append(.stroke(shape.outline.path(in: inner), environment.paint(style, in: rect), stroke))
        }
        return []
    }
}

/// Flexible space along its stack's axis, at least `minLength` (8 by default).
final class SpacerLayout: LayoutNode {
    let minLength: Double
    let axis: StackAxis?

    init(minLength: Double?, axis: StackAxis?) {
        self.minLength = minLength ?? 8
        self.axis = axis == .depth ? nil : axis
        super.init(kind: "Spacer")
    }

    override var isSpacer: Bool { true }

    override func computeSize(_ p: ProposedSize) -> Size {
        guard let axis else {
            return Size(width: max(minLength, p.width ?? 0), height: max(minLength, p.height ?? 0))
        }
        return Size.make(along: max(minLength, p.along(axis) ?? minLength), across: 0, axis)
    }
}

/// One line of text, truncated at the tail with "…" when the offer is narrower.
final class TextLayout: LayoutNode {
    let string: String
    let font: FontDescriptor
    let style: ShapeStyleValue?
    let environment: EnvironmentValues
    let measurer: any TextMeasurer
    private lazy var full = measurer.shape(string, font: font)
    private var truncations: [Double: ShapedText] = [:]

    init(_ text: TextNode, environment: EnvironmentValues, measurer: any TextMeasurer) {
        self.string = text.string
        self.font = environment.resolvedFont(for: text)
        self.style = text.foreground
        self.environment = environment
        self.measurer = measurer
        super.init(kind: "Text \"\(text.string)\"")
    }

    override var isText: Bool { true }

    override func computeSize(_ p: ProposedSize) -> Size {
        Size(width: fitted(to: p.width).width, height: full.metrics.lineHeight)
    }

    override func baseline(first: Bool, in size: Size) -> Double? {
        full.metrics.leading / 2 + full.metrics.ascent
    }

    override func draw(in rect: Rect, _ canvas: inout Canvas) -> [PlacedView] {
        let shaped = fitted(to: rect.width)
        guard !shaped.glyphs.isEmpty else { return [] }
        let baseline = canvas.round(rect.minY + full.metrics.leading / 2 + full.metrics.ascent)
        canvas.items.append(
            .text(
                TextRun(
                    text: shaped.text, font: shaped.face, size: shaped.size, origin: Point(x: canvas.round(rect.minX), y: baseline),
                    glyphs: shaped.glyphs.map { PositionedGlyph(id: $0.id, position: Point(x: $0.x, y: $0.yOffset)) },
                    paint: environment.paint(style, in: rect), width: shaped.width)))
        return []
    }

    /// The whole string if it fits in `width`, else the longest prefix that fits with "…".
    func fitted(to width: Double?) -> ShapedText {
        // A width computed by sums may miss the text's own by a rounding error: that still fits.
        guard let width, full.width > width + 1e-6 else { return full }
        if let cached = truncations[width] { return cached }
        let ellipsis = measurer.shape("…", font: font).width
        // Character boundaries as UTF-8 offsets, trailing spaces dropped before the ellipsis.
        var ends: [Int] = []
        var offset = 0
        var lastInk = 0
        for ch in string {
            offset += ch.utf8.count
            if !ch.isWhitespace { lastInk = offset }
            ends.append(lastInk)
        }
        var (lo, hi) = (0, ends.count)  // number of characters kept
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if full.width(ofPrefixUTF8: ends[mid - 1]) + ellipsis <= width { lo = mid } else { hi = mid - 1 }
        }
        let kept = lo == 0 ? "" : String(string.utf8.prefix(ends[lo - 1]))!
        let result = measurer.shape(kept + "…", font: font)
        truncations[width] = result
        return result
    }
}
