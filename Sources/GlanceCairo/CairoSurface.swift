import CCairo
import GlanceGraphics

#if _endian(big)
#error("A Bitmap's B, G, R, A bytes are cairo's ARGB32 words only on a little-endian machine")
#endif

/// Moving pixels between `Bitmap`s and cairo ARGB32 surfaces. A bitmap's B, G, R, A bytes are
/// an ARGB32 word on a little-endian machine, so a bitmap is a surface's bytes as they are.
enum CairoSurface {
    /// `body` given an ARGB32 surface over `bitmap`'s own bytes, no copy made, to read from
    /// only; the surface is finished when `body` returns.
    static func withSurface<T>(over bitmap: Bitmap, _ body: (OpaquePointer) throws -> T) throws -> T {
        try bitmap.pixels.withUnsafeBytes { bytes in
            try withSurface(over: UnsafeMutableRawPointer(mutating: bytes.baseAddress!), width: bitmap.width, height: bitmap.height, body)
        }
    }

    /// `body` given an ARGB32 surface over the `width` × `height` pixels at `pixels` (rows
    /// `width` × 4 bytes apart), finished when `body` returns, before the pixels may move.
    static func withSurface<T>(
        over pixels: UnsafeMutableRawPointer, width: Int, height: Int, _ body: (OpaquePointer) throws -> T
    ) throws -> T {
        guard let surface = cairo_image_surface_create_for_data(
            pixels.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width), Int32(height), Int32(width * 4))
        else { throw RasterizerError.invalidSize(PixelSize(width: width, height: height)) }
        defer {
            cairo_surface_finish(surface)
            cairo_surface_destroy(surface)
        }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { throw RasterizerError.invalidSize(PixelSize(width: width, height: height)) }
        return try body(surface)
    }

    /// A new A8 surface of `width` × `height`, cleared, with its pixel data; nil when cairo
    /// could not make it.
    static func makeA8(width: Int, height: Int) -> (surface: OpaquePointer, data: UnsafeMutablePointer<UInt8>)? {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        return (surface, data)
    }

    /// The pixels of an image surface as a `Bitmap`; RGB24 surfaces read as opaque.
    static func bitmap(of surface: OpaquePointer) -> Bitmap {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let opaque = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24
        guard let data = cairo_image_surface_get_data(surface) else {
            return Bitmap(width: width, height: height)
        }
        let row = width * 4
        var pixels = [UInt8](repeating: 0, count: row * height)
        pixels.withUnsafeMutableBytes { buffer in
            for y in 0..<height { (buffer.baseAddress! + y * row).copyMemory(from: data.advanced(by: y * stride), byteCount: row) }
            // RGB24 leaves the top byte undefined: make it opaque.
            if opaque {
                for alpha in Swift.stride(from: 3, to: buffer.count, by: 4) { buffer[alpha] = 0xFF }
            }
        }
        return Bitmap(width: width, height: height, pixels: pixels)!
    }
}
