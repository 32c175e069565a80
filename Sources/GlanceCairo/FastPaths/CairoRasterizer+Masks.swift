import CCairo
import GlanceGraphics

extension CairoRasterizer {
    /// Paints `paint` through `mask` with the mask's top-left pixel at device pixel (`x`, `y`),
    /// the source set in the current user space. A solid colour drawn straight onto the
    /// canvas (no group in between, clipped to whole pixels if at all) is composited into its
    /// pixels, only where the mask has coverage; anything else goes through cairo.
    func paint(_ mask: CoverageMask, atX x: Int, y: Int, _ paint: Paint, _ cr: OpaquePointer) {
        if case .color(let color) = paint, composite(mask, atX: x, y: y, color, cr) { return }
        guard let surface = mask.surface() else { return }
        paintOnce(surface, atX: x, y: y, paint, cr)
    }

    /// Paints `paint` through a mask just made, the A8 `surface` (which this takes over) whose
    /// top-left pixel is (`x`, `y`): kept in `cache` under `key` and composited from its blocks
    /// when the cache admits it (the second time it is made), else composited as it is (a
    /// solid colour from its rows, anything else by cairo), without working out its blocks,
    /// and dropped. All give the same pixels.
    func paintNew<Key: Hashable>(
        _ surface: OpaquePointer, x: Int, y: Int, key: Key, in cache: MaskCache<Key, CoverageMask>, _ paint: Paint, _ cr: OpaquePointer
    ) {
        if cache.admits(key) {
            let mask = CoverageMask(surface: surface, x: x, y: y)
            cache.keep(mask, for: key)
            self.paint(mask, atX: x, y: y, paint, cr)
        } else {
            if case .color(let color) = paint, compositeOnce(surface, atX: x, y: y, color, cr) {
                cairo_surface_destroy(surface)
                return
            }
            paintOnce(surface, atX: x, y: y, paint, cr)
            cairo_surface_destroy(surface)
        }
    }

    /// `color` composited through the A8 `surface` (its top-left pixel at (`x`, `y`)) into the
    /// pixels of the context's own target, from its rows: what cairo's mask composite gives,
    /// for a mask used once; false when cairo must draw it (`DirectTarget`).
    private func compositeOnce(_ surface: OpaquePointer, atX x: Int, y: Int, _ color: Color, _ cr: OpaquePointer) -> Bool {
        cairo_surface_flush(surface)
        guard let target = DirectTarget(cr, clip: clip), let data = cairo_image_surface_get_data(surface) else { return false }
        let (width, height) = (Int(cairo_image_surface_get_width(surface)), Int(cairo_image_surface_get_height(surface)))
        let rowStride = Int(cairo_image_surface_get_stride(surface))
        let over = solidOver(SolidOver.pixel(color))
        let fresh = inkIsClear(PixelBox(x0: x, y0: y, x1: x + (width + 7) & ~7, y1: y + height).intersection(target.bounds))
        markInk(target.composite {
            over.composite(
                rows: data, rowStride: rowStride, width: width, height: height, readable: rowStride, atX: x, y: y, into: $0,
                stride: target.stride, bounds: target.bounds, fresh: fresh)
        })
        return true
    }

    /// `paint` through the A8 `surface` with its top-left pixel at (`x`, `y`), by cairo.
    func paintOnce(_ surface: OpaquePointer, atX x: Int, y: Int, _ paint: Paint, _ cr: OpaquePointer) {
        withSource(paint, cr) {
            cairo_save(cr)
            cairo_identity_matrix(cr)
            cairo_mask_surface(cr, surface, Double(x), Double(y))
            cairo_restore(cr)
            markInk(PixelBox(x0: x, y0: y, x1: x + Int(cairo_image_surface_get_width(surface)), y1: y + Int(cairo_image_surface_get_height(surface))))
        }
    }

    /// `color` composited through `mask` into the pixels of the context's own target; false
    /// when cairo must draw it (`DirectTarget`).
    private func composite(_ mask: CoverageMask, atX x: Int, y: Int, _ color: Color, _ cr: OpaquePointer) -> Bool {
        guard let target = DirectTarget(cr, clip: clip) else { return false }
        let over = solidOver(SolidOver.pixel(color))
        // Over pixels still all backdrop (a gauge's track, drawn first), blocks store their pixels.
        let span = PixelBox(x0: x, y0: y, x1: x + (mask.blocks.width + 7) & ~7, y1: y + mask.blocks.height).intersection(target.bounds)
        let fresh = inkIsClear(span)
        markInk(target.composite { over.composite(mask.blocks, atX: x, y: y, into: $0, stride: target.stride, bounds: target.bounds, fresh: fresh) })
        return true
    }
}
