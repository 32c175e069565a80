import CCairo
import Foundation
import GlanceGraphics

/// Draws display lists with cairo: anti-aliased paths and strokes, glyphs from shaped runs,
/// gradients, images, clips and group opacity. One instance per thread.
///
/// Its state, and its canvases' and glyph masks', is touched by one thread and never through
/// two overlapping accesses (no property is passed `inout` to code that reads it again): the
/// properties read on every frame or run are `@exclusivity(unchecked)`, without a runtime
/// check per access.
public final class CairoRasterizer: Rasterizer {
    let fontOptions: OpaquePointer
    /// Canvases kept between frames, by retaining key.
    @exclusivity(unchecked) private var canvases: [String: CairoCanvas] = [:]
    @exclusivity(unchecked) private var frames = 0
    /// The canvas last drawn and its key: a slot drawn frame after frame finds it without hashing.
    @exclusivity(unchecked) private var lastCanvas: (key: String, canvas: CairoCanvas)?
    /// The most pixel memory kept canvases may hold; the least recently used go first.
    @exclusivity(unchecked) public var retainedByteLimit = 4 << 20
    /// The clip the items being drawn are under.
    @exclusivity(unchecked) var clip = DeviceClip.none
    /// The pixels the clips of the groups being drawn let through, at most: what a drawing
    /// cairo was asked for may have inked.
    @exclusivity(unchecked) var clipArea = PixelBox.empty
    /// Ink boxes of the glyphs drawn, which bound their kept masks (`GlyphMasks`).
    let glyphBoxes: GlyphBoxes
    /// Glyph coverage as cairo composites it, for runs in one colour (`compositeGlyphs`).
    let glyphMasks: GlyphMasks
    /// Turned, skewed and mirrored glyphs made as cairo makes them (`compositeGlyphs`).
    let turnedGlyphs = TurnedGlyphs()
    /// Gradients' pixels over the canvas (`withSource`), kept when drawn again (`drawFast`).
    let gradientImages = GradientImages()
    /// Strokes under a clip that is not a box of whole pixels, through their coverage
    /// (`drawShape`), kept when drawn again (`drawFast`).
    let clippedStrokes = ClippedStrokes()
    /// The fast paths this rasterizer may take; none draws plain cairo (`drawFast`).
    public let fastPaths: FastPaths
    /// Turned glyphs' masks and bitmaps of the run being composited, which may be made for it
    /// alone: held until it is drawn.
    @exclusivity(unchecked) var turnedHeld: [AnyObject] = []
    /// Runs composited from `glyphMasks` so far.
    @exclusivity(unchecked) public internal(set) var compositedRuns = 0
    /// The pixel the canvas being drawn was cleared to.
    @exclusivity(unchecked) private var backdrop: UInt32 = 0
    /// The canvas being drawn, whose ink the drawing marks.
    @exclusivity(unchecked) private var drawing: CairoCanvas?
    /// Composite tables for the colours drawn lately, by colour and backdrop pixel.
    @exclusivity(unchecked) private var solidOvers: [UInt64: SolidOver] = [:]
    /// The composite table last asked for.
    @exclusivity(unchecked) private var lastOver: SolidOver?

    /// A rasterizer taking `fastPaths`: by default those this process asks for
    /// (`GLANCE_PLAIN_RASTER`, `GLANCE_FAST_PATHS`) that hold for the cairo in use.
    public init(fastPaths: FastPaths = CairoRasterizer.standardFastPaths) {
        self.fastPaths = fastPaths
        fontOptions = Self.makeFontOptions()
        glyphBoxes = GlyphBoxes(fontOptions: fontOptions)
        glyphMasks = GlyphMasks(fontOptions: fontOptions, glyphBoxes: glyphBoxes)
    }

    deinit {
        cairo_font_options_destroy(fontOptions)
    }

    /// Font options for drawing glyphs where HarfBuzz placed them: unhinted, so layout matches
    /// pixels, and grey anti-aliasing. The caller destroys them.
    static func makeFontOptions() -> OpaquePointer {
        let options = cairo_font_options_create()!
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        return options
    }

    /// The canvas kept under `key`, made anew when the size, scale or background changed.
    private func canvas(for list: DisplayList, scale: Double, background: Color, key: String) throws -> CairoCanvas {
        let size = PixelSize(list.size, scale: scale)
        frames += 1
        let found = lastCanvas.flatMap { $0.key == key ? $0.canvas : nil } ?? canvases[key]
        if let kept = found, kept.size == size, kept.scale == scale, kept.background == background {
            kept.lastUse = frames
            // The key is kept only when the canvas changes: a new key string per frame stays the caller's.
            if lastCanvas?.canvas !== kept { lastCanvas = (key, kept) }
            return kept
        }
        dropCanvas(key)
        let canvas = try CairoCanvas(size: size, scale: scale, background: background, fontOptions: fontOptions)
        canvas.lastUse = frames
        canvases[key] = canvas
        var bytes = canvases.values.reduce(0) { $0 + $1.bytes }
        while bytes > retainedByteLimit, let oldest = canvases.filter({ $0.value !== canvas }).min(by: { $0.value.lastUse < $1.value.lastUse }) {
            bytes -= oldest.value.bytes
            dropCanvas(oldest.key)
        }
        lastCanvas = (key, canvas)
        return canvas
    }

    /// Forgets the canvas kept under `key`.
    private func dropCanvas(_ key: String) {
        canvases[key] = nil
        if lastCanvas?.key == key { lastCanvas = nil }
    }

    /// The composite table for `source` over the backdrop of the canvas being drawn.
    func solidOver(_ source: UInt32) -> SolidOver {
        let key = UInt64(source) << 32 | UInt64(backdrop)
        if let lastOver, lastOver.key == key { return lastOver }
        if let kept = solidOvers[key] {
            lastOver = kept
            return kept
        }
        if solidOvers.count >= 256 { solidOvers.removeAll(keepingCapacity: true) }
        let made = SolidOver(source: source, backdrop: backdrop)
        solidOvers[key] = made
        lastOver = made
        return made
    }

    public func rasterize(_ list: DisplayList, scale: Double, background: Color) throws -> Bitmap {
        // Nothing is kept between these frames: a canvas of their own.
        let canvas = try CairoCanvas(size: PixelSize(list.size, scale: scale), scale: scale, background: background, fontOptions: fontOptions)
        return try frame(on: canvas, key: nil) { cr, _ in
            canvas.clearInk(cr)
            try draw(list.items, cr)
        }
    }

    /// Draws `list` whole into the buffer of the frame before last drawn under `key`, cleared
    /// only where that frame left ink (`InkRows`). An unchanged list returns the last bitmap.
    public func rasterize(_ list: DisplayList, scale: Double, background: Color, retainingAs key: String) throws -> Bitmap {
        let canvas = try self.canvas(for: list, scale: scale, background: background, key: key)
        if let previous = canvas.previous, previous.list == list { return previous.bitmap }
        let kept = canvas.previous
        let bitmap = try frame(on: canvas, key: key) { cr, _ in
            canvas.clearInk(cr)
            try draw(list.items, cr)
        }
        canvas.spare = kept
        canvas.previous = CairoCanvas.Drawn(list: list, bitmap: bitmap, ink: canvas.ink)
        return bitmap
    }

    /// The canvas being drawn.
    var drawingCanvas: CairoCanvas? { drawing }

    /// Whether no pixel of `box` holds ink in the canvas being drawn (all are its backdrop).
    func inkIsClear(_ box: PixelBox) -> Bool { drawing?.ink.isClear(box) ?? false }

    /// Marks `box` (device pixels) as holding ink in the canvas being drawn.
    func markInk(_ box: PixelBox?) {
        if let box { drawing?.ink.mark(box) }
    }

    /// Marks what cairo drew just now through `rect` (user space) grown by `margin`, in `paint`:
    /// nothing for the opaque background colour, which over background pixels leaves them so.
    func markInk(_ rect: Rect, _ paint: Paint?, _ cr: OpaquePointer, margin: Double = 0) {
        guard let drawing else { return }
        if case .color(let c) = paint, c.alpha >= 1, SolidOver.pixel(c) == drawing.backdrop { return }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let t = AffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
        let scale = max((m.xx * m.xx + m.yx * m.yx).squareRoot(), (m.xy * m.xy + m.yy * m.yy).squareRoot())
        let box = PixelBox(around: rect, t, margin: margin * scale + 1)
        // A rectangle mapped nowhere finite leaves everything the clip lets through.
        markInkWithinClips(box.isEmpty ? clipArea : box)
    }

    /// Marks all that cairo may have drawn just now: every pixel the clips let through.
    func markInkUnderClip() { markInkWithinClips(clipArea) }

    /// Marks `box` as holding ink, cut to what the clips in force let through.
    private func markInkWithinClips(_ box: PixelBox) {
        var cut = box.intersection(clipArea)
        if case .box(let clipBox) = clip { cut = cut.intersection(clipBox) }
        drawing?.ink.mark(cut)
    }

    /// A frame drawn on `canvas` by `body`; a kept canvas whose drawing failed is dropped.
    private func frame(on canvas: CairoCanvas, key: String?, _ body: (OpaquePointer, OpaquePointer) throws -> Void) throws -> Bitmap {
        backdrop = canvas.backdrop
        clipArea = canvas.box
        drawing = canvas
        defer { drawing = nil }
        do {
            return try canvas.frame(body)
        } catch {
            if let key { dropCanvas(key) }
            throw error
        }
    }
}
