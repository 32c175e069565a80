import CCairo
import Foundation
import GlanceGraphics

/// Paths, stroke styles and paints handed to cairo.
extension CairoRasterizer {
    /// `path` as cairo's current path (quadratic curves raised to cubics).
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

    /// `style`'s width, caps, joins, miter limit and dashes as cairo's.
    func apply(_ style: StrokeStyle, _ cr: OpaquePointer) {
        cairo_set_line_width(cr, style.lineWidth)
        cairo_set_line_cap(
            cr, [.butt: CAIRO_LINE_CAP_BUTT, .round: CAIRO_LINE_CAP_ROUND, .square: CAIRO_LINE_CAP_SQUARE][style.lineCap]!)
        cairo_set_line_join(
            cr, [.miter: CAIRO_LINE_JOIN_MITER, .round: CAIRO_LINE_JOIN_ROUND, .bevel: CAIRO_LINE_JOIN_BEVEL][style.lineJoin]!)
        cairo_set_miter_limit(cr, style.miterLimit)
        style.dash.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), style.dashPhase) }
    }

    /// `body` run with `paint` as cairo's source: a colour, a linear or radial gradient's
    /// pixels painted over the canvas (`GradientImages`), or a gradient's pattern, freed after.
    func withSource(_ paint: Paint, _ cr: OpaquePointer, _ body: () -> Void) {
        if case .color(let c) = paint {
            cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
            body()
            return
        }
        if gradientImages.setSource(paint, cr, keeping: false) {
            body()
            return
        }
        let pattern = Self.pattern(paint)
        defer { cairo_pattern_destroy(pattern) }
        cairo_set_source(cr, pattern)
        body()
    }

    /// `paint` as a cairo pattern, for the caller to free.
    static func pattern(_ paint: Paint) -> OpaquePointer {
        switch paint {
        case .color(let c):
            return cairo_pattern_create_rgba(c.red, c.green, c.blue, c.alpha)!
        case .linearGradient(let g):
            let pattern = cairo_pattern_create_linear(g.start.x, g.start.y, g.end.x, g.end.y)!
            addStops(g.stops, pattern)
            return pattern
        case .radialGradient(let g):
            let pattern = cairo_pattern_create_radial(g.center.x, g.center.y, g.startRadius, g.center.x, g.center.y, g.endRadius)!
            addStops(g.stops, pattern)
            return pattern
        case .angularGradient(let g):
            return conicPattern(g)
        }
    }

    /// A gradient's stops on `pattern`.
    static func addStops(_ stops: [GradientStop], _ pattern: OpaquePointer) {
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
