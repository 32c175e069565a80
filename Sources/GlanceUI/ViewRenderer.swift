import GlanceGraphics
/// What laying out a view produced: the drawing and where every node went.
public struct LayoutResult: Hashable, Sendable {
    public var displayList: DisplayList
    public var root: PlacedView
    /// Problems found while laying out, once each (unknown symbols, for example).
    public var warnings: [String] = []
    /// Every text laid out, with the size it was set at and whether it was cut: what design
    /// checks read for truncation and shrinking.
    public var textFits: [TextFit] = []
    /// Where views drawn from their size (custom shapes, geometry readers) were placed, by
    /// their archive key: what archiving reads to draw them at that size.
    public var sizedFrames: [Int: Rect] = [:]
}

/// How one text was fitted to the space offered.
public struct TextFit: Hashable, Sendable {
    /// The text as written (before any "…").
    public var text: String
    /// The font size asked for, in points.
    public var requestedSize: Double
    /// The size it was drawn at, after `minimumScaleFactor` shrinking.
    public var drawnSize: Double
    /// Whether lines were dropped or cut with "…".
    public var truncated: Bool
    /// The characters drawn that no font has a glyph for (each shown as a box), once each.
    public var missingCharacters: String

    public init(text: String, requestedSize: Double, drawnSize: Double, truncated: Bool, missingCharacters: String = "") {
        (self.text, self.requestedSize, self.drawnSize, self.truncated) = (text, requestedSize, drawnSize, truncated)
        self.missingCharacters = missingCharacters
    }

    /// What layout warns and `check` finds when characters have no glyph: `nil` when all have.
    public var missingGlyphsMessage: String? {
        guard !missingCharacters.isEmpty else { return nil }
        let codes = missingCharacters.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(separator: " ")
        return "“\(text)” has characters no font draws, shown as boxes: \(missingCharacters) (\(codes))"
    }
}

/// Lays out views in a canvas, SwiftUI's way, and turns them into a display list.
public struct ViewRenderer {
    public let measurer: any TextMeasurer
    /// Where `Image("name")` and `Color("name")` are looked up.
    public let assets: any AssetSource
    /// Text fits kept between renders, if any.
    public let cache: LayoutCache?

    public init(measurer: any TextMeasurer, assets: any AssetSource = NoAssets(), cache: LayoutCache? = nil) {
        self.measurer = measurer
        self.assets = assets
        self.cache = cache
    }

    /// Proposes `size` to the tree's root and centres the root's chosen size in the canvas;
    /// `redaction` is the firmware's decision of what may be drawn (Resolve's; see `Resolve`).
    public func render(
        _ node: ViewNode, in size: Size, environment: EnvironmentValues = EnvironmentValues(), redaction: RedactionPolicy = .none
    ) -> LayoutResult {
        var environment = environment
        redaction.apply(to: &environment)
        let content = environment.contentFrame(in: size)
        environment.geometryFrame = content
        let lookup = AssetLookup(source: assets)
        environment.assetLookup = lookup
        let built = LayoutTreeBuilder(measurer: measurer, cache: cache).build(node, environment)
        let root = redaction.wrap(built)
        let chosen = root.size(for: ProposedSize(content.size))
        var canvas = LayoutCanvas(scale: environment.displayScale)
        let placed = root.place(in: Alignment.center.place(chosen, in: content), &canvas)
        return LayoutResult(
            displayList: DisplayList(size: size, items: canvas.items), root: placed,
            warnings: Self.distinct(canvas.warnings, lookup.warnings), textFits: canvas.textFits, sizedFrames: canvas.sizedFrames)
    }

    /// The warnings of both lists without repeats, first occurrences kept: most layouts have none.
    static func distinct(_ a: [String], _ b: [String]) -> [String] {
        a.isEmpty && b.isEmpty ? [] : (a + b).uniqued()
    }

    /// Archives `view`, then renders it.
    @MainActor
    public func render<V: View>(_ view: V, in size: Size, environment: EnvironmentValues = EnvironmentValues()) -> LayoutResult {
        var archiving = environment
        if archiving.geometryFrame == .zero { archiving.geometryFrame = Rect(size: size) }
        let node = ArchiveSizing.with(ArchiveSizing(renderer: self, canvas: size)) { ViewArchiver.archive(view, in: archiving) }
        return render(node, in: size, environment: environment)
    }

    /// `view` laid out in `rect`'s size and moved to its origin: a piece of a larger picture.
    @MainActor
    public func displayItem<V: View>(_ view: V, in rect: Rect) -> DisplayItem {
        let layout = render(view, in: rect.size)
        return .group(DisplayGroup(transform: AffineTransform(translationX: rect.minX, y: rect.minY), items: layout.displayList.items))
    }
}
