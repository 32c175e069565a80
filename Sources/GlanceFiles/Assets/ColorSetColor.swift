import Foundation
import GlanceGraphics

/// The `color` of a colour set entry: components in a colour space, or a system colour by
/// reference, converted to sRGB.
enum ColorSetColor {
    /// The colour spaces Xcode writes.
    enum Space: String, CaseIterable {
        case srgb, extendedSRGB = "extended-srgb", extendedLinearSRGB = "extended-linear-srgb", displayP3 = "display-p3"
        case grayGamma22 = "gray-gamma-22", extendedGray = "extended-gray"

        var isGray: Bool { self == .grayGamma22 || self == .extendedGray }
    }

    static func read(_ node: JSONNode, _ path: String, _ r: FileReader) -> Color? {
        guard let o = r.object(node, path) else { return nil }
        if o.has("reference") {
            defer { o.finish(allowed: ["reference", "platform"]) }
            if let (p, pp) = o.optional("platform") { _ = r.string(p, pp) }
            guard let (ref, rp) = o.required("reference"), let name = r.string(ref, rp) else { return nil }
            guard let color = systemColors[name] else {
                let hint = suggestion(for: name, among: Array(systemColors.keys)).map { " (did you mean \"\($0)\"?)" } ?? ""
                r.problem(ref, rp, "unknown system colour \"\(name)\"\(hint); Glance knows: " + systemColors.keys.sorted().joined(separator: ", "))
                return nil
            }
            return color
        }
        defer { o.finish(allowed: ["color-space", "components"]) }
        let space = o.required("color-space").flatMap { r.choice($0.0, $0.1, Space.self) }
        guard let (c, cp) = o.required("components"), let co = r.object(c, cp), let space else { return nil }
        let keys = space.isGray ? ["white", "alpha"] : ["red", "green", "blue", "alpha"]
        defer { co.finish(allowed: keys) }
        let values = keys.map { key in co.required(key).flatMap { component($0.0, $0.1, r) } }
        guard values.allSatisfy({ $0 != nil }) else { return nil }
        let v = values.map { $0! }
        return space.isGray ? convert(space, v[0], v[0], v[0], alpha: v[1]) : convert(space, v[0], v[1], v[2], alpha: v[3])
    }

    /// `"0.500"` (a fraction), `"127"` (0–255), `"0x7F"` (hex 0–255), or a JSON number (a fraction).
    static func component(_ node: JSONNode, _ path: String, _ r: FileReader) -> Double? {
        if case .number(let n) = node.value { return n }
        guard let s = r.string(node, path) else { return nil }
        let text = s.trimmingCharacters(in: .whitespaces)
        if text.lowercased().hasPrefix("0x"), let byte = Int(text.dropFirst(2), radix: 16), (0...255).contains(byte) { return Double(byte) / 255 }
        if text.contains("."), let v = Double(text), v.isFinite { return v }
        if let byte = Int(text), (0...255).contains(byte) { return Double(byte) / 255 }
        r.problem(node, path, "expected a component such as \"0.500\", \"127\" or \"0x7F\", found \"\(s)\"")
        return nil
    }

    /// Components in `space` as an sRGB colour (out-of-gamut values clamp).
    static func convert(_ space: Space, _ red: Double, _ green: Double, _ blue: Double, alpha: Double) -> Color {
        func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
        func encoded(_ c: Double) -> Double { c <= 0.0031308 ? c * 12.92 : 1.055 * pow(max(c, 0), 1 / 2.4) - 0.055 }
        switch space {
        case .srgb, .extendedSRGB:
            return Color(red: red, green: green, blue: blue, alpha: alpha)
        case .extendedLinearSRGB:
            return Color(red: encoded(red), green: encoded(green), blue: encoded(blue), alpha: alpha)
        case .grayGamma22, .extendedGray:
            let w = encoded(pow(max(red, 0), 2.2))
            return Color(white: w, alpha: alpha)
        case .displayP3:
            // Display P3 shares sRGB's transfer curve; its primaries map to sRGB's by this matrix.
            let (r, g, b) = (linear(red), linear(green), linear(blue))
            return Color(
                red: encoded(1.2249401 * r - 0.2249404 * g), green: encoded(-0.0420569 * r + 1.0420571 * g),
                blue: encoded(-0.0196376 * r - 0.0786361 * g + 1.0982735 * b), alpha: alpha)
        }
    }

    /// System colours a colour set may reference, as the dark appearance shows them.
    static let systemColors: [String: Color] = {
        var table: [String: Color] = [
            "blackColor": .black, "whiteColor": .white, "clearColor": .clear, "labelColor": .white,
            "secondaryLabelColor": Color(white: 0.92, alpha: 0.6), "systemBackgroundColor": .black,
            "systemGrayColor": .gray, "systemFillColor": Color(white: 0.47, alpha: 0.36),
        ]
        for (name, color) in Color.named where !["clear", "black", "white"].contains(name) {
            table["system" + name.prefix(1).uppercased() + name.dropFirst() + "Color"] = color
        }
        return table
    }()
}
