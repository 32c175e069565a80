import Foundation
import Testing

/// `glance rom validate` warns about SF Symbol names Glance does not draw, as a compiler warns:
/// the ROM still loads (issue 21, item 11).
@Suite struct RomSymbolWarningTests {
    @Test func validateWarnsAtTheFieldAndStillPasses() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
        let rom = "\(root)/Tests/GlanceChecksTests/BrokenRoms/unknown-symbol.json"
        let r = try GlanceProcess.run(["rom", "validate", rom])
        #expect(r.status == 0, "\(r.err)")
        #expect(r.out.contains("unknown-symbol.json: ok (Broken: unknown-symbol, 1 widget, 1 entry, 1 warning)"), "\(r.out)")
        #expect(
            r.err.contains("unknown-symbol.json:28:24: warning: widgets[0].templates.accessoryCircular.zstack[1].image: unknown SF Symbol \"icloud.slsh\""),
            "\(r.err)")
        #expect(r.err.contains("did you mean \"icloud.slash\""), "\(r.err)")
        let clean = try GlanceProcess.run(["rom", "validate", "\(root)/roms/moon.json"])
        #expect(clean.status == 0 && clean.err.isEmpty, "\(clean.err)")
    }
}
