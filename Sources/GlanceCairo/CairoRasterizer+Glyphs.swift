import CCairo
import GlanceGraphics

extension CairoRasterizer {
    /// A glyph's mask and the device pixel its top-left corner lands on.
    struct PlacedGlyph {
        var mask: GlyphMasks.Mask
        var box: PixelBox
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
    func compositeGlyphs(_ run: TextRun, _ color: Color, _ m: cairo_matrix_t, _ cr: OpaquePointer) throws -> Bool {
        guard m.xx.isFinite, m.yx.isFinite, m.xy.isFinite, m.yy.isFinite, let target = DirectTarget(cr, clip: clip) else { return false }
        let upright = m.xy == 0 && m.yx == 0 && m.xx > 0 && m.yy > 0
        let font = upright ? try glyphMasks.font(run.font, size: run.size, scaleX: m.xx, scaleY: m.yy) : nil
        guard try !(font?.hasColor ?? glyphMasks.hasColor(run.font)) else { return false }
        placedGlyphs.removeAll(keepingCapacity: true)
        var before = PixelBox.empty
        // A glyph met for the first time leaves the run to cairo, after every glyph of it is met.
        var firstMet = false
        for glyph in run.glyphs {
            let mask: GlyphMasks.Mask
            let entry: GlyphMasks.Entry
            if let font {
                entry = font.entry(glyph.id)
            } else {
                guard let key = turnedGlyphs.key(run.font, size: run.size, m, glyph: glyph.id) else { return false }
                entry = turnedGlyphs.entry(key)
            }
            switch entry {
            case .nothing: continue
            case .unmeasured, .seen:
                firstMet = true
                continue
            case .unusable: return false
            case .mask(let kept): mask = kept
            }
            if firstMet { continue }
            // As cairo maps a glyph to the device (x·xx + y·xy, then + x0) and rounds it.
            let (gx, gy) = (run.origin.x + glyph.position.x, run.origin.y + glyph.position.y)
            let x = m.xx * gx + m.xy * gy + m.x0, y = m.yx * gx + m.yy * gy + m.y0
            guard x.magnitude < 1e6, y.magnitude < 1e6 else { return false }
            let (px, py) = (Self.cairoRound(x) + mask.dx, Self.cairoRound(y) + mask.dy)
            let box = PixelBox(x0: px, y0: py, x1: px + mask.width, y1: py + mask.height)
            if box.intersects(before), sharesInk(box, mask) { return false }
            before = before.union(box)
            placedGlyphs.append(PlacedGlyph(mask: mask, box: box))
        }
        guard !firstMet else { return false }
        compositedRuns += 1
        let over = solidOver(SolidOver.pixel(color))
        let changed = target.composite { pixels in
            placedGlyphs.reduce(PixelBox.empty) { changed, glyph in
                let box = over.composite(glyph.mask.blocks, atX: glyph.box.x0, y: glyph.box.y0, into: pixels, stride: target.stride, bounds: target.bounds)
                return box.map(changed.union) ?? changed
            }
        }
        markInk(changed)
        return true
    }

    /// Whether a pixel of `mask` at `box` has ink where a glyph placed before it has.
    private func sharesInk(_ box: PixelBox, _ mask: GlyphMasks.Mask) -> Bool {
        for other in placedGlyphs where other.box.intersects(box) {
            let shared = other.box.intersection(box)
            for y in shared.y0..<shared.y1 {
                for x in shared.x0..<shared.x1
                where mask.coverage[(y - box.y0) * mask.width + x - box.x0] != 0
                    && other.mask.coverage[(y - other.box.y0) * other.mask.width + x - other.box.x0] != 0
                {
                    return true
                }
            }
        }
        return false
    }

    /// `d` rounded to the nearest whole number, halves up, as `_cairo_lround` rounds.
    static func cairoRound(_ d: Double) -> Int {
        let floor = d.rounded(.down)
        return Int(floor) + (d - floor >= 0.5 ? 1 : 0)
    }
}
