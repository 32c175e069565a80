import CCairo
import GlanceGraphics

extension CairoRasterizer {
    /// A glyph's coverage (by address: no reference counted) and the device pixel its top-left
    /// corner lands on: a kept mask's blocks, or the rows of a bitmap drawn for once.
    struct PlacedGlyph {
        var list: UnsafeMutablePointer<BlockList>
        var x: Int, y: Int
        /// Whether the pixels under its blocks hold no ink of the glyphs placed before it.
        var apart = false

        /// The glyph with its rounded pen position at (`x`, `y`).
        init(_ list: UnsafeMutablePointer<BlockList>, penX x: Int, y: Int) {
            (self.list, self.x, self.y) = (list, x &+ list.pointee.dx, y &+ list.pointee.dy)
        }

        /// The box of its coverage.
        var box: PixelBox { PixelBox(x0: x, y0: y, x1: x &+ list.pointee.width, y1: y &+ list.pointee.height) }
        /// The pixels its blocks cover, eight to a block.
        var span: PixelBox { PixelBox(x0: x, y0: y, x1: x &+ (list.pointee.width &+ 7) & ~7, y1: y &+ list.pointee.height) }
    }

    /// Composites `run` in `color` glyph by glyph from `glyphMasks`, giving the pixels
    /// `cairo_show_glyphs` gives, without cairo's work per glyph; false, with nothing drawn,
    /// where that cannot be promised and cairo must draw the run:
    /// - the text is drawn into a group, through a clip that is not a box, or with an operator
    ///   other than OVER;
    /// - the face has colour glyphs, or a glyph has no mask: upright glyphs come from
    ///   `GlyphMasks`, which takes a mask the second time a glyph is met; turned, skewed or
    ///   mirrored ones from `TurnedGlyphs`, which makes one every time it has none;
    /// - two glyphs ink a pixel both. cairo then may add their coverage up in one mask before
    ///   compositing (docs/bench.md, "Fourth round"); where no pixel is shared, adding up and
    ///   compositing one by one give the same pixels.
    ///
    /// The glyphs are placed first (all must be found, and no two may share ink, before a
    /// pixel changes), in a buffer on the stack, then composited.
    func compositeGlyphs(_ run: TextRun, _ color: Color, _ m: cairo_matrix_t, _ cr: OpaquePointer) throws -> Bool {
        guard m.xx.isFinite, m.yx.isFinite, m.xy.isFinite, m.yy.isFinite, let target = DirectTarget(cr, clip: clip) else { return false }
        let upright = m.xy == 0 && m.yx == 0 && m.xx > 0 && m.yy > 0
        let font = upright ? try glyphMasks.font(run.font, size: run.size, scaleX: m.xx, scaleY: m.yy) : nil
        guard try !(font?.hasColor ?? glyphMasks.hasColor(run.font)) else { return false }
        // Upright glyphs are looked up in the font's table, with no reference held a glyph.
        let table = font?.table
        let changed: PixelBox?? = run.glyphs.withUnsafeBufferPointer { glyphs in
            withUnsafeTemporaryAllocation(of: PlacedGlyph.self, capacity: glyphs.count) { placed in
                var count = 0
                // The boxes of the glyphs placed so far, inked and spanned by their blocks, kept
                // inside out (x0 > x1) while there are none, so a union is a min and a max and no
                // box meets them: kept in registers, not compared through `PixelBox`'s emptiness.
                var before = Bounds(), spans = Bounds()
                // A glyph met for the first time leaves the run to cairo, after every glyph of it
                // is met. From then on a glyph is only marked met: one that comes again in the
                // same run (the second "e" of a line at a size never drawn before) is not made a
                // mask for a run cairo draws; the run's next drawing makes it one.
                var firstMet = false
                for glyph in glyphs {
                    var placing: PlacedGlyph
                    if let table {
                        if firstMet {
                            font.unsafelyUnwrapped.markMet(glyph.id)
                            continue
                        }
                        switch GlyphMasks.Font.kept(glyph.id, in: table) ?? font.unsafelyUnwrapped.met(glyph.id) {
                        case .mask(let list):
                            guard let pen = Self.pen(run.origin, glyph.position, m) else { return nil }
                            placing = PlacedGlyph(list, penX: pen.x, y: pen.y)
                        case .nothing: continue
                        case .seen:
                            firstMet = true
                            continue
                        case .unusable: return nil
                        }
                    } else {
                        guard let key = turnedGlyphs.key(run.font, size: run.size, m, glyph: glyph.id) else { return nil }
                        switch turnedGlyphs.entry(key) {
                        case .mask(let mask):
                            turnedHeld.append(mask)
                            guard let pen = Self.pen(run.origin, glyph.position, m) else { return nil }
                            placing = PlacedGlyph(mask.list, penX: pen.x, y: pen.y)
                        case .once(let bitmap):
                            turnedHeld.append(bitmap)
                            guard let pen = Self.pen(run.origin, glyph.position, m) else { return nil }
                            placing = PlacedGlyph(bitmap.list, penX: pen.x, y: pen.y)
                        case .nothing: continue
                        case .unusable: return nil
                        }
                    }
                    let (box, span) = (placing.box, placing.span)
                    if before.meets(box), Self.sharesInk(placing, box, UnsafeBufferPointer(rebasing: placed[..<count])) { return nil }
                    // Past a glyph's ink its blocks hold no coverage and leave pixels as they are.
                    placing.apart = !before.meets(span)
                    before.add(box)
                    spans.add(span)
                    placed[count] = placing
                    count += 1
                }
                guard !firstMet else { return nil }
                guard count > 0 else { return .some(nil) }
                let over = solidOver(SolidOver.pixel(color))
                let spanned = spans.box
                // Nothing drawn yet where the run goes: glyphs apart from the others store their pixels.
                let fresh = inkIsClear(spanned)
                let (stride, bounds) = (target.stride, target.bounds)
                return .some(target.composite { pixels in
                    // Every glyph within bounds (the usual case): each is composited whole, with
                    // no edge to cut, and the pixels the blocks span are the most that changed.
                    if spanned.intersection(bounds) == spanned {
                        for glyph in placed[..<count] {
                            over.compositeWhole(glyph.list, at: pixels + (glyph.y &* stride &+ glyph.x), stride: stride, fresh: fresh && glyph.apart)
                        }
                        return spanned
                    }
                    var changed = PixelBox.empty
                    for glyph in placed[..<count] {
                        if let box = over.composite(glyph.list, atX: glyph.x, y: glyph.y, into: pixels, stride: stride, bounds: bounds, fresh: fresh && glyph.apart) {
                            changed = changed.union(box)
                        }
                    }
                    return changed
                })
            }
        }
        // The font's masks (its table points into them) live until the run is drawn.
        withExtendedLifetime(font) {}
        if !turnedHeld.isEmpty { turnedHeld.removeAll(keepingCapacity: true) }
        guard let changed else { return false }
        compositedRuns += 1
        markInk(changed)
        return true
    }

    /// The box around the glyphs of a run placed so far: inside out (`x0 > x1`) while none is,
    /// so that adding a box is a min and a max and no box meets it.
    struct Bounds {
        var x0 = Int.max, y0 = Int.max, x1 = Int.min, y1 = Int.min

        /// Whether `box` overlaps the box (never while it holds nothing).
        @inline(__always)
        func meets(_ box: PixelBox) -> Bool { box.x0 < x1 && x0 < box.x1 && box.y0 < y1 && y0 < box.y1 }

        @inline(__always)
        mutating func add(_ box: PixelBox) {
            (x0, y0, x1, y1) = (min(x0, box.x0), min(y0, box.y0), max(x1, box.x1), max(y1, box.y1))
        }

        /// As a pixel box: empty while it holds nothing.
        var box: PixelBox { x0 > x1 ? .empty : PixelBox(x0: x0, y0: y0, x1: x1, y1: y1) }
    }

    /// Whether a pixel of `glyph` (at `box`) has ink where a glyph placed before it has.
    private static func sharesInk(_ glyph: PlacedGlyph, _ box: PixelBox, _ placed: UnsafeBufferPointer<PlacedGlyph>) -> Bool {
        for other in placed {
            let otherBox = other.box
            guard otherBox.intersects(box) else { continue }
            let shared = otherBox.intersection(box)
            let (rows, otherRows) = (glyph.list.pointee.rows!, other.list.pointee.rows!)
            let (rowStride, otherStride) = (glyph.list.pointee.rowStride, other.list.pointee.rowStride)
            for y in shared.y0..<shared.y1 {
                let row = rows + ((y - box.y0) * rowStride + shared.x0 - box.x0)
                let otherRow = otherRows + ((y - otherBox.y0) * otherStride + shared.x0 - otherBox.x0)
                for x in 0..<(shared.x1 - shared.x0) where row[x] != 0 && otherRow[x] != 0 { return true }
            }
        }
        return false
    }

    /// The device pixel a glyph at `position` from `origin` is drawn at: as cairo maps it
    /// (x·xx + y·xy, then + x0) and rounds it; nil absurdly far off.
    @inline(__always)
    static func pen(_ origin: Point, _ position: Point, _ m: cairo_matrix_t) -> (x: Int, y: Int)? {
        let (gx, gy) = (origin.x + position.x, origin.y + position.y)
        let x = m.xx * gx + m.xy * gy + m.x0, y = m.yx * gx + m.yy * gy + m.y0
        guard x.magnitude < 1e6, y.magnitude < 1e6 else { return nil }
        return (cairoRound(x), cairoRound(y))
    }

    /// `d` rounded to the nearest whole number, halves up, as `_cairo_lround` rounds (for
    /// |`d`| under 2⁵², without a call to `floor`).
    @inline(__always)
    static func cairoRound(_ d: Double) -> Int {
        let whole = Int(d)  // toward zero
        let floor = d < Double(whole) ? whole - 1 : whole
        return floor + (d - Double(floor) >= 0.5 ? 1 : 0)
    }
}
