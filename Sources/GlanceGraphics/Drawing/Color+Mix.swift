import Foundation

/// Blending two colours, as `Color.mix(with:by:in:)` does.
extension Color {
    /// This colour blended with `other` by `fraction` (0 self, 1 other), component-wise in sRGB.
    package func mixed(with other: Color, by fraction: Double) -> Color {
        let t = min(1, max(0, fraction))
        return Color(
            red: red + (other.red - red) * t, green: green + (other.green - green) * t, blue: blue + (other.blue - blue) * t,
            alpha: alpha + (other.alpha - alpha) * t)
    }

    /// This colour blended with `other` by `fraction` in Oklab, a perceptually uniform space.
    package func mixedPerceptually(with other: Color, by fraction: Double) -> Color {
        let t = min(1, max(0, fraction))
        let a = oklab, b = other.oklab
        return Color(oklab: (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t, a.2 + (b.2 - a.2) * t), alpha: alpha + (other.alpha - alpha) * t)
    }

    /// The colour in Oklab (L, a, b), from linearised sRGB.
    var oklab: (Double, Double, Double) {
        func lin(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        let (r, g, b) = (lin(red), lin(green), lin(blue))
        let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
        let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
        let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
        return (
            0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s, 1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
            0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s
        )
    }

    /// A colour from Oklab, clamped into sRGB.
    init(oklab: (Double, Double, Double), alpha: Double) {
        let (L, A, B) = oklab
        let l = pow(L + 0.3963377774 * A + 0.2158037573 * B, 3)
        let m = pow(L - 0.1055613458 * A - 0.0638541728 * B, 3)
        let s = pow(L - 0.0894841775 * A - 1.2914855480 * B, 3)
        func gamma(_ c: Double) -> Double { c <= 0.0031308 ? 12.92 * c : 1.055 * pow(max(0, c), 1 / 2.4) - 0.055 }
        self.init(
            red: gamma(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
            green: gamma(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
            blue: gamma(-0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s), alpha: alpha)
    }
}
