import GlanceGraphics

/// A test codec that reads only a PNG's size (from its IHDR chunk) and fills a bitmap of that
/// size with white, so catalogs are tested without a PNG decoder.
struct PNGSizeCodec: BitmapCodec {
    struct NotPNG: Error, CustomStringConvertible { var description: String { "missing PNG signature" } }

    var fileExtension: String { "png" }
    func encode(_ bitmap: Bitmap) throws -> [UInt8] { [] }

    func decode(_ bytes: [UInt8]) throws -> Bitmap {
        guard bytes.count >= 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) else { throw NotPNG() }
        func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return Bitmap(width: word(16), height: word(20), fill: .white)
    }
}
