import CCairo
import GlanceGraphics

/// Strokes under a clip that is not a box of whole pixels (a gauge's track in its knockout,
/// anything in a circular's round clip), as Glance draws them: the stroke's coverage rendered
/// without the clip into an A8 image over the whole canvas, and the source composited through
/// it under the clip. The fast path `coverage` keeps the image by stroke, placement and canvas
/// size, so a stroke drawn again under a clip that moves (a gauge's track, entry after entry)
/// is not stroked again (docs/bench.md, "Sixteenth round").
///
/// Cairo stroking under a path clip intersects the stroke with the clip and rasterizes that,
/// which is most of the work. Its pixels differ from the coverage composited under the clip
/// where the clip's edge meets the stroke's (up to about a quarter of 255 there: an edge that
/// lies on the clip's is anti-aliased twice) and at a few pixels of the stroke's edge elsewhere
/// (up to a sixteenth: cairo samples coverage one way with a clip, another without). Glance
/// composites on the plain path too, so a stroke's pixels do not depend on whether its
/// coverage was kept (`ClippedStrokesTests`, `FrameIndependenceTests`). With an operator other
/// than `over`, or off the canvas (in a pushed group), cairo strokes under the clip. Fills,
/// cheaper for cairo to clip, are always filled by cairo.
final class ClippedStrokes {
    /// What fixes a stroke's coverage: its path and style, the matrix from its points to the
    /// canvas's pixels, how cairo flattens and anti-aliases it, and the canvas's size.
    struct Key: Hashable {
        let path: Path
        let style: StrokeStyle
        let xx: Double, yx: Double, xy: Double, yy: Double, x0: Double, y0: Double
        let tolerance: Double
        let antialias: UInt32
        let width: Int, height: Int
    }

    /// Strokes' coverage over a canvas, as cairo A8 image surfaces.
    private let cache = MaskCache<Key, OwnedSurface>(capacity: 16, byteLimit: 2 << 20, staleAfter: 256)

    /// Coverages kept.
    var count: Int { cache.count }

    /// Composites `cr`'s source through the coverage of `path` stroked in `style`, which
    /// `render` makes on the context it is given, and returns true; or returns false having
    /// drawn nothing when cairo is to stroke it itself. With `keeping`, the coverage is kept the
    /// second time the stroke is met and taken from there after.
    func draw(_ path: Path, _ style: StrokeStyle, _ cr: OpaquePointer, keeping: Bool, render: (OpaquePointer) -> Void) -> Bool {
        guard cairo_get_operator(cr) == CAIRO_OPERATOR_OVER, let canvas = CanvasTarget.size(of: cr) else { return false }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let key = Key(
            path: path, style: style, xx: m.xx, yx: m.yx, xy: m.xy, yy: m.yy, x0: m.x0, y0: m.y0, tolerance: cairo_get_tolerance(cr),
            antialias: cairo_get_antialias(cr).rawValue, width: canvas.width, height: canvas.height)
        let coverage: OwnedSurface
        if keeping, let kept = cache.mask(for: key) {
            coverage = kept
        } else {
            guard let made = Self.coverage(key, m, render) else { return false }
            if keeping, cache.admits(key) {
                cache.keep(made, bytes: Int(cairo_image_surface_get_stride(made.surface)) * key.height, for: key)
            }
            coverage = made
        }
        // The coverage lies on the canvas's pixels; the source keeps the space it was set in.
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_mask_surface(cr, coverage.surface, 0, 0)
        cairo_restore(cr)
        return true
    }

    /// The stroke `key` names, rendered by `render` through `m` into a new A8 image the canvas's size.
    private static func coverage(_ key: Key, _ m: cairo_matrix_t, _ render: (OpaquePointer) -> Void) -> OwnedSurface? {
        OwnedSurface.image(CAIRO_FORMAT_A8, width: key.width, height: key.height, matrix: m) { cr in
            cairo_set_tolerance(cr, key.tolerance)
            cairo_set_antialias(cr, cairo_antialias_t(rawValue: key.antialias))
            render(cr)
        }
    }
}
