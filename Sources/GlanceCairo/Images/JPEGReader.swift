import CVectorImages
import GlanceGraphics

extension VectorImageReader {
    /// A JPEG or HEIF photo decoded by gdk-pixbuf (HEIF through Debian's heif-gdk-pixbuf
    /// loader), as BGRA premultiplied pixels. Its declared size is checked first, from the JPEG
    /// frame header or the HEIF `ispe` properties: at most `maxPixels` a side.
    public func decodePhoto(_ bytes: [UInt8]) throws -> Bitmap? {
        let isJPEG = bytes.starts(with: [0xFF, 0xD8])
        guard let size = isJPEG ? jpegPixelSize(bytes) : heifPixelSize(bytes) else {
            throw JPEGError(isJPEG ? "no frame header" : "no image size (ispe) in it")
        }
        guard size.width > 0, size.height > 0 else { throw JPEGError("its size \(size) is empty") }
        guard size.width <= Self.maxPixels, size.height <= Self.maxPixels else {
            throw JPEGError("its size \(size) is larger than \(Self.maxPixels) px a side")
        }
        if let missing = Self.librariesMissing { throw JPEGError(missing) }
        return try Self.locked { () throws(JPEGError) in try Self.decodeWithPixbuf(bytes) }
    }

    private static func decodeWithPixbuf(_ bytes: [UInt8]) throws(JPEGError) -> Bitmap {
        guard let loader = gdk_pixbuf_loader_new() else { throw JPEGError("gdk-pixbuf could not start") }
        defer { g_object_unref(UnsafeMutableRawPointer(loader)) }
        var error: UnsafeMutablePointer<GError>?
        let wrote = bytes.withUnsafeBufferPointer { gdk_pixbuf_loader_write(loader, $0.baseAddress, gsize($0.count), &error) }
        // Closed either way, so the loader is done; the first error is the one reported.
        var closeError: UnsafeMutablePointer<GError>?
        let closed = gdk_pixbuf_loader_close(loader, &closeError)
        if wrote == 0 {
            if let closeError { g_error_free(closeError) }
            throw JPEGError(message(error, "it could not be decoded"))
        }
        if closed == 0 { throw JPEGError(message(closeError, "it could not be decoded")) }
        guard let pixbuf = gdk_pixbuf_loader_get_pixbuf(loader), gdk_pixbuf_get_bits_per_sample(pixbuf) == 8,
            let pixels = gdk_pixbuf_get_pixels(pixbuf)
        else { throw JPEGError("it could not be decoded") }
        let (width, height) = (Int(gdk_pixbuf_get_width(pixbuf)), Int(gdk_pixbuf_get_height(pixbuf)))
        let (stride, channels) = (Int(gdk_pixbuf_get_rowstride(pixbuf)), Int(gdk_pixbuf_get_n_channels(pixbuf)))
        guard channels == 3 || channels == 4 else { throw JPEGError("it has \(channels) channels") }
        var bitmap = Bitmap(width: width, height: height)
        bitmap.pixels.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                for x in 0..<width {
                    let p = pixels + y * stride + x * channels
                    let a = channels == 4 ? Int(p[3]) : 255
                    let o = (y * width + x) * 4
                    // BGRA, premultiplied.
                    out[o] = UInt8((Int(p[2]) * a + 127) / 255)
                    out[o + 1] = UInt8((Int(p[1]) * a + 127) / 255)
                    out[o + 2] = UInt8((Int(p[0]) * a + 127) / 255)
                    out[o + 3] = UInt8(a)
                }
            }
        }
        return bitmap
    }

    private static func message(_ error: UnsafeMutablePointer<GError>?, _ fallback: String) -> String {
        guard let error else { return fallback }
        defer { g_error_free(error) }
        return error.pointee.message.map { String(cString: $0) } ?? fallback
    }
}

/// Why a JPEG could not be read.
struct JPEGError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
