import CCairo
import GlanceGraphics

/// Conversions between `Bitmap` (RGBA bytes) and cairo ARGB32 surfaces (native-endian words).
enum CairoSurface {
    /// A new ARGB32 surface holding `bitmap`; the caller destroys it.
    static func make(from bitmap: Bitmap) throws -> OpaquePointer {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(bitmap.width), Int32(bitmap.height)),
            cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
        else { throw RasterizerError.invalidSize(bitmap.size) }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        // R, G, B, A bytes to native ARGB words: the same lane swap as reading back.
        bitmap.pixels.withUnsafeBytes { raw in
            let src = raw.bindMemory(to: UInt32.self)
            for y in 0..<bitmap.height {
                let row = UnsafeMutableRawPointer(data.advanced(by: y * stride)).assumingMemoryBound(to: UInt32.self)
                let from = src.baseAddress!.advanced(by: y * bitmap.width)
                for x in 0..<bitmap.width {
                    let word = UInt32(littleEndian: from[x])
                    row[x] = (word & 0xFF00_FF00) | ((word >> 16) & 0xFF) | ((word & 0xFF) << 16)
                }
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
        let count = width * height * 4
        var pixels: [UInt8] = []
        if spare?.count == count { swap(&pixels, &spare!) } else { pixels = [UInt8](repeating: 0, count: count) }
        spare = nil
        // ARGB words (native little-endian) to R, G, B, A bytes: swap the R and B lanes, one
        // word a pixel, which the compiler vectorizes.
        let alpha: UInt32 = opaque ? 0xFF00_0000 : 0
        pixels.withUnsafeMutableBytes { buffer in
            let dst = buffer.bindMemory(to: UInt32.self)
            for y in 0..<height {
                let row = UnsafeRawPointer(data.advanced(by: y * stride)).assumingMemoryBound(to: UInt32.self)
                let out = dst.baseAddress!.advanced(by: y * width)
                for x in 0..<width {
                    let word = row[x]
                    out[x] = ((word & 0xFF00_FF00) | ((word >> 16) & 0xFF) | ((word & 0xFF) << 16) | alpha).littleEndian
                }
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
