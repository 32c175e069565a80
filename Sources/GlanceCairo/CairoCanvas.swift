import CCairo
import GlanceGraphics

/// An ARGB32 surface of a fixed pixel size with its context, kept between frames; and, for
/// retained drawing, a copy of the surface as it was at one position of the last list drawn.
final class CairoCanvas {
    let size: PixelSize
    let scale: Double
    let background: Color
    let surface: OpaquePointer
    let context: OpaquePointer
    /// The last list drawn here and its pixels.
    var previous: (list: DisplayList, bitmap: Bitmap)?
    /// The pixel buffer of the frame before `previous`, to be written again.
    var spare: [UInt8]?
    /// The pixels with every item of `previous` before `position` painted (see `DisplayList.firstChange`).
    var base: (position: [Int], surface: OpaquePointer)?
    /// When the canvas was last used, by the rasterizer's count of frames.
    var lastUse = 0

    init(size: PixelSize, scale: Double, background: Color, fontOptions: OpaquePointer) throws {
        guard (1...16384).contains(size.width), (1...16384).contains(size.height), scale > 0,
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(size.width), Int32(size.height)),
            cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
        else { throw RasterizerError.invalidSize(size) }
        self.size = size
        self.scale = scale
        self.background = background
        self.surface = surface
        context = cairo_create(surface)!
        cairo_set_font_options(context, fontOptions)
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
        if let base { cairo_surface_destroy(base.surface) }
    }

    /// Pixel memory held: the surface, the kept base, the last bitmap and the spare buffer.
    var bytes: Int {
        size.width * size.height * 4 * (1 + (base == nil ? 0 : 1) + (previous == nil ? 0 : 1) + (spare == nil ? 0 : 1))
    }

    /// Paints the background over everything, with the context back at its initial state.
    func clear() {
        let cr = context
        cairo_identity_matrix(cr)
        cairo_reset_clip(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_rgba(cr, background.red, background.green, background.blue, background.alpha)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        cairo_scale(cr, scale, scale)
    }

    /// Keeps the current pixels as the base at `position`.
    func keepBase(at position: [Int]) {
        cairo_surface_flush(surface)
        let copy: OpaquePointer
        if let base {
            copy = base.surface
        } else {
            copy = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(size.width), Int32(size.height))!
        }
        Self.copyPixels(from: surface, to: copy)
        base = (position, copy)
    }

    /// Puts the base's pixels back, with the context at its initial state.
    func restoreBase() {
        guard let base else { return }
        cairo_surface_flush(surface)
        Self.copyPixels(from: base.surface, to: surface)
        let cr = context
        cairo_identity_matrix(cr)
        cairo_reset_clip(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        cairo_scale(cr, scale, scale)
    }

    func dropBase() {
        if let base { cairo_surface_destroy(base.surface) }
        base = nil
    }

    private static func copyPixels(from source: OpaquePointer, to target: OpaquePointer) {
        let height = Int(cairo_image_surface_get_height(source))
        let stride = Int(cairo_image_surface_get_stride(source))
        cairo_surface_flush(target)
        let from = cairo_image_surface_get_data(source)!, to = cairo_image_surface_get_data(target)!
        to.update(from: from, count: stride * height)
        cairo_surface_mark_dirty(target)
    }
}
