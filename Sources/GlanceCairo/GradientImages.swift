import CCairo
import GlanceGraphics

/// Linear and radial gradients as Glance draws them: painted over the whole canvas, in spans
/// that begin at its left edge, and composited from those pixels. The fast path `gradients`
/// keeps the pixels by paint, placement and canvas size, so a gradient drawn again (a gauge's
/// tint, entry after entry) is not painted again (docs/bench.md, "Fifteenth round").
///
/// Pixman works such a gradient out along each span from where the span begins, stepping in
/// fixed point, so a pixel may come out a step apart in two drawings whose spans begin
/// elsewhere. Painting the whole canvas first, kept or for the once, gives every drawing the
/// same pixels: plain and fast alike, whatever was drawn before (`FrameIndependenceTests`,
/// `GradientImagesTests`), at most 2 of 255 a channel from cairo filling with the gradient
/// itself. In a pushed group (an opacity layer), whose surface is not the canvas, and for an
/// angular gradient (a mesh, drawn by patches), cairo draws the gradient itself.
final class GradientImages {
    /// What fixes a gradient's pixels: the paint, the matrix from its points to the canvas's
    /// pixels, and the canvas's size.
    struct Key: Hashable {
        let paint: Paint
        let xx: Double, yx: Double, xy: Double, yy: Double, x0: Double, y0: Double
        let width: Int, height: Int
    }

    /// Gradients' pixels over a canvas, as cairo image surfaces.
    private let cache = MaskCache<Key, OwnedSurface>(capacity: 16, byteLimit: 2 << 20, staleAfter: 256)

    /// Gradient images kept.
    var count: Int { cache.count }

    /// Sets `paint` as `cr`'s source from its pixels over the canvas and returns true, or
    /// returns false having set nothing when cairo is to draw it itself (not a linear or radial
    /// gradient, or not drawn on the canvas). With `keeping`, the pixels are kept the second
    /// time the gradient is met and taken from there after; else painted now.
    func setSource(_ paint: Paint, _ cr: OpaquePointer, keeping: Bool) -> Bool {
        switch paint {
        case .linearGradient, .radialGradient: break
        case .color, .angularGradient: return false
        }
        guard let canvas = CanvasTarget.size(of: cr) else { return false }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let key = Key(paint: paint, xx: m.xx, yx: m.yx, xy: m.xy, yy: m.yy, x0: m.x0, y0: m.y0, width: canvas.width, height: canvas.height)
        let image: OwnedSurface
        if keeping, let kept = cache.mask(for: key) {
            image = kept
        } else {
            guard let made = Self.paint(CairoRasterizer.pattern(paint), m, width: key.width, height: key.height) else { return false }
            if keeping, cache.admits(key) { cache.keep(made, bytes: key.width * key.height * 4, for: key) }
            image = made
        }
        // Pattern space is the canvas's pixels: the pixels land where they were painted.
        let source = cairo_pattern_create_for_surface(image.surface)!
        defer { cairo_pattern_destroy(source) }
        cairo_pattern_set_matrix(source, &m)
        cairo_set_source(cr, source)
        return true
    }

    /// `pattern` (which this frees) painted over a canvas of `width × height` pixels through `m`.
    private static func paint(_ pattern: OpaquePointer, _ m: cairo_matrix_t, width: Int, height: Int) -> OwnedSurface? {
        defer { cairo_pattern_destroy(pattern) }
        return OwnedSurface.image(CAIRO_FORMAT_ARGB32, width: width, height: height, matrix: m) { cr in
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            cairo_set_source(cr, pattern)
            cairo_paint(cr)
        }
    }
}
