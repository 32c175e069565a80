// Compatibility example: the hex colour initialisers widget apps declare for themselves
// (SwiftUI has none). GlanceKit declares no `Color(hex:)`, so these are the ones that build and
// are called, in a view modifier's argument too, where an overload would make the call ambiguous.
import GlanceKit

extension Color {
    /// `#RRGGBB`, `RRGGBB` or `#RRGGBBAA`, as apps write it; black when malformed.
    init(hex: String) {
        let digits = hex.hasPrefix("#") ? String(hex.dropFirst()) : hex
        let value = UInt64(digits, radix: 16) ?? 0
        let rgba = digits.count == 8 ? value : value << 8 | 0xFF
        self.init(
            .sRGB, red: Double(rgba >> 24 & 0xFF) / 255, green: Double(rgba >> 16 & 0xFF) / 255,
            blue: Double(rgba >> 8 & 0xFF) / 255, opacity: Double(rgba & 0xFF) / 255)
    }

    /// `0xRRGGBB`.
    init(hex: Int, opacity: Double = 1) {
        self.init(.sRGB, red: Double(hex >> 16 & 0xFF) / 255, green: Double(hex >> 8 & 0xFF) / 255, blue: Double(hex & 0xFF) / 255, opacity: opacity)
    }
}

/// A palette written in hex.
enum HexPalette {
    static let accent = Color(hex: "#FF9230")
    static let good = Color(hex: 0x30D158)
    static let veil = Color(hex: "00000080")

    /// A swatch painted with the app's initialisers inside modifiers.
    static func swatch() -> some View {
        Circle().fill(Color(hex: "#30D158")).overlay(Circle().stroke(Color(hex: 0xFF9230), lineWidth: 2)).foregroundColor(Color(hex: "#FFFFFF"))
    }
}
