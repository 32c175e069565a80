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

    /// The format a file's first bytes say it is, or `nil`.
    public static func sniff(_ bytes: [UInt8]) -> VectorFormat? {
        if bytes.starts(with: Array("%PDF".utf8)) { return .pdf }
        let head = String(decoding: bytes.prefix(1024), as: UTF8.self)
        return head.contains("<svg") ? .svg : nil
    }
}

/// Reads vector image files into `VectorImage`s; supplied by a backend (GlanceCairo's
/// `VectorImageReader`), so the core imports no C library. Errors say what is wrong with the
/// file; the caller names it.
public protocol VectorImageDecoder: Sendable {
    func decodeVector(_ bytes: [UInt8], format: VectorFormat) throws -> any VectorImage
}
