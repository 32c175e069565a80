import CCairo
import Foundation
import GlanceGraphics

/// The benchmarks' reference: an accessoryCircular gauge (270° track, value arc, a "72°"
/// value and a label) drawn with plain cairo calls and cairo's own text, no Glance layers,
/// so Glance's render times can be reported as ratios to it in the same run.
public enum CairoReferenceScene {
    /// Draws the gauge at `value` (0…1) into a 50-point square at `scale` and returns the pixels.
    public static func circularGauge(value: Double, text: String, label: String, scale: Double = 2) -> Bitmap {
        let side = Int(50 * scale)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(side), Int32(side))!
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        cairo_scale(cr, scale, scale)
        cairo_set_source_rgb(cr, 0, 0, 0)
        cairo_paint(cr)
        cairo_set_line_width(cr, 5.5)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        cairo_set_source_rgba(cr, 1, 0.62, 0.04, 0.3)
        cairo_arc(cr, 25, 25, 22, 0.75 * .pi, 2.25 * .pi)
        cairo_stroke(cr)
        cairo_set_source_rgb(cr, 1, 0.62, 0.04)
        cairo_arc(cr, 25, 25, 22, 0.75 * .pi, (0.75 + 1.5 * value) * .pi)
        cairo_stroke(cr)
        cairo_select_font_face(cr, "Inter", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD)
        cairo_set_source_rgb(cr, 1, 1, 1)
        var extents = cairo_text_extents_t()
        cairo_set_font_size(cr, 14)
        cairo_text_extents(cr, text, &extents)
        cairo_move_to(cr, 25 - extents.width / 2 - extents.x_bearing, 29)
        cairo_show_text(cr, text)
        cairo_set_font_size(cr, 7)
        cairo_text_extents(cr, label, &extents)
        cairo_move_to(cr, 25 - extents.width / 2 - extents.x_bearing, 45)
        cairo_show_text(cr, label)
        return CairoSurface.bitmap(of: surface)
    }
}
