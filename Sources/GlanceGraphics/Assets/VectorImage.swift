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
    /// An SF Symbol template: the SVG a `.symbolset` holds (never sniffed: the set says so).
    case symbol = "SF Symbol template"

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
    /// A JPEG or HEIF photo's pixels, or `nil` when the backend reads no such photo.
    func decodePhoto(_ bytes: [UInt8]) throws -> Bitmap?
}

extension VectorImageDecoder {
    public func decodePhoto(_ bytes: [UInt8]) throws -> Bitmap? { nil }
}

/// A HEIF image's coded size: the largest `ispe` (image spatial extents) property it declares,
/// an upper bound of what decoding makes, read before any decoding; `nil` when there is none.
public func heifPixelSize(_ bytes: [UInt8]) -> PixelSize? {
    guard bytes.count > 12, Array(bytes[4..<8]) == Array("ftyp".utf8) else { return nil }
    let tag = Array("ispe".utf8)
    var found: PixelSize?
    var i = 8
    while i + 16 <= bytes.count {
        if bytes[i] == tag[0] && bytes[i + 1] == tag[1] && bytes[i + 2] == tag[2] && bytes[i + 3] == tag[3] {
            func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
            let size = PixelSize(width: word(i + 8), height: word(i + 12))
            // Compared by their longer side: sides are 32-bit, so their product may not fit.
            if max(size.width, size.height) > (found.map { max($0.width, $0.height) } ?? -1) { found = size }
            i += 16
        } else {
            i += 1
        }
    }
    return found
}

/// A JPEG's size from its frame header (the first SOF marker), read before any decoding so a
/// decompression bomb is refused by its declared size; `nil` when no frame header is found.
public func jpegPixelSize(_ bytes: [UInt8]) -> PixelSize? {
    guard bytes.starts(with: [0xFF, 0xD8]) else { return nil }
    var i = 2
    while i + 9 < bytes.count {
        guard bytes[i] == 0xFF else { return nil }
        let marker = bytes[i + 1]
        if marker == 0xFF { i += 1; continue }
        if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) { i += 2; continue }
        let length = Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
        // SOF0–SOF15 but DHT (C4), JPG (C8) and DAC (CC).
        if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
            return PixelSize(width: Int(bytes[i + 7]) << 8 | Int(bytes[i + 8]), height: Int(bytes[i + 5]) << 8 | Int(bytes[i + 6]))
        }
        guard length >= 2 else { return nil }
        i += 2 + length
    }
    return nil
}
