import GlanceGraphics
/// Takes no space and draws nothing.
final class EmptyLayout: LayoutNode {
    init() { super.init(kind: "EmptyView") }
}

/// A shape or colour: takes the space offered (10×10 when asked for its ideal).
final class ShapeLayout: LayoutNode {
    let shape: ShapeNode
    let environment: EnvironmentValues

    init(_ shape: ShapeNode, label: NodeLabel, environment: EnvironmentValues) {
        self.shape = shape
        self.environment = environment
        super.init(label: label)
    }

    override func computeSize(_ p: ProposedSize) -> Size {
        Size(width: p.width ?? 10, height: p.height ?? 10)
    }

    override func draw(in exact: Rect, _ canvas: inout LayoutCanvas) -> [PlacedView] {
        canvas.noteSized(shape.sizeKey, exact)
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

/// Text: wrapped by words to the width offered, limited in lines, shrunk then truncated with
/// "…" as the environment's text options say. An unspecified width sets each paragraph on
/// one line.
final class TextLayout: LayoutNode {
    let fitter: TextFitter
    let style: ShapeStyleValue?
    let environment: EnvironmentValues
    /// Underline and strikethrough.
    let decorations: TextLines.Decorations
    private let cache: LayoutCache?
    /// The fits of this text by size offered: the cache's, found at the first size offered, or
    /// the node's own without a cache.
    private var fits: LayoutCache.Fits {
        if let keptFits { return keptFits }
        let found = cache?.fits(for: fitter) ?? LayoutCache.Fits()
        keptFits = found
        return found
    }
    @exclusivity(unchecked) private var keptFits: LayoutCache.Fits?

    init(_ text: TextNode, environment: EnvironmentValues, measurer: any TextMeasurer, cache: LayoutCache? = nil) {
        self.cache = cache
        var string = text.content.string(in: environment)
        if environment.startsInlineTitle { string = String(string.drop { $0 == " " }) }
        self.fitter = TextFitter(
            string: string, font: environment.resolvedFont(for: text), options: environment.textLayout,
            measurer: measurer, spacing: environment.characterSpacing(for: text))
        self.style = text.foreground
        self.decorations = TextLines.Decorations(
            underline: text.underline ?? environment.textLayout.underline, strikethrough: text.strikethrough ?? environment.textLayout.strikethrough)
        self.environment = environment
        super.init(label: .quoted("Text", string))
    }

    override var isText: Bool { true }

    /// The fits this node answered sizes with, in this layout.
    @exclusivity(unchecked) private var measured: [TextLines] = []

    func lines(for p: ProposedSize) -> TextLines {
        fits.lines(fitter, width: p.width, height: p.height)
    }

    /// The lines of a text placed at `size`: those it measured at that size, if it did (a
    /// text draws what it measured), else its fit offered that size.
    func lines(placedAt size: Size) -> TextLines {
        for fit in measured where abs(fit.width - size.width) <= 1e-6 && abs(fit.height - size.height) <= 1e-6 { return fit }
        return lines(for: ProposedSize(size))
    }

    override func computeSize(_ p: ProposedSize) -> Size {
        let fitted = lines(for: p)
        if !measured.contains(where: { $0.width == fitted.width && $0.height == fitted.height }) { measured.append(fitted) }
        return Size(width: fitted.width, height: fitted.height)
    }

    override func baseline(first: Bool, in size: Size) -> Double? {
        let fitted = lines(placedAt: size)
        let m = fitted.metrics
        return Double(first ? 0 : max(0, fitted.lines.count - 1)) * m.lineHeight + m.leading / 2 + m.ascent
    }

    override func draw(in rect: Rect, _ canvas: inout LayoutCanvas) -> [PlacedView] {
        let fitted = lines(placedAt: rect.size)
        let m = fitted.metrics
        let paint = environment.paint(style, in: rect)
        let fraction = switch environment.textLayout.alignment {
        case .leading: 0.0
        case .center: 0.5
        case .trailing: 1.0
        }
        // Characters no font draws show as boxes: said, so `previews` warns and `check` finds them.
        let fit = TextFit(
            text: fitter.string, requestedSize: fitter.font.size, drawnSize: fitted.lines.first?.size ?? fitter.font.size, truncated: fitted.truncated,
            missingCharacters: environment.drawsPlaceholder ? "" : fitted.missingCharacters)
        if let message = fit.missingGlyphsMessage { canvas.warnings.append(message) }
        canvas.textFits.append(fit)
        for (i, line) in fitted.lines.enumerated() where !line.glyphs.isEmpty {
            let x = rect.minX + alignmentOffset(slack: rect.width - line.width, fraction: fraction)
            if environment.drawsPlaceholder {
                // A rounded bar as long as the line and most of its height; no glyphs.
                let top = rect.minY + Double(i) * m.lineHeight + m.lineHeight * 0.15
                let bar = canvas.snap(Rect(x: x, y: top, width: line.width, height: m.lineHeight * 0.7))
                // In the paint Resolve gives placeholder bars: no glyphs, no colour of the text's own.
                canvas.items.append(.fill(Path(roundedRect: bar, cornerRadius: bar.height / 2), environment.placeholderBarPaint(paint)))
                continue
            }
            let baseline = rect.minY + Double(i) * m.lineHeight + m.leading / 2 + m.ascent
            let origin = Point(x: canvas.round(x), y: canvas.round(baseline))
            if line.fallbackFaces.isEmpty {
                canvas.items.append(
                    .text(TextRun(text: line.text, font: line.face, size: line.size, origin: origin, glyphs: fitted.runGlyphs[i], paint: paint, width: line.width)))
            } else {
                // Characters from fallback faces: a run per face.
                canvas.items += line.textRuns(origin: origin, paint: paint).map { .text($0) }
            }
            canvas.items += decorations.items(x: canvas.round(x), baseline: canvas.round(baseline), width: line.width, line, m, paint, environment)
        }
        return []
    }
}
