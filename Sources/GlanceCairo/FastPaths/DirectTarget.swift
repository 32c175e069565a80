import CCairo

/// The ARGB32 image a context draws straight into, flushed, and the box of it the clip lets
/// through: where Glance composites coverage itself (`SolidOver`) instead of through cairo.
struct DirectTarget {
    let surface: OpaquePointer
    let pixels: UnsafeMutablePointer<UInt8>
    /// Pixels a row.
    let stride: Int
    let height: Int
    let bounds: PixelBox

    /// The target of `cr` when drawing goes straight into an ARGB32 image with OVER under
    /// `clip`; nil when it goes into a group, with another operator, through a clip that is a
    /// shape, or into anything else.
    init?(_ cr: OpaquePointer, clip: DeviceClip) {
        guard cairo_get_operator(cr) == CAIRO_OPERATOR_OVER, let surface = cairo_get_target(cr), cairo_get_group_target(cr) == surface,
            cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32
        else { return nil }
        let (width, height) = (Int(cairo_image_surface_get_width(surface)), Int(cairo_image_surface_get_height(surface)))
        guard let bounds = clip.bounds(width: width, height: height) else { return nil }
        cairo_surface_flush(surface)
        guard let pixels = cairo_image_surface_get_data(surface) else { return nil }
        (self.surface, self.pixels, self.height, self.bounds) = (surface, pixels, height, bounds)
        stride = Int(cairo_image_surface_get_stride(surface)) / 4
    }

    /// Lets `body` change the pixels, one word each, and tells cairo which box it changed;
    /// returns that box.
    func composite(_ body: (UnsafeMutablePointer<UInt32>) -> PixelBox?) -> PixelBox? {
        let changed = pixels.withMemoryRebound(to: UInt32.self, capacity: stride * height, body)
        guard let changed, !changed.isEmpty else { return nil }
        cairo_surface_mark_dirty_rectangle(
            surface, Int32(changed.x0), Int32(changed.y0), Int32(changed.x1 - changed.x0), Int32(changed.y1 - changed.y0))
        return changed
    }
}
