import CCairo

/// A coverage mask (an A8 surface) with its covered blocks, and where its top-left pixel goes,
/// relative to the place it was made for.
struct CoverageMask {
    var surface: OpaquePointer
    var blocks: CoverageBlocks
    var x: Int, y: Int

    /// `surface` (an A8 image) with its blocks worked out.
    init(surface: OpaquePointer, x: Int, y: Int) {
        cairo_surface_flush(surface)
        self.surface = surface
        blocks = CoverageBlocks(
            cairo_image_surface_get_data(surface).map { UnsafePointer($0) }, width: Int(cairo_image_surface_get_width(surface)),
            height: Int(cairo_image_surface_get_height(surface)), stride: Int(cairo_image_surface_get_stride(surface)))
        (self.x, self.y) = (x, y)
    }
}
