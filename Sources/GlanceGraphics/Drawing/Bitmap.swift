/// A size in whole device pixels.
public struct PixelSize: Hashable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The pixel size covering `size` points at `scale` pixels per point.
    public init(_ size: Size, scale: Double) {
        func pixels(_ points: Double) -> Int {
            let v = (points * scale).rounded()
            return v.isFinite ? Int(max(-1, min(1_000_000, v))) : -1
        }
        self.init(width: pixels(size.width), height: pixels(size.height))
    }

    public var description: String { "\(width)×\(height) px" }
}

/// A raster image: 8-bit BGRA, premultiplied alpha, rows top to bottom, no padding. The byte
/// order is that of a little-endian ARGB word (cairo's and most framebuffers'), so rasterizers
/// and windows hand pixels over with a plain copy.
public struct Bitmap: Hashable, Sendable {
    public let width: Int
    public let height: Int
    /// `width × height × 4` bytes: B, G, R, A per pixel, colour premultiplied by alpha.
    public var pixels: [UInt8]

    /// A bitmap filled with `color` (transparent by default).
    public init(width: Int, height: Int, fill color: Color = .clear) {
        precondition(width >= 0 && height >= 0, "Bitmap size must not be negative")
        self.width = width
        self.height = height
        let (r, g, b, a) = Bitmap.premultiplied(color)
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        if a > 0 {
            for i in stride(from: 0, to: bytes.count, by: 4) {
                (bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3]) = (b, g, r, a)
            }
        }
        self.pixels = bytes
    }

    /// Wraps existing premultiplied BGRA bytes; `nil` if the count does not match.
    public init?(width: Int, height: Int, pixels: [UInt8]) {
        guard width >= 0, height >= 0, pixels.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    public var size: PixelSize { PixelSize(width: width, height: height) }

    /// The premultiplied channels at (x, y).
    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let i = (y * width + x) * 4
        return (pixels[i + 2], pixels[i + 1], pixels[i], pixels[i + 3])
    }

    /// How many pixels pass `test`, given their premultiplied channels.
    package func count(where test: ((r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool) -> Int {
        var n = 0
        for i in stride(from: 0, to: pixels.count, by: 4) where test((pixels[i + 2], pixels[i + 1], pixels[i], pixels[i + 3])) { n += 1 }
        return n
    }

    /// The straight-alpha colour at (x, y).
    public func color(x: Int, y: Int) -> Color {
        let p = pixel(x: x, y: y)
        guard p.a > 0 else { return .clear }
        let a = Double(p.a)
        return Color(red: Double(p.r) / a, green: Double(p.g) / a, blue: Double(p.b) / a, alpha: a / 255)
    }

    public mutating func setPixel(x: Int, y: Int, to color: Color) {
        store(color, atByte: (y * width + x) * 4)
    }

    /// Writes `color`, premultiplied, into the pixel whose bytes start at `i` (B, G, R, A).
    mutating func store(_ color: Color, atByte i: Int) {
        let (r, g, b, a) = Bitmap.premultiplied(color)
        (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3]) = (b, g, r, a)
    }

    /// How many pixels have any alpha at all.
    public var inkedPixelCount: Int {
        stride(from: 3, to: pixels.count, by: 4).reduce(0) { $0 + (pixels[$1] > 0 ? 1 : 0) }
    }

    /// `c` as premultiplied red, green, blue and alpha bytes.
    static func premultiplied(_ c: Color) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        func byte(_ v: Double) -> UInt8 { UInt8((v * 255).rounded()) }
        return (byte(c.red * c.alpha), byte(c.green * c.alpha), byte(c.blue * c.alpha), byte(c.alpha))
    }
}
