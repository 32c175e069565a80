import CCairo
import GlanceGraphics

/// A place frames of one pixel size are drawn, kept between frames: the last frame drawn and
/// the buffer of the one before, which the next frame is drawn straight into (a bitmap is an
/// ARGB32 surface's bytes, so a finished frame is handed out with no copy), with what each
/// painted, so the next frame repaints only where it differs.
final class CairoCanvas {
    let size: PixelSize
    let scale: Double
    let background: Color
    /// `background` as the pixel a clear leaves.
    let backdrop: UInt32
    let fontOptions: OpaquePointer
    /// The last list drawn here, its pixels, when worked out what it painted, and where its
    /// buffer holds ink.
    var previous: (list: DisplayList, bitmap: Bitmap, leaves: DrawnLeaves?, ink: InkRows)?
    /// The pixel buffer of the frame before `previous`, to be written again, the list drawn
    /// in it, when worked out what that painted, and where the buffer holds ink.
    var spare: (pixels: [UInt8], list: DisplayList, leaves: DrawnLeaves?, ink: InkRows)?
    /// Where the buffer of the frame being drawn holds ink: the spare's, or everywhere in a new one.
    var ink: InkRows
    /// Frames still to be drawn whole without comparing, after frames that changed too much.
    var framesBeforeComparing = 0
    /// Frames in a row that changed too much to repaint in part.
    var mostlyChanged = 0
    /// How many frames the last pause in comparing lasted; 0 when none since a frame repainted in part.
    var pause = 0
    /// When the canvas was last used, by the rasterizer's count of frames.
    var lastUse = 0

    init(size: PixelSize, scale: Double, background: Color, fontOptions: OpaquePointer) throws {
        guard (1...16384).contains(size.width), (1...16384).contains(size.height), scale > 0 else { throw RasterizerError.invalidSize(size) }
        self.size = size
        self.scale = scale
        self.background = background
        backdrop = SolidOver.pixel(background)
        self.fontOptions = fontOptions
        ink = InkRows(width: size.width, height: size.height, everywhere: true)
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
        var pixels = spare?.pixels ?? [UInt8](repeating: 0, count: size.width * size.height * 4)
        ink = spare?.ink ?? InkRows(width: size.width, height: size.height, everywhere: true)
        spare = nil
        try pixels.withUnsafeMutableBytes { buffer in
            try CairoSurface.withSurface(over: buffer.baseAddress!, width: size.width, height: size.height) { surface in
                guard let cr = cairo_create(surface) else { throw RasterizerError.invalidSize(size) }
                defer { cairo_destroy(cr) }
                cairo_set_font_options(cr, fontOptions)
                cairo_scale(cr, scale, scale)
                try body(cr, surface)
                let status = cairo_status(cr)
                guard status == CAIRO_STATUS_SUCCESS else { throw RasterizerError.cairo(String(cString: cairo_status_to_string(status))) }
                cairo_surface_flush(surface)
            }
        }
        return Bitmap(width: size.width, height: size.height, pixels: pixels)!
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
