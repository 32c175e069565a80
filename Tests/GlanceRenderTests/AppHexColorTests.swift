import GlanceGraphics
import GlanceUI
import Testing

@testable import CompatStyles

/// An app's own `Color(hex:)` builds beside GlanceKit (which declares none) and is the one called.
@MainActor @Suite struct AppHexColorTests {
    @Test func theAppsHexInitialisersAreTheOnesCalled() {
        #expect(HexPalette.accent == Color(.sRGB, red: 1, green: 146.0 / 255, blue: 48.0 / 255))
        #expect(HexPalette.good == Color(.sRGB, red: 48.0 / 255, green: 209.0 / 255, blue: 88.0 / 255))
        #expect(HexPalette.veil == Color(.sRGB, red: 0, green: 0, blue: 0, opacity: 128.0 / 255))
        _ = HexPalette.swatch()
    }
}
