/// The colours a display can show: every colour, or a small fixed palette.
public struct Palette: Hashable, Sendable {
    public var colors: [Color]

    public init(colors: [Color]) { self.colors = colors }

    /// 64 colours, two bits a channel (0, 85, 170, 255), as colour memory-LCD watches show.
    public static let rgb222 = Palette(colors: (0..<64).map { (i: Int) -> Color in
        let r = Double((i >> 4) & 3), g = Double((i >> 2) & 3), b = Double(i & 3)
        return Color(red: r / 3, green: g / 3, blue: b / 3)
    })

    /// Black and white.
    public static let mono = Palette(colors: [.black, .white])

    /// The nearest palette colour to (r, g, b), in 0…255 per channel.
    func nearest(_ r: Double, _ g: Double, _ b: Double) -> Color {
        var best = colors[0], bestDistance = Double.infinity
        for c in colors {
            let dr = c.red * 255 - r, dg = c.green * 255 - g, db = c.blue * 255 - b
            // Weighted toward green, as the eye is.
            let d = 0.3 * dr * dr + 0.59 * dg * dg + 0.11 * db * db
            if d < bestDistance { (best, bestDistance) = (c, d) }
        }
        return best
    }
}

extension Bitmap {
    /// The image in `palette`'s colours over black, with Floyd–Steinberg error diffusion when
    /// `dithered`, so gradients read as mixtures rather than bands.
    public func quantized(to palette: Palette, dithered: Bool = true) -> Bitmap {
        guard !palette.colors.isEmpty, width > 0, height > 0 else { return self }
        var error = [Double](repeating: 0, count: width * height * 3)
        var out = Bitmap(width: width, height: height, fill: .black)
        for y in 0..<height {
            for x in 0..<width {
                let i = y * width + x
                let p = pixel(x: x, y: y)  // premultiplied: its colour over black
                let r = Double(p.r) + error[i * 3], g = Double(p.g) + error[i * 3 + 1], b = Double(p.b) + error[i * 3 + 2]
                let c = palette.nearest(r, g, b)
                out.setPixel(x: x, y: y, to: c)
                guard dithered else { continue }
                let e = [r - c.red * 255, g - c.green * 255, b - c.blue * 255]
                for (dx, dy, w) in [(1, 0, 7.0 / 16), (-1, 1, 3.0 / 16), (0, 1, 5.0 / 16), (1, 1, 1.0 / 16)] {
                    let (nx, ny) = (x + dx, y + dy)
                    guard nx >= 0, nx < width, ny < height else { continue }
                    let j = (ny * width + nx) * 3
                    for k in 0..<3 { error[j + k] += e[k] * w }
                }
            }
        }
        return out
    }
}
