import Foundation

/// SwiftUI's colour initialisers: components in sRGB, linear sRGB or Display P3, grey levels,
/// and hue–saturation–brightness. Glance's panels are sRGB, so every colour is converted to
/// sRGB here; components outside the sRGB gamut (a saturated P3 red) are clipped to it, as an
/// sRGB display shows them.
extension Color {
    /// A profile for the components of an RGB colour.
    public enum RGBColorSpace: Hashable, Sendable {
        /// sRGB (IEC 61966-2-1): the components as they are.
        case sRGB
        /// sRGB primaries with linear components (no transfer curve).
        case sRGBLinear
        /// Display P3: DCI-P3 primaries, D65 white, the sRGB transfer curve.
        case displayP3
    }

    /// A colour from red, green and blue components (0…1) in `colorSpace`.
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        let (r, g, b) = Self.sRGBComponents(colorSpace, red, green, blue)
        self.init(red: r, green: g, blue: b, alpha: opacity)
    }

    /// A grey of `white` (0 black … 1 white) in `colorSpace`.
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// A colour from hue (0…1 around the colour wheel from red), saturation and brightness, in
    /// sRGB: the HSV model of Smith, "Color Gamut Transform Pairs" (SIGGRAPH 1978).
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = hue.isFinite ? (hue - hue.rounded(.down)) * 6 : 0
        let s = saturation.clamped01, v = brightness.clamped01
        let sector = Int(h) % 6, f = h - Double(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double) =
            switch sector {
            case 0: (v, t, p)
            case 1: (q, v, p)
            case 2: (p, v, t)
            case 3: (p, q, v)
            case 4: (t, p, v)
            default: (v, p, q)
            }
        self.init(red: r, green: g, blue: b, alpha: opacity)
    }

    /// Components in `space` as gamma-encoded sRGB, unclipped.
    static func sRGBComponents(_ space: RGBColorSpace, _ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
        switch space {
        case .sRGB:
            return (r, g, b)
        case .sRGBLinear:
            return (encode(r), encode(g), encode(b))
        case .displayP3:
            let linear = displayP3ToLinearSRGB.apply((decode(r), decode(g), decode(b)))
            return (encode(linear.0), encode(linear.1), encode(linear.2))
        }
    }

    /// The sRGB transfer curve, linear light to encoded (IEC 61966-2-1), odd around zero so
    /// out-of-gamut negatives survive until clipping.
    static func encode(_ c: Double) -> Double {
        let a = abs(c)
        let e = a <= 0.0031308 ? 12.92 * a : 1.055 * pow(a, 1 / 2.4) - 0.055
        return c < 0 ? -e : e
    }

    /// The sRGB transfer curve, encoded to linear light; Display P3 uses the same curve.
    static func decode(_ c: Double) -> Double {
        let a = abs(c)
        let l = a <= 0.04045 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4)
        return c < 0 ? -l : l
    }

    /// Linear Display P3 to CIE XYZ (D65), from CSS Color Module Level 4's sample conversion
    /// code (https://www.w3.org/TR/css-color-4/#color-conversion-code), at the full double
    /// precision given in w3c/csswg-drafts issue 7675.
    static let linearDisplayP3ToXYZ = Matrix3(
        0.48657094864821626, 0.26566769316909294, 0.19821728523436250,
        0.22897456406974884, 0.69173852183650620, 0.07928691409374500,
        0.00000000000000000, 0.04511338185890257, 1.04394436890097570)

    /// CIE XYZ (D65) to linear sRGB, from the same source. Both spaces share the D65 white,
    /// so no chromatic adaptation is needed between them.
    static let xyzToLinearSRGB = Matrix3(
        3.24096994190452130, -1.53738317757009350, -0.49861076029300330,
        -0.96924363628087980, 1.87596750150772060, 0.04155505740717561,
        0.05563007969699360, -0.20397695888897657, 1.05697151424287860)

    /// Linear Display P3 straight to linear sRGB: the two matrices above multiplied.
    static let displayP3ToLinearSRGB = xyzToLinearSRGB * linearDisplayP3ToXYZ
}

/// A 3×3 matrix, row by row, for colour-space conversions.
struct Matrix3: Sendable {
    var m: [Double]

    init(_ m: Double...) {
        precondition(m.count == 9)
        self.m = m
    }

    func apply(_ v: (Double, Double, Double)) -> (Double, Double, Double) {
        (m[0] * v.0 + m[1] * v.1 + m[2] * v.2, m[3] * v.0 + m[4] * v.1 + m[5] * v.2, m[6] * v.0 + m[7] * v.1 + m[8] * v.2)
    }

    static func * (a: Matrix3, b: Matrix3) -> Matrix3 {
        var out = [Double](repeating: 0, count: 9)
        for row in 0..<3 {
            for col in 0..<3 {
                out[row * 3 + col] = (0..<3).reduce(0) { $0 + a.m[row * 3 + $1] * b.m[$1 * 3 + col] }
            }
        }
        return Matrix3(values: out)
    }

    private init(values: [Double]) { m = values }
}
