/// A vector image file (SVG or PDF, as Xcode image sets may hold) read by a backend: the size
/// it declares, drawn afresh at any pixel size.
public protocol VectorImage: Sendable {
    /// The size the file declares, in points (an SVG's CSS pixels, a PDF page's points).
    var size: Size { get }
    /// The image stretched to fill `width` × `height` pixels.
    func rasterize(width: Int, height: Int) throws -> Bitmap
}

/// The vector formats asset catalogs may hold.
public enum VectorFormat: String, Hashable, Sendable, CaseIterable {
    case svg = "SVG", pdf = "PDF"

    /// The format a file's first bytes say it is, or `nil`: `%PDF`, or XML text (after any
    /// byte order mark and white space) with an `<svg` element near the start.
    public static func sniff(_ bytes: [UInt8]) -> VectorFormat? {
        if bytes.starts(with: Array("%PDF".utf8)) { return .pdf }
        var head = bytes.prefix(1024)
        if head.starts(with: [0xEF, 0xBB, 0xBF]) { head = head.dropFirst(3) }
        head = head.drop { [0x20, 0x09, 0x0A, 0x0D].contains($0) }
        guard head.first == UInt8(ascii: "<") else { return nil }
        return String(decoding: head, as: UTF8.self).contains("<svg") ? .svg : nil
    }
}

/// Reads vector image files into `VectorImage`s; supplied by a backend (GlanceCairo's
/// `VectorImageReader`), so the core imports no C library. Errors say what is wrong with the
/// file; the caller names it.
public protocol VectorImageDecoder: Sendable {
    func decodeVector(_ bytes: [UInt8], format: VectorFormat) throws -> any VectorImage
}
