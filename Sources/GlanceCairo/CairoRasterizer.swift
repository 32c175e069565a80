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
    /// Retained draws so far: lists drawn whole, lists drawn only where they changed, lists unchanged.
    @exclusivity(unchecked) public private(set) var retainedDraws = (whole: 0, partial: 0, unchanged: 0)
    /// How many pixels the last retained frame painted: all of them, or its repainted areas.
    @exclusivity(unchecked) public private(set) var repaintedPixels = 0
    /// Retained frames compared with the frame before last, to repaint in part.
    @exclusivity(unchecked) public private(set) var comparedFrames = 0
    /// The share of a retained canvas above which a changed frame is drawn whole rather than
    /// repainted in part: repainting a third of a rectangular slot in three clipped passes
    /// cost about 1.5 µs more than drawing it whole (docs/bench.md, "Fourth round").
    public var wholeShare = 0.25
    /// The most pixel memory kept canvases may hold; the least recently used go first.
    public var retainedByteLimit = 4 << 20
    /// Arc coverage masks drawn lately, for arcs drawn again in the same place. A mask keeps
    /// its covered blocks with their tint, 44 bytes per eight pixels with coverage, not the A8
    /// surface it was made from. The limits hold the 579 masks a 45 mm face's 64-frame loop
    /// draws again (two circular gauges and four corner gauges a frame; at 3 MB, 399 fitted and
    /// two or three arcs a frame were made again). A mask is kept the second time it is made,
    /// so `glance bench` on a 5,000-entry ROM of new entries stays under 64 MB (docs/bench.md).
    let arcMasks = MaskCache<ArcMaskKey, CoverageMask>(capacity: 768, byteLimit: 5 << 20)
    /// The clip the items being drawn are under.
    @exclusivity(unchecked) private(set) var clip = DeviceClip.none
    /// The pixels the clips of the groups being drawn let through, at most (the areas a
    /// retained frame repaints aside): where an arc's mask is made, the same in every frame.
    @exclusivity(unchecked) private(set) var clipArea = PixelBox.empty
    /// Ink boxes of the glyphs drawn, to find which of a retained frame's changed.
    let glyphBoxes: GlyphBoxes
    /// Glyph coverage as cairo composites it, for runs in one colour (`compositeGlyphs`).
    let glyphMasks: GlyphMasks
    /// Turned, skewed and mirrored glyphs made as cairo makes them (`compositeGlyphs`).
    let turnedGlyphs = TurnedGlyphs()
    /// Whether runs in one colour are composited from `glyphMasks`, which gives the pixels
    /// cairo gives, rather than drawn by cairo. Off only to compare the two.
    public var compositesGlyphs = true
    /// Turned glyphs' masks and bitmaps of the run being composited, which may be made for it
    /// alone: held until it is drawn.
    @exclusivity(unchecked) var turnedHeld: [AnyObject] = []
    /// Runs composited from `glyphMasks` so far.
    @exclusivity(unchecked) public internal(set) var compositedRuns = 0
    /// The pixel the canvas being drawn was cleared to.
    @exclusivity(unchecked) private var backdrop: UInt32 = 0
    /// The canvas being drawn, whose ink the drawing marks.
    @exclusivity(unchecked) private var drawing: CairoCanvas?
    /// Fills' reaches, for fills that change nothing (`fillChangesNothing`): a face's outline
    /// per device and scale. Each is 8 bytes a canvas row.
    let fillReaches = MaskCache<FillKey, FillReach>(capacity: 16, byteLimit: 256 << 10)
    /// Fills not drawn because they would have changed nothing.
    public internal(set) var skippedFills = 0
    /// Composite tables for the colours drawn lately, by colour and backdrop pixel.
    @exclusivity(unchecked) private var solidOvers: [UInt64: SolidOver] = [:]
    /// The composite table last asked for.
    @exclusivity(unchecked) private var lastOver: SolidOver?

    public init() {
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
            try draw(list.items, cr, pass: nil)
        }
    }

    /// Draws `list` over the pixels of the frame before last drawn under `key`: only the boxes
    /// where the two lists paint differently are cleared and painted again, clipped to them
    /// (a changed label, a gauge's moved dot), as a watch redraws only what changed. An
    /// unchanged list returns the last bitmap; a list that changed most of the canvas, or a
    /// canvas with nothing kept yet, is drawn whole.
    public func rasterize(_ list: DisplayList, scale: Double, background: Color, retainingAs key: String) throws -> Bitmap {
        let canvas = try self.canvas(for: list, scale: scale, background: background, key: key)
        if let previous = canvas.previous, previous.list == list {
            retainedDraws.unchanged += 1
            repaintedPixels = 0
            return previous.bitmap
        }
        let (leaves, areas) = try repaintAreas(of: list, on: canvas)
        let kept = canvas.previous
        let bitmap = try frame(on: canvas, key: key) { cr, _ in
            repaintedPixels = areas?.reduce(0) { $0 + $1.area } ?? canvas.box.area
            guard let areas, let leaves else {
                retainedDraws.whole += 1
                canvas.clearInk(cr)
                try draw(list.items, cr, pass: nil)
                return
            }
            retainedDraws.partial += 1
            for area in areas {
                cairo_save(cr)
                cairo_identity_matrix(cr)
                cairo_rectangle(cr, Double(area.x0), Double(area.y0), Double(area.x1 - area.x0), Double(area.y1 - area.y0))
                cairo_clip(cr)
                cairo_scale(cr, scale, scale)
                canvas.clear(cr)
                clip = .box(area)
                defer {
                    clip = .none
                    cairo_restore(cr)
                }
                try draw(list.items, cr, pass: DrawPass(leaves: leaves, area: area))
            }
        }
        canvas.spare = kept.map { ($0.bitmap.pixels, $0.list, $0.leaves, $0.ink) }
        canvas.previous = (list, bitmap, leaves, canvas.ink)
        return bitmap
    }

    /// What `list` paints and the boxes where it differs from the frame in the canvas's spare
    /// buffer; no boxes when it is drawn whole. After two frames in a row that changed too
    /// much, the next eight are drawn whole without comparing, and each time the frame after
    /// such a pause changes too much again, the pause doubles, up to 64 frames: a timeline
    /// whose every entry changes everything does not pay for comparing (1–2 µs a frame,
    /// docs/bench.md). A frame repainted in part ends the pauses.
    private func repaintAreas(of list: DisplayList, on canvas: CairoCanvas) throws -> (DrawnLeaves?, [PixelBox]?) {
        guard let spare = canvas.spare else { return (nil, nil) }
        if canvas.framesBeforeComparing > 0 {
            canvas.framesBeforeComparing -= 1
            return (nil, nil)
        }
        let old = try spare.leaves ?? DrawnLeaves(spare.list, scale: canvas.scale, canvas: canvas.box, glyphs: glyphBoxes)
        let new = try DrawnLeaves(list, scale: canvas.scale, canvas: canvas.box, glyphs: glyphBoxes)
        let areas = RepaintAreas.areas(from: old, to: new, canvas: canvas.box, wholeShare: wholeShare)
        comparedFrames += 1
        guard areas == nil else {
            (canvas.mostlyChanged, canvas.pause) = (0, 0)
            return (new, areas)
        }
        canvas.mostlyChanged += 1
        if canvas.pause > 0 || canvas.mostlyChanged >= 2 {
            canvas.pause = canvas.pause > 0 ? min(2 * canvas.pause, 64) : 8
            (canvas.mostlyChanged, canvas.framesBeforeComparing) = (0, canvas.pause)
        }
        return (new, areas)
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

    /// Draws `items`, or with a `pass` only those that reach its area, counting units and
    /// groups drawn in place as `DrawnLeaves` does. A run is drawn whole, clipped: cairo
    /// composites a run's glyphs through one mask when their boxes overlap and one by one
    /// when not, which rounds a translucent colour differently, so a part of a run could
    /// come out unlike the same part drawn whole.
    func draw(_ items: [DisplayItem], _ cr: OpaquePointer, pass: DrawPass?) throws {
        for item in items {
            if let pass {
                if case .group(let group) = item, group.isDrawnInPlace {
                    let span = pass.leaves.spans[pass.span]
                    guard pass.leaves.units[span.units].contains(where: { $0.box.intersects(pass.area) }) else {
                        pass.unit = span.units.upperBound
                        pass.span += span.groups
                        continue
                    }
                    pass.span += 1
                    try drawGroup(group, cr, pass: pass)
                    continue
                }
                let unit = pass.leaves.units[pass.unit]
                pass.unit += 1
                guard unit.box.intersects(pass.area) else { continue }
            }
            switch item {
            case .fill(let path, let paint, let rule):
                // Circles and arcs are drawn from their geometry when the transform allows.
                if let arc = path.circularArc, fillCircle(arc, paint, cr) { continue }
                if fillChangesNothing(path, paint, rule, cr) { continue }
                addPath(path, cr)
                cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                withSource(paint, cr) { cairo_fill(cr) }
                markInk(path.bounds, paint, cr)
            case .stroke(let path, let paint, let style):
                if let arc = path.circularArc, strokeArc(arc, paint, style, cr) { continue }
                addPath(path, cr)
                apply(style, cr)
                withSource(paint, cr) { cairo_stroke(cr) }
                // Past the path by half the line, further at a miter or a square cap's corner.
                markInk(path.bounds, paint, cr, margin: style.lineWidth / 2 * max(style.lineJoin == .miter ? style.miterLimit : 0, 1.5))
            case .text(let run):
                try drawText(run, cr)
            case .image(let image):
                try drawImage(image, cr)
            case .group(let group):
                // A group drawn in place was drawn above in a pass; any other is drawn whole.
                try drawGroup(group, cr, pass: group.isDrawnInPlace ? pass : nil)
            }
        }
    }

    private func drawGroup(_ group: DisplayGroup, _ cr: OpaquePointer, pass: DrawPass?) throws {
        guard group.opacity > 0 else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        if !group.transform.isIdentity {
            let t = group.transform
            var m = cairo_matrix_t()
            cairo_matrix_init(&m, t.a, t.b, t.c, t.d, t.tx, t.ty)
            cairo_transform(cr, &m)
        }
        let (outerClip, outerArea) = (clip, clipArea)
        defer { (clip, clipArea) = (outerClip, outerArea) }
        if let path = group.clip {
            addPath(path, cr)
            cairo_clip(cr)
            var m = cairo_matrix_t()
            cairo_get_matrix(cr, &m)
            clip = clip.adding(path, xx: m.xx, yx: m.yx, xy: m.xy, yy: m.yy, x0: m.x0, y0: m.y0)
            clipArea = clipArea.intersection(
                PixelBox(around: path.bounds, AffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0), margin: 0))
        }
        if group.opacity < 1 { cairo_push_group(cr) }
        if let mask = group.mask {
            try drawMasked(group.items, by: mask, cr)
        } else {
            try draw(group.items, cr, pass: pass)
        }
        if group.opacity < 1 {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, group.opacity)
            markInkUnderClip()
        }
    }

    /// Draws `items` with their alpha multiplied by the alpha `mask` draws: each is drawn into
    /// its own group, then the content is painted through the mask.
    private func drawMasked(_ items: [DisplayItem], by mask: [DisplayItem], _ cr: OpaquePointer) throws {
        cairo_push_group(cr)
        try draw(items, cr, pass: nil)
        let content = cairo_pop_group(cr)
        defer { cairo_pattern_destroy(content) }
        cairo_push_group(cr)
        try draw(mask, cr, pass: nil)
        let alpha = cairo_pop_group(cr)
        defer { cairo_pattern_destroy(alpha) }
        cairo_set_source(cr, content)
        cairo_mask(cr, alpha)
        markInkUnderClip()
    }

    private func drawImage(_ image: ImageItem, _ cr: OpaquePointer) throws {
        guard image.bitmap.width > 0, image.bitmap.height > 0, !image.rect.isEmpty else { return }
        try CairoSurface.withSurface(over: image.bitmap) { surface in
            cairo_save(cr)
            defer { cairo_restore(cr) }
            cairo_translate(cr, image.rect.minX, image.rect.minY)
            cairo_scale(cr, image.rect.width / Double(image.bitmap.width), image.rect.height / Double(image.bitmap.height))
            cairo_set_source_surface(cr, surface, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cr), image.interpolation == .nearest ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_GOOD)
            cairo_paint(cr)
        }
        // Filtering spreads an edge pixel over about one source pixel each way: two, to be safe.
        let sourcePixel = max(image.rect.width / Double(image.bitmap.width), image.rect.height / Double(image.bitmap.height))
        markInk(image.rect, nil, cr, margin: 2 * sourcePixel)
    }

    func addPath(_ path: Path, _ cr: OpaquePointer) {
        cairo_new_path(cr)
        for element in path.elements {
            switch element {
            case .move(let p): cairo_move_to(cr, p.x, p.y)
            case .line(let p): cairo_line_to(cr, p.x, p.y)
            case .quadCurve(let p, let c):
                var x0 = 0.0, y0 = 0.0
                if cairo_has_current_point(cr) != 0 { cairo_get_current_point(cr, &x0, &y0) } else { (x0, y0) = (c.x, c.y) }
                cairo_curve_to(
                    cr, x0 + 2 / 3 * (c.x - x0), y0 + 2 / 3 * (c.y - y0),
                    p.x + 2 / 3 * (c.x - p.x), p.y + 2 / 3 * (c.y - p.y), p.x, p.y)
            case .curve(let p, let c1, let c2): cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
            case .closeSubpath: cairo_close_path(cr)
            }
        }
    }

    private func apply(_ style: StrokeStyle, _ cr: OpaquePointer) {
        cairo_set_line_width(cr, style.lineWidth)
        cairo_set_line_cap(
            cr, [.butt: CAIRO_LINE_CAP_BUTT, .round: CAIRO_LINE_CAP_ROUND, .square: CAIRO_LINE_CAP_SQUARE][style.lineCap]!)
        cairo_set_line_join(
            cr, [.miter: CAIRO_LINE_JOIN_MITER, .round: CAIRO_LINE_JOIN_ROUND, .bevel: CAIRO_LINE_JOIN_BEVEL][style.lineJoin]!)
        cairo_set_miter_limit(cr, style.miterLimit)
        style.dash.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), style.dashPhase) }
    }

    func withSource(_ paint: Paint, _ cr: OpaquePointer, _ body: () -> Void) {
        switch paint {
        case .color(let c):
            cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
            body()
        case .linearGradient(let g):
            let pattern = cairo_pattern_create_linear(g.start.x, g.start.y, g.end.x, g.end.y)!
            defer { cairo_pattern_destroy(pattern) }
            addStops(g.stops, pattern)
            cairo_set_source(cr, pattern)
            body()
        case .radialGradient(let g):
            let pattern = cairo_pattern_create_radial(g.center.x, g.center.y, g.startRadius, g.center.x, g.center.y, g.endRadius)!
            defer { cairo_pattern_destroy(pattern) }
            addStops(g.stops, pattern)
            cairo_set_source(cr, pattern)
            body()
        case .angularGradient(let g):
            let pattern = Self.conicPattern(g)
            defer { cairo_pattern_destroy(pattern) }
            cairo_set_source(cr, pattern)
            body()
        }
    }

    private func addStops(_ stops: [GradientStop], _ pattern: OpaquePointer) {
        for stop in stops {
            cairo_pattern_add_color_stop_rgba(pattern, stop.location, stop.color.red, stop.color.green, stop.color.blue, stop.color.alpha)
        }
    }

    /// Cairo has no conic gradient, so an angular gradient is a mesh of thin wedges around the
    /// centre, each shading from the colour at one edge to the colour at the other; wedges are
    /// at most 2.5° wide and also split at every stop, so stops land exactly.
    static func conicPattern(_ g: AngularGradientPaint) -> OpaquePointer {
        let mesh = cairo_pattern_create_mesh()!
        let full = 2 * Double.pi
        let sweep = min(full, max(0, g.endAngle - g.startAngle))
        var cuts = Set<Double>([0, full])
        for i in 1..<144 { cuts.insert(Double(i) * full / 144) }
        if sweep > 1e-9 {
            for stop in g.stops where stop.location > 0 && stop.location < 1 { cuts.insert(stop.location * sweep) }
            if sweep < full {
                cuts.insert(sweep)
                cuts.insert(sweep + (full - sweep) / 2)
            }
        }
        let offsets = cuts.sorted()
        let r = g.radius
        for (a, b) in zip(offsets, offsets.dropFirst()) where b - a > 1e-9 {
            let (a0, a1) = (g.startAngle + a, g.startAngle + b)
            // Colours sampled just inside the wedge, so a wedge next to a hard edge keeps its side's colour.
            let ca = g.color(atAngle: a0 + min(1e-6, (b - a) / 4)), cb = g.color(atAngle: a1 - min(1e-6, (b - a) / 4))
            let k = 4.0 / 3 * tan((a1 - a0) / 4)
            let p0 = (g.center.x + r * cos(a0), g.center.y + r * sin(a0))
            let p1 = (g.center.x + r * cos(a1), g.center.y + r * sin(a1))
            cairo_mesh_pattern_begin_patch(mesh)
            cairo_mesh_pattern_move_to(mesh, g.center.x, g.center.y)
            cairo_mesh_pattern_line_to(mesh, p0.0, p0.1)
            cairo_mesh_pattern_curve_to(
                mesh, p0.0 - k * r * sin(a0), p0.1 + k * r * cos(a0), p1.0 + k * r * sin(a1), p1.1 - k * r * cos(a1), p1.0, p1.1)
            cairo_mesh_pattern_line_to(mesh, g.center.x, g.center.y)
            for (corner, c) in [(0, ca), (1, ca), (2, cb), (3, cb)] {
                cairo_mesh_pattern_set_corner_color_rgba(mesh, UInt32(corner), c.red, c.green, c.blue, c.alpha)
            }
            cairo_mesh_pattern_end_patch(mesh)
        }
        return mesh
    }
}
