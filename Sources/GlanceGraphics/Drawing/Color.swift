import Foundation

/// An sRGB colour with straight (not premultiplied) alpha, components in 0...1; or a named
/// colour from an asset catalog, resolved when views are laid out (see `Color+Asset.swift`).
public struct Color: Hashable, Sendable, CustomStringConvertible {
    package var red: Double
    package var green: Double
    package var blue: Double
    package var alpha: Double
    /// The asset catalog colour this stands for, or `nil` for a plain colour. For a named
    /// colour the components are `missingAsset`'s and `alpha` is an opacity over the asset's.
    package var assetName: String?

    /// A colour from sRGB components and alpha, each clamped to 0…1. Disfavoured so that
    /// SwiftUI's `Color(red:green:blue:)` picks `init(_:red:green:blue:opacity:)`, which
    /// converts from the colour space it names.
    @_disfavoredOverload
    package init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red.clamped01
        self.green = green.clamped01
        self.blue = blue.clamped01
        self.alpha = alpha.clamped01
    }

    /// A grey of the given `white` level.
    @_disfavoredOverload
    package init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour from 8-bit components, as design tools show them.
    package init(r8 r: Int, g8 g: Int, b8 b: Int, alpha: Double = 1) {
        self.init(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: alpha)
    }

    /// Parses `#RGB`, `#RRGGBB` or `#RRGGBBAA`; `nil` when malformed. Not SwiftUI's API (which
    /// has no hex initialiser), so widget code can declare its own `Color(hex:)`.
    package init?(parsingHex hex: String) {
        var text = Substring(hex)
        if text.hasPrefix("#") { text = text.dropFirst() }
        guard text.allSatisfy(\.isHexDigit) else { return nil }
        let digits = text.count == 3 ? String(text.flatMap { [$0, $0] }) : String(text)
        guard digits.count == 6 || digits.count == 8, let value = UInt64(digits, radix: 16) else { return nil }
        let v = digits.count == 6 ? value << 8 | 0xFF : value
        self.init(
            red: Double(v >> 24 & 0xFF) / 255, green: Double(v >> 16 & 0xFF) / 255,
            blue: Double(v >> 8 & 0xFF) / 255, alpha: Double(v & 0xFF) / 255)
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque.
    package var hexString: String {
        func byte(_ v: Double) -> String {
            let s = String(Int((v * 255).rounded()), radix: 16, uppercase: true)
            return s.count == 1 ? "0" + s : s
        }
        return "#" + byte(red) + byte(green) + byte(blue) + (alpha < 1 ? byte(alpha) : "")
    }

    public var description: String { assetName.map { "asset \"\($0)\"" + (alpha < 1 ? " at \(alpha.compact)" : "") } ?? hexString }

    /// The same colour with its alpha multiplied by `factor`.
    public func opacity(_ factor: Double) -> Color {
        var c = self
        c.alpha = (alpha * factor).clamped01
        return c
    }

    /// Relative luminance per WCAG 2 (linearised sRGB).
    package var luminance: Double {
        func lin(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        return 0.2126 * lin(red) + 0.7152 * lin(green) + 0.0722 * lin(blue)
    }
}

extension Double {
    var clamped01: Double { isNaN ? 0 : Swift.min(1, Swift.max(0, self)) }
}

/// Colours read as a hex string or a name (`"#FF9F0A"`, `"orange"`) or as components; written
/// as hex when that is exact, as components otherwise. Asset colours are `{ "asset": name }`,
/// with `"opacity"` when not opaque.
extension Color: Codable {
    private enum Keys: String, CodingKey { case red, green, blue, alpha, asset, opacity }

    public init(from decoder: any Decoder) throws {
        if let single = try? decoder.singleValueContainer(), let text = try? single.decode(String.self) {
            guard let color = Color(parsing: text) else {
                throw DecodingError.dataCorruptedError(
                    in: single, debugDescription: "'\(text)' is not a colour name or #RRGGBB[AA] value")
            }
            self = color
            return
        }
        let c = try decoder.container(keyedBy: Keys.self)
        if let name = try c.decodeIfPresent(String.self, forKey: .asset) {
            self = Color(asset: name).opacity(try c.decodeIfPresent(Double.self, forKey: .opacity) ?? 1)
            return
        }
        self.init(
            red: try c.decode(Double.self, forKey: .red), green: try c.decode(Double.self, forKey: .green),
            blue: try c.decode(Double.self, forKey: .blue), alpha: try c.decodeIfPresent(Double.self, forKey: .alpha) ?? 1)
    }

    public func encode(to encoder: any Encoder) throws {
        if let assetName {
            var c = encoder.container(keyedBy: Keys.self)
            try c.encode(assetName, forKey: .asset)
            if alpha < 1 { try c.encode(alpha, forKey: .opacity) }
        } else if Color(parsingHex: hexString) == self {
            var c = encoder.singleValueContainer()
            try c.encode(hexString)
        } else {
            var c = encoder.container(keyedBy: Keys.self)
            try c.encode(red, forKey: .red)
            try c.encode(green, forKey: .green)
            try c.encode(blue, forKey: .blue)
            try c.encode(alpha, forKey: .alpha)
        }
    }
}
