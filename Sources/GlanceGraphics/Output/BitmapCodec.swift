/// Turns bitmaps into file bytes and back (PNG in practice); supplied by a backend.
public protocol BitmapCodec {
    /// The file extension the codec writes, without a dot.
    var fileExtension: String { get }
    func encode(_ bitmap: Bitmap) throws -> [UInt8]
    func decode(_ bytes: [UInt8]) throws -> Bitmap
}
