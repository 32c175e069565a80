import Foundation
import GlanceGraphics
import GlanceUI
import Testing

@testable import GlanceFiles

/// A catalog as Xcode writes it: a new target's colour sets without a colour, appearances
/// (dark, tinted, high contrast), Display P3, every component form, storage fields, and vector
/// image sets (an SVG and PDFs, with and without their vector data kept).
@Suite struct XcodeCatalogTests {
    let vectors = VectorSizeDecoder()
    let catalog: AssetCatalog

    init() throws {
        catalog = try AssetCatalog.load(paths: ["\(assetFixtures)/Xcode.xcassets"], codec: PNGSizeCodec(), vectors: vectors)
    }

    func color(_ name: String, _ look: AssetAppearance = .dark, _ idiom: AssetIdiom = .watch) -> Color? {
        catalog.color(named: name, appearance: look, idiom: idiom)
    }

    func near(_ a: Color?, _ b: Color, _ tolerance: Double = 0.002) -> Bool {
        guard let a else { return false }
        return abs(a.red - b.red) < tolerance && abs(a.green - b.green) < tolerance && abs(a.blue - b.blue) < tolerance
            && abs(a.alpha - b.alpha) < tolerance
    }

    @Test func aNewTargetsColourSetsWithoutAColourMeanNoColourSet() {
        #expect(catalog.colorNames.contains("AccentColor") && catalog.colorNames.contains("WidgetBackground"))
        #expect(color("AccentColor") == Color.accentColor)  // the system's accent
        #expect(color("AccentColor", .light, .iphone) == Color.accentColor)
        #expect(color("WidgetBackground") == .clear)
    }

    @Test func componentsReadInEveryFormXcodeWrites() {
        // "0xFF" and "255" are bytes, "0.5" a fraction, JSON numbers fractions.
        #expect(color("Forms", .dark, .iphone) == Color(red: 1, green: 1, blue: 0.5, alpha: 1))
        #expect(color("Forms", .dark, .watch) == Color(red: 1, green: 0, blue: 0.25, alpha: 1))
        #expect(near(color("Leaf", .light), Color(red: 0.204, green: 0.780, blue: 0.349)))
        #expect(color("Leaf", .dark) == Color(red: 0x30 / 255.0, green: 0xD1 / 255.0, blue: 0x58 / 255.0))
    }

    @Test func displayP3IsConvertedToSRGB() {
        // Display P3 (0.8, 0.4, 0.2) through the P3-to-sRGB matrix of docs/assets.md; the plain
        // variant wins over the one narrowed to sRGB displays.
        #expect(near(color("Ember"), Color(red: 0.8596, green: 0.3704, blue: 0.1234)))
    }

    @Test func tintedVariantsAreForTintedRenderingOnly() {
        #expect(color("Leaf", .tinted) == Color(red: 1, green: 1, blue: 1, alpha: 0.8))
        #expect(color("Leaf", .dark) == Color(red: 0x30 / 255.0, green: 0xD1 / 255.0, blue: 0x58 / 255.0))  // high contrast is skipped
        #expect(color("Ember", .tinted) == color("Ember", .dark))  // no tinted variant: the dark (here any) one
        func badge(_ look: AssetAppearance, _ idiom: AssetIdiom = .iphone) -> Int? {
            catalog.image(named: "Badge", scale: 2, appearance: look, idiom: idiom)?.bitmap.width
        }
        #expect(badge(.light) == 20 && badge(.dark) == 22 && badge(.tinted) == 24)
        #expect(badge(.dark, .watch) == 20)  // the watch variant, narrowed to small screens, is the watch's only one
    }

    @Test func vectorImagesAreDrawnAtTheScaleAsked() throws {
        let mountain = try #require(catalog.image(named: "Mountain", scale: 2, appearance: .dark, idiom: .watch))
        #expect(mountain.bitmap.size == PixelSize(width: 64, height: 48) && mountain.size == Size(width: 32, height: 24))
        #expect(mountain.preservesVectorRepresentation && mountain.intent == nil)
        #expect(catalog.image(named: "Mountain", scale: 3, appearance: .dark, idiom: .watch)?.bitmap.size == PixelSize(width: 96, height: 72))
        let bolt = try #require(catalog.image(named: "Bolt", scale: 2, appearance: .dark, idiom: .watch))
        #expect(bolt.size == Size(width: 20, height: 24) && bolt.intent == .template)
    }

    @Test func onlyVectorDataKeptIsDrawnAfreshAtTheSizeShown() throws {
        let big = try #require(catalog.image(named: "Mountain", scale: 2, appearance: .dark, idiom: .watch, size: Size(width: 80, height: 60)))
        #expect(big.bitmap.size == PixelSize(width: 160, height: 120))
        // Xcode's default for a PDF keeps no vector data: its natural-size pixels are stretched.
        let flag = try #require(catalog.image(named: "Flag", scale: 2, appearance: .dark, idiom: .watch, size: Size(width: 96, height: 64)))
        #expect(flag.bitmap.size == PixelSize(width: 48, height: 32) && !flag.preservesVectorRepresentation)
        // A drawing is kept: asking again draws nothing new.
        let before = vectors.drawings.withLock { $0 }
        _ = catalog.image(named: "Mountain", scale: 2, appearance: .dark, idiom: .watch, size: Size(width: 80, height: 60))
        #expect(vectors.drawings.withLock { $0 } == before)
    }

    @Test func withoutAVectorReaderVectorSetsAreListedAndExplained() throws {
        let plain = try AssetCatalog.load(paths: ["\(assetFixtures)/Xcode.xcassets"], codec: PNGSizeCodec())
        #expect(plain.imageNames.contains("Mountain") && plain.image(named: "Mountain", scale: 2, appearance: .dark, idiom: .watch) == nil)
        let reason = try #require(plain.unavailableReason(image: "Bolt"))
        #expect(reason.hasSuffix("Bolt.imageset/bolt.pdf: PDF images need a vector image reader (VectorImageReader) when the catalog is loaded"))
    }

    @Test func anUnreadableVectorFileIsAProblemNamingIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glance-xcassets-\(UUID().uuidString)/Bad.xcassets")
        let set = folder.appendingPathComponent("Broken.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        try Data(#"{ "images" : [ { "filename" : "broken.svg", "idiom" : "universal" } ] }"#.utf8).write(to: set.appendingPathComponent("Contents.json"))
        try Data(#"<svg xmlns="http://www.w3.org/2000/svg">"#.utf8).write(to: set.appendingPathComponent("broken.svg"))
        #expect(throws: FileErrors.self) { try AssetCatalog.load(paths: [folder.path], codec: PNGSizeCodec(), vectors: vectors) }
        do {
            _ = try AssetCatalog.load(paths: [folder.path], codec: PNGSizeCodec(), vectors: vectors)
        } catch {
            #expect(error.description == "\(set.path)/broken.svg: no size in this SVG")
        }
    }
}
