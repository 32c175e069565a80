import CCairo
import CVectorImages
import GlanceGraphics

/// An SVG file drawn by librsvg. Its size is its `width` and `height` (CSS pixels, which are
/// points here, other units converted at 96 per inch), or its `viewBox`'s when those are
/// relative. It is read from its bytes alone, so it cannot reach other files or the network.
struct SVGImage: VectorImage {
    let bytes: [UInt8]
    let size: Size

    init(_ bytes: [UInt8]) throws(VectorImageError) {
        self.bytes = bytes
        size = try VectorImageReader.checked(try VectorImageReader.locked { () throws(VectorImageError) in try Self.withHandle(bytes, Self.declaredSize) }, .svg)
        // Drawing reports what parsing does not (a broken reference, a bad filter): try it small.
        let scale = min(1, 64 / max(size.width, size.height))
        _ = try draw(width: max(1, Int((size.width * scale).rounded(.up))), height: max(1, Int((size.height * scale).rounded(.up))))
    }

    func rasterize(width: Int, height: Int) throws -> Bitmap { try draw(width: width, height: height) }

    private func draw(width: Int, height: Int) throws(VectorImageError) -> Bitmap {
        try VectorImageReader.draw(.svg, size: size, width: width, height: height) { (cr) throws(VectorImageError) in
            try VectorImageReader.locked { () throws(VectorImageError) in
                try Self.withHandle(bytes) { (handle) throws(VectorImageError) in
                    var viewport = RsvgRectangle(x: 0, y: 0, width: size.width, height: size.height)
                    var error: UnsafeMutablePointer<GError>?
                    guard rsvg_handle_render_document(handle, cr, &viewport, &error) != 0 else { throw Self.failure(error, "it could not be drawn") }
                }
            }
        }
    }

    /// `body` given a handle on the parsed document, made with no base file.
    private static func withHandle<T>(_ bytes: [UInt8], _ body: (OpaquePointer) throws(VectorImageError) -> T) throws(VectorImageError) -> T {
        var error: UnsafeMutablePointer<GError>?
        let handle = bytes.withUnsafeBufferPointer { rsvg_handle_new_from_data($0.baseAddress, gsize($0.count), &error) }
        guard let handle else { throw failure(error, "it could not be parsed") }
        defer { g_object_unref(UnsafeMutableRawPointer(handle)) }
        rsvg_handle_set_dpi(handle, 96)  // CSS units: 96 pixels (points here) an inch
        return try body(handle)
    }

    /// `width` × `height` in points, or the `viewBox` size when they are percentages (or absent).
    private static func declaredSize(_ handle: OpaquePointer) throws(VectorImageError) -> Size {
        var width = 0.0, height = 0.0
        if rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) != 0 { return Size(width: width, height: height) }
        var hasViewBox: gboolean = 0
        var viewBox = RsvgRectangle()
        rsvg_handle_get_intrinsic_dimensions(handle, nil, nil, nil, nil, &hasViewBox, &viewBox)
        guard hasViewBox != 0 else { throw VectorImageError(.svg, "it has no size: give the <svg> element width and height, or a viewBox") }
        return Size(width: viewBox.width, height: viewBox.height)
    }

    /// The error librsvg gave (freed), or `fallback`.
    static func failure(_ error: UnsafeMutablePointer<GError>?, _ fallback: String) -> VectorImageError {
        guard let error else { return VectorImageError(.svg, fallback) }
        defer { g_error_free(error) }
        let message = error.pointee.message.map { String(cString: $0) } ?? fallback
        return VectorImageError(.svg, message.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
