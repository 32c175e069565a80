import CCairo
import Foundation
import GlanceGraphics

extension CairoReferenceScene {
    /// A corner complication as a watch draws it, in the square canvas around the display
    /// corner: an arc gauge (dim track, value arc) just inside the display edge, centred on the
    /// corner's diagonal; its end labels set along the same circle past each end of the arc, each
    /// glyph placed and rotated on its own; the value in the content circle at the centre.
    func drawCorner(_ entry: ReferenceEntry, corner: Corner, _ cr: OpaquePointer) {
        let side = geometry.cornerCanvas
        let center = Point(x: side / 2, y: side / 2)
        let radius = side / 2 - 2 - 3  // just inside the display edge
        let half = Corner.gaugeHalfSweep
        // Angles in reading order: the left end first.
        let (from, to) =
            corner.readsClockwise ? (corner.diagonal - half, corner.diagonal + half) : (corner.diagonal + half, corner.diagonal - half)
        func arc(_ a: Double, _ b: Double) {
            cairo_new_path(cr)
            if b >= a { cairo_arc(cr, center.x, center.y, radius, a, b) } else { cairo_arc_negative(cr, center.x, center.y, radius, a, b) }
        }
        cairo_set_line_width(cr, ReferenceStyle.cornerLineWidth)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        setColor(ReferenceStyle.accent, opacity: ReferenceStyle.trackOpacity, cr)
        arc(from, to)
        cairo_stroke(cr)
        setColor(ReferenceStyle.accent, cr)
        arc(from, from + (to - from) * entry.cornerValue)
        cairo_stroke(cr)

        setColor(.white, cr)
        for (text, end, beyond) in [(entry.cornerMinimum, from, -1.0), (entry.cornerMaximum, to, 1.0)] {
            let line = fonts.shape(text, ReferenceStyle.cornerEnds)
            let cap = line.metrics.capHeight
            let direction = (to > from ? 1.0 : -1.0) * beyond
            let middle = end + direction * (line.width / radius / 2 + 4 / radius)
            showCurved(line, center: center, radius: radius - cap / 2, angle: middle, clockwise: corner.readsClockwise, cr)
        }
        showCentered(entry.cornerText, ReferenceStyle.cornerText, at: center, cr)
    }

    /// Sets `line` along a circle about `center`, centred on `angle`: one glyph at a time, each
    /// turned to the tangent. Clockwise text has its baseline on `radius` and stands outward;
    /// anticlockwise text has its cap line there and stands inward, so both read upright.
    private func showCurved(
        _ line: ReferenceFonts.Line, center: Point, radius: Double, angle: Double, clockwise: Bool, _ cr: OpaquePointer
    ) {
        let baseline = clockwise ? radius : radius + line.metrics.capHeight
        let direction = clockwise ? 1.0 : -1.0
        let start = angle - direction * line.width / 2 / baseline
        cairo_set_font_face(cr, line.face.cairoFace)
        cairo_set_font_size(cr, line.size)
        for (i, glyph) in line.glyphs.enumerated() {
            let advance = line.advances[i]
            let middle = start + direction * (glyph.x + advance / 2) / baseline
            cairo_save(cr)
            cairo_translate(cr, center.x + baseline * cos(middle), center.y + baseline * sin(middle))
            cairo_rotate(cr, middle + direction * .pi / 2)
            var one = cairo_glyph_t(index: glyph.index, x: -advance / 2, y: glyph.y)
            cairo_show_glyphs(cr, &one, 1)
            cairo_restore(cr)
        }
    }
}
