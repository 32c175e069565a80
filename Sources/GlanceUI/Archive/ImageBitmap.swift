import GlanceGraphics
import Foundation

/// Pixels an image view carries itself (`Image(uiImage:)` of a decoded PNG), with the pixels
/// per point they were made for. JSON: `width`, `height`, `scale` and `pixels`, the
/// premultiplied B, G, R, A bytes in base 64.
public struct ImageBitmap: Codable, Hashable, Sendable {
    public var bitmap: Bitmap
    /// Pixels per point: the size in points is the pixel size divided by this.
    public var scale: Double

    public init(bitmap: Bitmap, scale: Double) {
        self.bitmap = bitmap
        self.scale = scale.isFinite && scale > 0 ? scale : 1
    }

    /// The image's size in points.
    public var size: Size { AssetImage(bitmap: bitmap, scale: scale).size }

    private enum Keys: String, CodingKey { case width, height, scale, pixels }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        let width = try c.decode(Int.self, forKey: .width), height = try c.decode(Int.self, forKey: .height)
        let scale = try c.decode(Double.self, forKey: .scale)
        guard scale.isFinite, scale > 0 else {
            throw DecodingError.dataCorruptedError(forKey: .scale, in: c, debugDescription: "expected a scale above 0, found \(scale)")
        }
        guard (0...16384).contains(width), (0...16384).contains(height) else {
            throw DecodingError.dataCorruptedError(forKey: .width, in: c, debugDescription: "expected 0…16384 pixels a side, found \(width)×\(height)")
        }
        guard let data = Data(base64Encoded: try c.decode(String.self, forKey: .pixels)),
            let bitmap = Bitmap(width: width, height: height, pixels: Array(data))
        else {
            throw DecodingError.dataCorruptedError(
                forKey: .pixels, in: c, debugDescription: "expected \(width * height * 4) bytes of pixels in base 64")
        }
        self.init(bitmap: bitmap, scale: scale)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(bitmap.width, forKey: .width)
        try c.encode(bitmap.height, forKey: .height)
        try c.encode(scale, forKey: .scale)
        try c.encode(Data(bitmap.pixels).base64EncodedString(), forKey: .pixels)
    }
}
