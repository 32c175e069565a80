import Foundation
import GlanceGraphics
import GlanceText
import GlanceUI
import Testing

/// Characters no font has a glyph for are drawn as boxes; layout says so (docs/checks.md,
/// missing-glyph), naming the characters, except inside content the firmware hides.
@MainActor @Suite struct MissingGlyphTests {
    func render(_ view: some View, redaction: RedactionPolicy = .none) throws -> LayoutResult {
        var env = EnvironmentValues()
        env.displayScale = 2
        let node = ViewArchiver.archive(view, in: env)
        return ViewRenderer(measurer: try TextEngine()).render(node, in: Size(width: 193, height: 82), environment: env, redaction: redaction)
    }

    @Test func charactersNoFontDrawsAreNamed() throws {
        // Private use (Apple's logo in Apple's fonts) and unassigned: no font here has them.
        let r = try render(VStack { Text("Café 12°"); Text("\u{F8FF} 12:40 \u{378}\u{F8FF}") })
        #expect(r.textFits.map(\.missingCharacters) == ["", "\u{F8FF}\u{378}"])
        #expect(
            r.warnings == ["“\u{F8FF} 12:40 \u{378}\u{F8FF}” has characters no font draws, shown as boxes: \u{F8FF}\u{378} (U+F8FF U+378)"],
            "\(r.warnings)")
    }

    @Test func fallbackFontsLeaveNothingMissing() throws {
        // CJK and emoji come from the Noto fallbacks: drawn, so not named.
        let r = try render(VStack { Text("東京 晴れ 😀"); Text("서울 北京") })
        #expect(r.textFits.allSatisfy { $0.missingCharacters.isEmpty } && r.warnings.isEmpty, "\(r.warnings)")
    }

    @Test func hiddenTextNamesNothing() throws {
        let r = try render(VStack { Text("Tokyo"); Text("\u{F8FF}").privacySensitive() }, redaction: .hideSensitive)
        #expect(r.textFits.allSatisfy { $0.missingCharacters.isEmpty } && r.warnings.isEmpty, "\(r.warnings)")
    }
}
