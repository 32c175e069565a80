import CCairo
import GlanceGraphics

/// Gradients painted once over a whole canvas, by paint, placement and canvas size, so a
/// gradient drawn again (a gauge's tint, entry after entry) is composited from its pixels
/// instead of being worked out again for every span (docs/bench.md, "Fifteenth round").
///
/// Pixman works a linear or radial gradient out along each span from where the span begins,
/// stepping in fixed point, so the same pixel may come out a step apart in two drawings that
/// begin their spans elsewhere. A kept gradient's pixels are those of spans that begin at the
/// canvas's left edge: they may differ from a plain drawing's by that step (at most 2 of 255
/// a channel, `GradientImagesTests`), never more. A mesh (an angular gradient) is drawn by
/// patches, not spans, and comes out the same.
final class GradientImages {
    /// What fixes a gradient's pixels: the paint, the matrix from its points to the canvas's
    /// pixels, and the canvas's size.
    struct Key: Hashable {
        let paint: Paint
        let matrix: [Double]
        let width: Int, height: Int
    }

    /// A gradient's pixels over a canvas, as a cairo image surface.
    final class Image {
        let surface: OpaquePointer

        init(surface: OpaquePointer) { self.surface = surface }
        deinit { cairo_surface_destroy(surface) }
    }

    private let cache = MaskCache<Key, Image>(capacity: 16, byteLimit: 2 << 20, staleAfter: 256)

    /// Gradient images kept.
    var count: Int { cache.count }

    /// Sets `paint` (a gradient) as `cr`'s source from its kept pixels and returns true, or
    /// returns false having set nothing: when the context draws into a pushed group, or the
    /// gradient was not met before (it is kept the second time).
    func setSource(_ paint: Paint, _ cr: OpaquePointer, pattern: () -> OpaquePointer) -> Bool {
        let target = cairo_get_group_target(cr)!
        guard target == cairo_get_target(cr), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE else { return false }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let key = Key(
            paint: paint, matrix: [m.xx, m.yx, m.xy, m.yy, m.x0, m.y0],
            width: Int(cairo_image_surface_get_width(target)), height: Int(cairo_image_surface_get_height(target)))
        let image: Image
        if let kept = cache.mask(for: key) {
            image = kept
        } else {
            guard cache.admits(key), let made = Self.paint(pattern(), m, width: key.width, height: key.height) else { return false }
            cache.keep(made, bytes: key.width * key.height * 4, for: key)
            image = made
        }
        // Pattern space is the canvas's pixels: the kept pixels land where they were painted.
        let source = cairo_pattern_create_for_surface(image.surface)!
        defer { cairo_pattern_destroy(source) }
        cairo_pattern_set_matrix(source, &m)
        cairo_set_source(cr, source)
        return true
    }

    /// `pattern` (which this frees) painted over a canvas of `width × height` pixels through `m`.
    private static func paint(_ pattern: OpaquePointer, _ m: cairo_matrix_t, width: Int, height: Int) -> Image? {
        defer { cairo_pattern_destroy(pattern) }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        let image = Image(surface: surface)
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        var m = m
        cairo_set_matrix(cr, &m)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source(cr, pattern)
        cairo_paint(cr)
        cairo_surface_flush(surface)
        return image
    }
}
