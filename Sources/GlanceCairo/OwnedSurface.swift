import CCairo

/// A cairo surface destroyed with its owner: an image kept in a `MaskCache` (`GradientImages`,
/// `ClippedStrokes`) or made for one drawing.
final class OwnedSurface {
    let surface: OpaquePointer

    init(surface: OpaquePointer) { self.surface = surface }
    deinit { cairo_surface_destroy(surface) }

    /// A new `width × height` image in `format`, cleared, with `draw` run on a context whose
    /// matrix is `m`; nil when cairo cannot make it.
    static func image(
        _ format: cairo_format_t, width: Int, height: Int, matrix m: cairo_matrix_t, _ draw: (OpaquePointer) -> Void
    ) -> OwnedSurface? {
        let surface = cairo_image_surface_create(format, Int32(width), Int32(height))!
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        let image = OwnedSurface(surface: surface)
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        var m = m
        cairo_set_matrix(cr, &m)
        draw(cr)
        cairo_surface_flush(surface)
        return image
    }
}
