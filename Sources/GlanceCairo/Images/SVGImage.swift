import CCairo
import CVectorImages
import GlanceGraphics

/// An SVG file drawn by librsvg. Its size is its `width` and `height` (CSS pixels, which are
/// points here, other units converted at 96 per inch), or its `viewBox`'s when those are
/// relative. It is read from its bytes alone, so it cannot reach other files or the network.
///
/// An SF Symbol template (what a `.symbolset` holds: every weight and scale on one artboard, with
/// guide lines) draws only its Regular-M glyph, sized so the template's cap height (between the
/// Baseline-M and Capline-M guides) is 12 pt, the cap height of 17 pt body text.
struct SVGImage: VectorImage {
    let bytes: [UInt8]
    let size: Size
    /// The glyph drawn from an SF Symbol template (`#Regular-M`), or `nil` for the whole document.
    let glyph: String?
    /// What a drawing costs, measured when it was read.
    private(set) var cost = VectorDrawCost()

    /// The glyphs an SF Symbol template may hold, most wanted first.
    static let symbolGlyphs = ["Regular-M", "Medium-M", "Semibold-M", "Light-M", "Bold-M", "Regular-S", "Regular-L"]

    init(_ bytes: [UInt8]) throws(VectorImageError) {
        self.bytes = bytes
        glyph = nil
        size = try VectorImageReader.checked(try VectorImageReader.locked { () throws(VectorImageError) in try Self.withHandle(bytes, Self.declaredSize) }, .svg)
        try tryDrawing()
    }

    /// The template SVG of a `.symbolset`: its first glyph of `symbolGlyphs` is what is drawn.
    init(symbolTemplate bytes: [UInt8]) throws(VectorImageError) {
        self.bytes = bytes
        let (glyph, size) = try VectorImageReader.locked { () throws(VectorImageError) in
            try Self.withHandle(bytes) { (handle) throws(VectorImageError) in
                guard let glyph = Self.symbolGlyphs.map({ "#" + $0 }).first(where: { Self.ink(handle, $0) != nil }) else {
                    throw VectorImageError(.symbol, "it has none of the glyphs \(Self.symbolGlyphs.joined(separator: ", "))")
                }
                return (glyph, try Self.glyphSize(handle, glyph))
            }
        }
        self.glyph = glyph
        self.size = try VectorImageReader.checked(size, .symbol)
        try tryDrawing()
    }

    /// Drawing reports what parsing does not (a broken reference, a bad filter): tried small,
    /// which also measures what a drawing costs.
    private mutating func tryDrawing() throws(VectorImageError) {
        cost = try VectorDrawCost.measure(size) { (w, h) throws(VectorImageError) in _ = try draw(width: w, height: h) }
    }

    func rasterize(width: Int, height: Int) throws -> Bitmap {
        try cost.check(glyph == nil ? .svg : .symbol, width: width, height: height)
        return try draw(width: width, height: height)
    }

    private func draw(width: Int, height: Int) throws(VectorImageError) -> Bitmap {
        try VectorImageReader.draw(.svg, size: size, width: width, height: height) { (cr) throws(VectorImageError) in
            try VectorImageReader.locked { () throws(VectorImageError) in
                try Self.withHandle(bytes) { (handle) throws(VectorImageError) in
                    var viewport = RsvgRectangle(x: 0, y: 0, width: size.width, height: size.height)
                    var error: UnsafeMutablePointer<GError>?
                    let drawn =
                        if let glyph { rsvg_handle_render_element(handle, cr, glyph, &viewport, &error) } else {
                            rsvg_handle_render_document(handle, cr, &viewport, &error)
                        }
                    guard drawn != 0 else { throw Self.failure(error, "it could not be drawn") }
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

    /// A symbol template glyph's size in points: its ink box scaled so the M guides' cap height
    /// is 12 pt (16 pt of height when the guides are missing).
    private static func glyphSize(_ handle: OpaquePointer, _ glyph: String) throws(VectorImageError) -> Size {
        func ink(_ id: String) -> RsvgRectangle? { Self.ink(handle, id) }
        guard let box = ink(glyph), box.width > 0, box.height > 0 else {
            throw VectorImageError(.svg, "its SF Symbol glyph \(glyph.dropFirst()) has no outline")
        }
        var pointsPerUnit = 16 / box.height
        // librsvg measures a guide line's box from the origin (x = y = 0), so its bottom edge is
        // the line's position; the two guides' bottoms are one cap height apart.
        if let base = ink("#Baseline-M"), let cap = ink("#Capline-M"), base.y + base.height > cap.y + cap.height {
            pointsPerUnit = 12 / ((base.y + base.height) - (cap.y + cap.height))
        }
        return Size(width: box.width * pointsPerUnit, height: box.height * pointsPerUnit)
    }

    /// The ink box of the element with `id` (`#name`), or `nil` when there is no such element.
    private static func ink(_ handle: OpaquePointer, _ id: String) -> RsvgRectangle? {
        var rect = RsvgRectangle(), logical = RsvgRectangle()
        var error: UnsafeMutablePointer<GError>?
        guard rsvg_handle_get_geometry_for_element(handle, id, &rect, &logical, &error) != 0 else {
            if let error { g_error_free(error) }
            return nil
        }
        return rect
    }

    /// The error librsvg gave (freed), or `fallback`.
    static func failure(_ error: UnsafeMutablePointer<GError>?, _ fallback: String) -> VectorImageError {
        guard let error else { return VectorImageError(.svg, fallback) }
        defer { g_error_free(error) }
        let message = error.pointee.message.map { String(cString: $0) } ?? fallback
        return VectorImageError(.svg, message.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
