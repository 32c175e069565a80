import CCairo
import GlanceGraphics

extension CairoRasterizer {
    /// Draws `run` glyph by glyph with cairo, as a C program calling `cairo_show_glyphs` would,
    /// every time: a run's pixels never depend on what the rasterizer drew before.
    ///
    /// Runs used to go through coverage masks, kept for runs drawn again. A mask made by cairo
    /// differs from cairo's own drawing where glyphs overlap and where a glyph lands on half a
    /// pixel (658 of 14,730 runs, by up to 240 levels), so every run went through a mask, drawn
    /// and then composited: a new run cost about twice what cairo alone takes (docs/bench.md).
    ///
    /// `only` names the glyphs to draw, by index, when not all of them.
    func drawText(_ run: TextRun, _ cr: OpaquePointer, only: [Int]? = nil) throws {
        guard !run.glyphs.isEmpty else { return }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let dx = m.xx * run.origin.x + m.xy * run.origin.y + m.x0, dy = m.yx * run.origin.x + m.yy * run.origin.y + m.y0
        // A run placed absurdly far off (a widget's offset gone wild) is nowhere to be seen.
        guard dx.magnitude < 1e6, dy.magnitude < 1e6 else { return }
        cairo_set_font_face(cr, try CairoFontFaces.shared.face(for: run.font))
        cairo_set_font_size(cr, run.size)
        func placed(_ g: PositionedGlyph) -> cairo_glyph_t {
            cairo_glyph_t(index: UInt(g.id), x: run.origin.x + g.position.x, y: run.origin.y + g.position.y)
        }
        let glyphs = only.map { $0.map { placed(run.glyphs[$0]) } } ?? run.glyphs.map(placed)
        withSource(run.paint, cr) {
            glyphs.withUnsafeBufferPointer { cairo_show_glyphs(cr, $0.baseAddress, Int32($0.count)) }
        }
    }
}
