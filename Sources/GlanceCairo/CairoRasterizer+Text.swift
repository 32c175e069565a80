import CCairo
import Foundation
import GlanceGraphics

/// A text run's coverage mask: the glyphs, their font and size, the transform's scale (masks
/// are made for axis-aligned runs only) and where the run's origin falls within its device pixel (glyphs land on whole pixels from
/// there, so runs that differ only by whole pixels share a mask).
struct TextMaskKey: Hashable {
    let font: FontFaceID
    let size: Double
    let glyphs: [PositionedGlyph]
    let xx: Double, yy: Double
    let fx: Double, fy: Double
    /// Worked out once: a new run's key is looked up, then weighed for keeping, then kept.
    private let hash: Int

    /// Hashes the glyph ids, not their positions: runs with the same glyphs at the same size
    /// almost always sit alike, and equality still compares everything.
    init(font: FontFaceID, size: Double, glyphs: [PositionedGlyph], xx: Double, yy: Double, fx: Double, fy: Double) {
        (self.font, self.size, self.glyphs, self.xx, self.yy, self.fx, self.fy) = (font, size, glyphs, xx, yy, fx, fy)
        var hasher = Hasher()
        hasher.combine(font)
        hasher.combine(size)
        hasher.combine(glyphs.count)
        for glyph in glyphs { hasher.combine(glyph.id) }
        hasher.combine(fx)
        hasher.combine(fy)
        hash = hasher.finalize()
    }

    static func == (a: TextMaskKey, b: TextMaskKey) -> Bool {
        a.hash == b.hash && a.size == b.size && a.fx == b.fx && a.fy == b.fy && a.xx == b.xx && a.yy == b.yy
            && a.glyphs == b.glyphs && a.font == b.font
    }

    func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}

extension CairoRasterizer {
    /// Draws `run` through a mask of its glyphs, kept (the second time it is drawn) for the next
    /// time the same run is drawn at the same sub-pixel offset and size: one composite instead
    /// of one per glyph. The glyphs are
    /// drawn into the mask by cairo itself, with the canvas's font options, so they are the
    /// same pixels a direct draw makes.
    func drawText(_ run: TextRun, _ cr: OpaquePointer) throws {
        guard !run.glyphs.isEmpty else { return }
        // The face is needed only to draw glyphs: a kept mask was drawn from it already.
        func face() throws -> OpaquePointer { try CairoFontFaces.shared.face(for: run.font) }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let dx = m.xx * run.origin.x + m.xy * run.origin.y + m.x0, dy = m.yx * run.origin.x + m.yy * run.origin.y + m.y0
        let (px, py) = (dx.rounded(.down), dy.rounded(.down))
        guard px.magnitude < 1e6, py.magnitude < 1e6 else { return }
        // Turned text (a corner's curved label) is left to cairo, which places turned glyphs its own way.
        guard m.xy == 0, m.yx == 0, m.xx > 0, m.yy > 0 else {
            return drawGlyphs(run, face: try face(), cr)
        }
        let key = TextMaskKey(
            font: run.font, size: run.size, glyphs: run.glyphs, xx: m.xx, yy: m.yy, fx: dx - px, fy: dy - py)
        // Always through a mask, kept or not, so that a run's pixels do not depend on what the
        // cache holds (cairo's direct draw differs by a level or two where glyphs overlap).
        if let kept = textMasks.mask(for: key) {
            return paint(kept, atX: Int(px) + kept.x, y: Int(py) + kept.y, run.paint, cr)
        }
        guard let (surface, x, y) = makeTextMask(key, face: try face(), cr) else { return drawGlyphs(run, face: try face(), cr) }
        paintNew(surface, x: x, y: y, from: (Int(px), Int(py)), key: key, in: textMasks, run.paint, cr)
    }

    /// The run drawn glyph by glyph by cairo.
    private func drawGlyphs(_ run: TextRun, face: OpaquePointer, _ cr: OpaquePointer) {
        cairo_set_font_face(cr, face)
        cairo_set_font_size(cr, run.size)
        let glyphs = run.glyphs.map { cairo_glyph_t(index: UInt($0.id), x: run.origin.x + $0.position.x, y: run.origin.y + $0.position.y) }
        withSource(run.paint, cr) {
            glyphs.withUnsafeBufferPointer { cairo_show_glyphs(cr, $0.baseAddress, Int32($0.count)) }
        }
    }

    /// The run's glyphs drawn into an A8 surface as large as their ink, with the origin at
    /// (`fx`, `fy`) within pixel (0, 0) of the place the mask's offset is counted from.
    private func makeTextMask(_ key: TextMaskKey, face: OpaquePointer, _ cr: OpaquePointer) -> (surface: OpaquePointer, x: Int, y: Int)? {
        let glyphs = key.glyphs.map { cairo_glyph_t(index: UInt($0.id), x: $0.position.x, y: $0.position.y) }
        cairo_set_font_face(cr, face)
        cairo_set_font_size(cr, key.size)
        var ink = cairo_text_extents_t()
        glyphs.withUnsafeBufferPointer { cairo_glyph_extents(cr, $0.baseAddress, Int32($0.count), &ink) }
        guard ink.width > 0, ink.height > 0 else { return nil }
        // The ink box's corners in device pixels from the origin, a pixel of margin around.
        // The scale is positive (axis-aligned runs only), so the box's first corner stays least.
        let x0 = key.xx * ink.x_bearing + key.fx, x1 = key.xx * (ink.x_bearing + ink.width) + key.fx
        let y0 = key.yy * ink.y_bearing + key.fy, y1 = key.yy * (ink.y_bearing + ink.height) + key.fy
        let left = Int(min(x0, x1).rounded(.down)) - 1, top = Int(min(y0, y1).rounded(.down)) - 1
        let right = Int(max(x0, x1).rounded(.up)) + 1, bottom = Int(max(y0, y1).rounded(.up)) + 1
        guard right - left < 8192, bottom - top < 8192, let surface = CairoSurface.makeA8(width: right - left, height: bottom - top)?.surface
        else { return nil }
        guard let mcr = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        defer { cairo_destroy(mcr) }
        cairo_set_font_options(mcr, fontOptions)
        var matrix = cairo_matrix_t()
        cairo_matrix_init(&matrix, key.xx, 0, 0, key.yy, key.fx - Double(left), key.fy - Double(top))
        cairo_set_matrix(mcr, &matrix)
        cairo_set_font_face(mcr, face)
        cairo_set_font_size(mcr, key.size)
        glyphs.withUnsafeBufferPointer { cairo_show_glyphs(mcr, $0.baseAddress, Int32($0.count)) }
        cairo_surface_flush(surface)
        return (surface, left, top)
    }
}
