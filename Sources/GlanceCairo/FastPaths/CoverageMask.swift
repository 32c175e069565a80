import CCairo

/// A coverage mask kept for drawing again: its covered blocks, and where its top-left pixel
/// goes, relative to the place it was made for. The A8 surface it was made from is dropped
/// (the blocks hold every pixel with coverage, often a quarter of its bytes or less) and made
/// again from the blocks only when cairo must paint through it (a gradient, a group).
final class CoverageMask {
    let blocks: CoverageBlocks
    let x: Int, y: Int
    /// The A8 surface made again from the blocks, once asked for.
    private var remade: OpaquePointer?

    /// The mask of `surface` (an A8 image, which this destroys), with its blocks worked out.
    init(surface: OpaquePointer, x: Int, y: Int) {
        cairo_surface_flush(surface)
        blocks = CoverageBlocks(
            cairo_image_surface_get_data(surface).map { UnsafePointer($0) }, width: Int(cairo_image_surface_get_width(surface)),
            height: Int(cairo_image_surface_get_height(surface)), stride: Int(cairo_image_surface_get_stride(surface)))
        cairo_surface_destroy(surface)
        (self.x, self.y) = (x, y)
    }

    deinit {
        if let remade { cairo_surface_destroy(remade) }
    }

    /// Memory the mask holds once tinted; a surface made again later is not counted.
    var bytes: Int { blocks.bytes }

    /// The mask as an A8 surface, the same pixels it was made from; nil when cairo could not
    /// make one. Kept for the next time.
    func surface() -> OpaquePointer? {
        if let remade { return remade }
        guard let made = CairoSurface.makeA8(width: blocks.width, height: blocks.height) else { return nil }
        blocks.render(into: made.data, stride: Int(cairo_image_surface_get_stride(made.surface)))
        cairo_surface_mark_dirty(made.surface)
        remade = made.surface
        return made.surface
    }
}
