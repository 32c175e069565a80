import CCairo

/// Whether a context draws straight onto the canvas: onto an image surface that is not a
/// pushed group's, with no device offset. Drawings composited from images laid over the whole
/// canvas (`GradientImages`, `ClippedStrokes`) are made only there.
enum CanvasTarget {
    /// The canvas's size in pixels when `cr` draws straight onto it, else nil.
    static func size(of cr: OpaquePointer) -> (width: Int, height: Int)? {
        let target = cairo_get_group_target(cr)!
        guard target == cairo_get_target(cr), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE else { return nil }
        var (dx, dy) = (0.0, 0.0)
        cairo_surface_get_device_offset(target, &dx, &dy)
        guard dx == 0, dy == 0 else { return nil }
        return (Int(cairo_image_surface_get_width(target)), Int(cairo_image_surface_get_height(target)))
    }
}
