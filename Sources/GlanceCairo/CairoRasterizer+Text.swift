import CCairo
import GlanceGraphics

extension CairoRasterizer {
    /// Draws `run` as a C program calling `cairo_show_glyphs` would, every time: a run's pixels
    /// never depend on what the rasterizer drew before. A run in one colour is composited glyph
    /// by glyph from masks taken from cairo (`compositeGlyphs`), the same pixels for less work.
    ///
    /// Runs used to go through coverage masks of the whole run, kept for runs drawn again. A
    /// mask made by cairo differs from cairo's own drawing where glyphs overlap and where a
    /// glyph lands on half a pixel (658 of 14,730 runs, by up to 240 levels), so every run went
    /// through a mask, drawn and then composited: a new run cost about twice what cairo alone
    /// takes (docs/bench.md).
    func drawText(_ run: TextRun, _ cr: OpaquePointer) throws {
        guard !run.glyphs.isEmpty else { return }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let dx = m.xx * run.origin.x + m.xy * run.origin.y + m.x0, dy = m.yx * run.origin.x + m.yy * run.origin.y + m.y0
        // A run placed absurdly far off (a widget's offset gone wild) is nowhere to be seen.
        guard dx.magnitude < 1e6, dy.magnitude < 1e6 else { return }
        // Emoji are colour images, not coverage to tint.
        if try glyphMasks.hasColor(run.font) {
            try drawColorGlyphs(run, cr)
            return
        }
        if compositesGlyphs, case .color(let color) = run.paint, try compositeGlyphs(run, color, m, cr) { return }
        cairo_set_font_face(cr, try CairoFontFaces.shared.face(for: run.font))
        cairo_set_font_size(cr, run.size)
        let glyphs = run.glyphs.map { cairo_glyph_t(index: UInt($0.id), x: run.origin.x + $0.position.x, y: run.origin.y + $0.position.y) }
        withSource(run.paint, cr) {
            glyphs.withUnsafeBufferPointer { cairo_show_glyphs(cr, $0.baseAddress, Int32($0.count)) }
        }
        markInkUnderClip()
    }
}
