import Foundation
import Testing

/// `--assets` and a ROM's own asset folders, through the built `glance` binary.
@Suite final class AssetCommandTests {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glance-assets-\(UUID().uuidString)").path
    /// The scratch folder goes with the test.
    deinit { try? FileManager.default.removeItem(atPath: folder) }

    @Test func aRomDrawsFromItsOwnCatalogWithoutWarnings() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let r = try GlanceProcess.run([
            "render", "--rom", "\(root)/Tests/GlanceFilesTests/Assets/assets-rom.json", "--family", "accessoryCircular", "-o", "\(folder)/rom.png",
        ])
        #expect(r.status == 0, "\(r.err)")
        #expect(r.err.isEmpty, "\(r.err)")
    }

    @Test func missingNamesAreWarnedOnceEachOnStandardError() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let rom = "\(folder)/missing.json"
        try """
            { "formatVersion": 1, "name": "Missing", "widgets": [{ "kind": "m", "families": ["accessoryRectangular"],
              "timeline": { "entries": [{ "date": "+0m" }] },
              "templates": { "accessoryRectangular": { "hstack": [
                { "image": { "asset": "Nope" } }, { "image": { "asset": "Nope" } }, { "text": "x", "foreground": { "asset": "Gone" } } ] } } }] }
            """.write(toFile: rom, atomically: true, encoding: .utf8)
        let r = try GlanceProcess.run([
            "render", "--rom", rom, "--family", "accessoryRectangular", "--assets", "\(root)/Examples/AssetExample/Assets.xcassets", "-o", "\(folder)/m.png",
        ])
        #expect(r.status == 0, "\(r.err)")
        #expect(r.err == """
            warning: unknown image 'Nope' in the asset catalogs: drawn as a magenta box
            warning: unknown colour 'Gone' in the asset catalogs: drawn magenta

            """)
    }

    @Test func aBrokenCatalogIsAnErrorListingItsProblems() throws {
        let r = try GlanceProcess.run(["render", "--assets", "\(root)/Tests/GlanceFilesTests/Malformed/assets/bad-images.xcassets", "-o", "\(folder)/x.png"])
        #expect(r.status != 0)
        #expect(r.err.contains("6 problems in the asset catalogs:"), "\(r.err)")
        #expect(r.err.contains("images[0].filename: no file \"missing.png\" in Missing.imageset"), "\(r.err)")
    }
}
