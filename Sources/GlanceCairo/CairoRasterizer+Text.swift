import CCairo
import GlanceGraphics

extension CairoRasterizer {
    /// Draws `run` as a C program calling `cairo_show_glyphs` would, every time: a run's pixels
    /// never depend on what the rasterizer drew before. (The fast path composites a run in one
    /// colour glyph by glyph from masks taken from cairo, `compositeGlyphs`.)
    func drawText(_ run: TextRun, _ cr: OpaquePointer) throws {
        guard !run.glyphs.isEmpty else { return }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        guard Self.isOnCanvasScale(run, m) else { return }
        // Emoji are colour images, not coverage to tint.
        if try glyphMasks.hasColor(run.font) {
            try drawColorGlyphs(run, cr)
            return
        }
        cairo_set_font_face(cr, try CairoFontFaces.shared.face(for: run.font))
        cairo_set_font_size(cr, run.size)
        let glyphs = run.glyphs.map { cairo_glyph_t(index: UInt($0.id), x: run.origin.x + $0.position.x, y: run.origin.y + $0.position.y) }
        withSource(run.paint, cr) {
            glyphs.withUnsafeBufferPointer { cairo_show_glyphs(cr, $0.baseAddress, Int32($0.count)) }
        }
        markInkUnderClip()
    }

    /// Whether `run` lands within a million pixels of the canvas under `m`: one placed absurdly
    /// far off (a widget's offset gone wild) is nowhere to be seen.
    static func isOnCanvasScale(_ run: TextRun, _ m: cairo_matrix_t) -> Bool {
        let dx = m.xx * run.origin.x + m.xy * run.origin.y + m.x0, dy = m.yx * run.origin.x + m.yy * run.origin.y + m.y0
        return dx.magnitude < 1e6 && dy.magnitude < 1e6
    }
}
