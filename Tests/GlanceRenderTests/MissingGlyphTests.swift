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
        let r = try render(VStack { Text("Café 12°"); Text("東京 12:40 東") })
        #expect(r.textFits.map(\.missingCharacters) == ["", "東京"])
        #expect(r.warnings == ["“東京 12:40 東” has characters no font draws, shown as boxes: 東京 (U+6771 U+4EAC)"], "\(r.warnings)")
    }

    @Test func hiddenTextNamesNothing() throws {
        let r = try render(VStack { Text("Tokyo"); Text("東京").privacySensitive() }, redaction: .hideSensitive)
        #expect(r.textFits.allSatisfy { $0.missingCharacters.isEmpty } && r.warnings.isEmpty, "\(r.warnings)")
    }
}
