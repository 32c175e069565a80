import Foundation
import GlanceGraphics
import GlanceUI
import GlanceWidgets
import Testing

@testable import GlanceFiles

let assetFixtures = repositoryRoot.appendingPathComponent("Tests/GlanceFilesTests/Assets").path

@Suite struct AssetCatalogTests {
    let catalog: AssetCatalog

    init() throws {
        catalog = try AssetCatalog.load(paths: ["\(assetFixtures)/Fixture.xcassets", "\(assetFixtures)/Fixture-folder"], codec: PNGSizeCodec())
    }

    @Test func namesFollowNamespacesAndSkipOtherSetKinds() {
        #expect(catalog.imageNames == ["Icons/Bell", "Inner", "Moon", "Photo", "Single", "Weather/rain", "dot"])
        #expect(catalog.colorNames == ["Accent", "Gray", "Hex", "Ink", "Ints", "P3", "Sky", "System", "Themed"])
    }

    @Test func everyComponentFormatReads() {
        func color(_ name: String) -> Color? { catalog.color(named: name, appearance: .dark, idiom: .watch) }
        #expect(color("Ints") == Color(red: 1, green: 127.0 / 255, blue: 0))
        #expect(color("Hex") == Color(red: 0, green: 127.0 / 255, blue: 1, alpha: 0.5))
        #expect(color("System") == .blue)
        // Gamma 2.2 grey 0.5 is a little lighter in sRGB; P3's pure red lies outside sRGB and clamps.
        #expect(abs((color("Gray")?.red ?? 0) - 0.5) < 0.01)
        #expect(color("P3")?.red == 1 && color("P3")?.green == 0)
    }

    @Test func appearancesAndIdiomsPickTheirVariant() {
        // On a watch the watch colour wins over universal light and dark; the 40 mm one is narrower.
        #expect(catalog.color(named: "Themed", appearance: .dark, idiom: .watch) == Color(red: 0, green: 1, blue: 0))
        #expect(catalog.color(named: "Themed", appearance: .dark, idiom: .iphone) == Color(red: 0, green: 0.1, blue: 0.2))
        #expect(catalog.color(named: "Themed", appearance: .light, idiom: .iphone) == Color(white: 0.9))
        #expect(catalog.color(named: "Sky", appearance: .light, idiom: .watch) == Color(parsingHex: "#5AC8FA"))
        #expect(catalog.color(named: "Sky", appearance: .dark, idiom: .watch) == Color(parsingHex: "#0A84FF"))
        #expect(catalog.color(named: "Ink", appearance: .dark, idiom: .watch) == .white)
        #expect(catalog.color(named: "Ink", appearance: .light, idiom: .watch) == .black)
        #expect(catalog.color(named: "Nope", appearance: .dark, idiom: .watch) == nil)
    }

    @Test func imagesPickTheirScaleIdiomAndAppearance() throws {
        func size(_ name: String, _ scale: Double, _ idiom: AssetIdiom = .iphone, _ look: AssetAppearance = .dark) -> PixelSize? {
            catalog.image(named: name, scale: scale, appearance: look, idiom: idiom)?.bitmap.size
        }
        #expect(size("Icons/Bell", 1) == PixelSize(width: 10, height: 10))
        #expect(size("Icons/Bell", 3) == PixelSize(width: 30, height: 30))
        #expect(size("Icons/Bell", 2.5) == PixelSize(width: 30, height: 30))  // larger, then shrunk
        #expect(size("Icons/Bell", 4) == PixelSize(width: 30, height: 30))
        #expect(size("Icons/Bell", 2, .watch) == PixelSize(width: 22, height: 22))  // the watch file
        #expect(size("Inner", 2) == PixelSize(width: 9, height: 9))  // empty slots are skipped
        #expect(size("Moon", 2, .watch, .dark) == PixelSize(width: 14, height: 14))
        #expect(size("Moon", 2, .watch, .light) == PixelSize(width: 12, height: 12))
        let bell = try #require(catalog.image(named: "Icons/Bell", scale: 2, appearance: .dark, idiom: .iphone))
        #expect(bell.size == Size(width: 10, height: 10) && bell.scale == 2 && bell.intent == .template)
        let single = try #require(catalog.image(named: "Single", scale: 2, appearance: .dark, idiom: .watch))
        #expect(single.scale == 1 && single.size == Size(width: 16, height: 8) && single.intent == .original)
        #expect(catalog.image(named: "Weather/rain", scale: 2, appearance: .dark, idiom: .watch)?.scale == 3)
        #expect(catalog.image(named: "dot", scale: 2, appearance: .dark, idiom: .watch)?.size == Size(width: 4, height: 4))
    }

    @Test func jpegsAreListedButExplainWhyTheyCannotBeDrawn() {
        #expect(catalog.image(named: "Photo", scale: 2, appearance: .dark, idiom: .watch) == nil)
        #expect(catalog.unavailableReason(image: "Photo") == "\(assetFixtures)/Fixture.xcassets/Photo.imageset/photo.jpg: JPEG is not supported; convert it to PNG")
        #expect(catalog.unavailableReason(image: "Icons/Bell") == nil)
    }

    @Test func aNameGivenTwiceIsAProblem() {
        #expect(throws: FileErrors.self) {
            try AssetCatalog.load(paths: ["\(assetFixtures)/Fixture.xcassets", "\(assetFixtures)/Fixture.xcassets"], codec: PNGSizeCodec())
        }
    }

    @Test(arguments: ["bad-colors.xcassets", "bad-images.xcassets", "bad-folder", "missing.xcassets"])
    func malformedCatalogsGiveExactlyTheirExpectedErrors(_ name: String) throws {
        let folder = repositoryRoot.appendingPathComponent("Tests/GlanceFilesTests/Malformed/assets").path
        do {
            _ = try AssetCatalog.load(paths: ["\(folder)/\(name)"], codec: PNGSizeCodec())
            Issue.record("\(name) loaded")
        } catch {
            let actual = "\(error)".replacingOccurrences(of: folder + "/", with: "Malformed/assets/")
            try expectErrors(actual, for: "\(folder)/\((name as NSString).deletingPathExtension).json")
        }
    }
}

@MainActor
@Suite struct AssetRomTests {
    @Test func romsNameTheirAssetFoldersAndViewsNameAssets() throws {
        let path = "\(assetFixtures)/assets-rom.json"
        let rom = try RomFile.decode(bytes(path), file: path)
        #expect(rom.assets == ["\(assetFixtures)/Fixture.xcassets", "\(assetFixtures)/Fixture-folder"])
        let widget = try #require(rom.widgets.first)
        var env = EnvironmentValues()
        env.widgetFamily = .accessoryCircular
        let node = widget.timelineEntry(widget.entries[0], from: Date(timeIntervalSinceReferenceDate: 0)).archive(env)
        let json = String(decoding: try ViewArchive(root: node).jsonData(), as: UTF8.self)
        for part in ["\"asset\" : \"Themed\"", "\"name\" : \"Icons/Bell\"", "\"renderingMode\" : \"original\"", "\"resizable\" : true", "\"asset\" : \"Sky\"", "\"contentMode\" : \"fit\""] {
            #expect(json.contains(part), "\(part) missing from \(json)")
        }
    }
}
