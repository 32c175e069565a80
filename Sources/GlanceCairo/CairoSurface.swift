import CCairo
import GlanceGraphics

#if _endian(big)
#error("A Bitmap's B, G, R, A bytes are cairo's ARGB32 words only on a little-endian machine")
#endif

/// Moving pixels between `Bitmap`s and cairo ARGB32 surfaces. A bitmap's B, G, R, A bytes are
/// an ARGB32 word on a little-endian machine, so both ways are a copy of each row.
enum CairoSurface {
    /// A new ARGB32 surface holding `bitmap`; the caller destroys it.
    static func make(from bitmap: Bitmap) throws -> OpaquePointer {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(bitmap.width), Int32(bitmap.height)),
            cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
        else { throw RasterizerError.invalidSize(bitmap.size) }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        let row = bitmap.width * 4
        bitmap.pixels.withUnsafeBytes { src in
            for y in 0..<bitmap.height {
                UnsafeMutableRawPointer(data.advanced(by: y * stride)).copyMemory(from: src.baseAddress! + y * row, byteCount: row)
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }

    /// The pixels of an image surface as a `Bitmap`; RGB24 surfaces read as opaque.
    static func bitmap(of surface: OpaquePointer) -> Bitmap {
        var none: [UInt8]?
        return bitmap(of: surface, reusing: &none)
    }

    /// `bitmap(of:)`, written into `spare` (taken from it) when it has the right size: copied
    /// first if anything else still holds it, which spares the allocation and fresh pages.
    static func bitmap(of surface: OpaquePointer, reusing spare: inout [UInt8]?) -> Bitmap {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let opaque = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24
        guard let data = cairo_image_surface_get_data(surface) else {
            return Bitmap(width: width, height: height)
        }
        let row = width * 4
        var pixels: [UInt8] = []
        if spare?.count == row * height { swap(&pixels, &spare!) } else { pixels = [UInt8](repeating: 0, count: row * height) }
        spare = nil
        pixels.withUnsafeMutableBytes { buffer in
            if stride == row {
                buffer.baseAddress!.copyMemory(from: data, byteCount: row * height)
            } else {
                for y in 0..<height { (buffer.baseAddress! + y * row).copyMemory(from: data.advanced(by: y * stride), byteCount: row) }
            }
            // RGB24 leaves the top byte undefined: make it opaque.
            if opaque {
                let words = buffer.bindMemory(to: UInt32.self)
                for i in words.indices { words[i] |= 0xFF00_0000 }
            }
        }
        return Bitmap(width: width, height: height, pixels: pixels)!
    }
}

extension Bitmap {
    /// Whether both bitmaps are views of the very same pixel storage (not merely equal).
    func sharesStorage(with other: Bitmap) -> Bool {
        pixels.withUnsafeBufferPointer { a in other.pixels.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress && a.count == b.count } }
    }
}
