import CCairo
import GlanceGraphics

/// A place frames of one pixel size are drawn, kept between frames: the last frame drawn and
/// the buffer of the one before, which the next frame is drawn straight into (a bitmap is an
/// ARGB32 surface's bytes, so a finished frame is handed out with no copy), with where each
/// buffer holds ink, so the next frame clears only there.
final class CairoCanvas {
    let size: PixelSize
    let scale: Double
    let background: Color
    /// `background` as the pixel a clear leaves.
    let backdrop: UInt32
    let fontOptions: OpaquePointer
    /// A frame drawn here: its list, its pixels, and where its buffer holds ink. A class:
    /// handed from `previous` to `spare` and looked at every frame, it is one reference
    /// counted, not each of its arrays (nor copied through the runtime's generic tuple
    /// functions, as the tuple it was).
    final class Drawn {
        let list: DisplayList
        let bitmap: Bitmap
        let ink: InkRows

        init(list: DisplayList, bitmap: Bitmap, ink: InkRows) {
            (self.list, self.bitmap, self.ink) = (list, bitmap, ink)
        }
    }

    /// The last frame drawn here.
    @exclusivity(unchecked) var previous: Drawn?
    /// The frame before `previous`, whose pixel buffer is written again by the next frame.
    @exclusivity(unchecked) var spare: Drawn?
    /// Where the buffer of the frame being drawn holds ink: the spare's, or everywhere in a new one.
    @exclusivity(unchecked) var ink: InkRows
    /// When the canvas was last used, by the rasterizer's count of frames.
    @exclusivity(unchecked) var lastUse = 0
    /// A cairo surface and context for each of the two buffers, by the address of the pixels
    /// they draw into: a frame drawn into a buffer met before (nearly every frame) keeps
    /// them rather than making and finishing both again (docs/bench.md).
    @exclusivity(unchecked) private var contexts: [(pixels: UnsafeMutableRawPointer, surface: OpaquePointer, context: OpaquePointer)] = []

    init(size: PixelSize, scale: Double, background: Color, fontOptions: OpaquePointer) throws {
        guard (1...16384).contains(size.width), (1...16384).contains(size.height), scale > 0 else { throw RasterizerError.invalidSize(size) }
        self.size = size
        self.scale = scale
        self.background = background
        backdrop = SolidOver.pixel(background)
        self.fontOptions = fontOptions
        ink = InkRows(width: size.width, height: size.height, everywhere: true)
    }

    deinit {
        for kept in contexts { Self.destroy(kept.surface, kept.context) }
    }

    /// Pixel memory held: the last bitmap and the spare buffer.
    var bytes: Int {
        size.width * size.height * 4 * ((previous == nil ? 0 : 1) + (spare == nil ? 0 : 1))
    }

    /// Every pixel of the canvas.
    var box: PixelBox { PixelBox(x0: 0, y0: 0, x1: size.width, y1: size.height) }

    /// A frame: `body` draws with a context over the spare buffer (or a new one), at the
    /// canvas's scale; the buffer becomes the bitmap returned.
    func frame(_ body: (_ context: OpaquePointer, _ surface: OpaquePointer) throws -> Void) throws -> Bitmap {
        var pixels = spare?.bitmap.pixels ?? [UInt8](repeating: 0, count: size.width * size.height * 4)
        ink = spare?.ink ?? InkRows(width: size.width, height: size.height, everywhere: true)
        spare = nil
        try pixels.withUnsafeMutableBytes { buffer in
            let (surface, cr) = try context(over: buffer.baseAddress!)
            do {
                try body(cr, surface)
                let status = cairo_status(cr)
                guard status == CAIRO_STATUS_SUCCESS else { throw RasterizerError.cairo(String(cString: cairo_status_to_string(status))) }
            } catch {
                // Whatever state a failed frame left (a group pushed, an error) goes with its context.
                forget(surface)
                throw error
            }
            cairo_surface_flush(surface)
        }
        return Bitmap(width: size.width, height: size.height, pixels: pixels)!
    }

    /// The surface over the pixels at `data` and a context on it, kept from an earlier frame
    /// drawn there or made, in cairo's state for a new frame: the canvas's scale, no clip,
    /// OVER, the winding rule (a clip's path is filled with the last rule set), no path, a
    /// black source, and the rasterizer's font options. Nothing else a frame sets outlives
    /// the frame: drawing sets its source, line and font before it draws, in pairs of
    /// `cairo_save` and `cairo_restore`. A buffer whose pixels moved (copied on write, as a
    /// bitmap handed out still held them) gets a surface of its own.
    private func context(over data: UnsafeMutableRawPointer) throws -> (OpaquePointer, OpaquePointer) {
        if let kept = contexts.first(where: { $0.pixels == data }) {
            // As a new context gets its matrix (and its inverse, which patterns are set through).
            cairo_identity_matrix(kept.context)
            cairo_scale(kept.context, scale, scale)
            cairo_reset_clip(kept.context)
            cairo_set_operator(kept.context, CAIRO_OPERATOR_OVER)
            cairo_set_fill_rule(kept.context, CAIRO_FILL_RULE_WINDING)
            cairo_new_path(kept.context)
            cairo_set_source_rgb(kept.context, 0, 0, 0)
            return (kept.surface, kept.context)
        }
        guard let surface = cairo_image_surface_create_for_data(
            data.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(size.width), Int32(size.height), Int32(size.width * 4))
        else { throw RasterizerError.invalidSize(size) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            throw RasterizerError.invalidSize(size)
        }
        cairo_set_font_options(cr, fontOptions)
        cairo_scale(cr, scale, scale)
        // Two buffers: a third address met replaces the first kept.
        if contexts.count >= 2 { Self.destroy(contexts.removeFirst()) }
        contexts.append((data, surface, cr))
        return (surface, cr)
    }

    /// Drops the kept surface and context of `surface`.
    private func forget(_ surface: OpaquePointer) {
        guard let index = contexts.firstIndex(where: { $0.surface == surface }) else { return }
        Self.destroy(contexts.remove(at: index))
    }

    private static func destroy(_ kept: (pixels: UnsafeMutableRawPointer, surface: OpaquePointer, context: OpaquePointer)) {
        destroy(kept.surface, kept.context)
    }

    /// Ends a context and its surface. Neither touches the pixels, which may be gone.
    private static func destroy(_ surface: OpaquePointer, _ context: OpaquePointer) {
        cairo_destroy(context)
        cairo_surface_finish(surface)
        cairo_surface_destroy(surface)
    }

    /// Paints the background over everything the clip lets through.
    func clear(_ cr: OpaquePointer) {
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_rgba(cr, background.red, background.green, background.blue, background.alpha)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    }

    /// Sets every pixel of the canvas to the background, writing only where the buffer holds
    /// ink, with no regard to the clip: for a frame drawn whole.
    func clearInk(_ cr: OpaquePointer) {
        let surface = cairo_get_target(cr)
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return clear(cr) }
        ink.clear(UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self), to: backdrop)
        cairo_surface_mark_dirty(surface)
    }
}
