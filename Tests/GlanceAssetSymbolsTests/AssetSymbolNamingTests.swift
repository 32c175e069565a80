import Foundation
import Testing

@testable import GlanceAssetSymbolsTool

@Suite struct AssetSymbolNamingTests {
    @Test(arguments: [
        ("AccentColor", "accent"), ("BackgroundColor", "background"), ("tabbarBackgroundColor", "tabbarBackground"),
        ("headerBackground", "headerBackground"), ("Color", "color"), ("Netflix Long", "netflixLong"),
        ("ic_login", "icLogin"), ("Background1-Dark", "background1Dark"), ("URLColor", "url"),
        ("0b3b21ff27f67b9e5821e5ffee7366c5", "_0B3B21Ff27F67B9E5821E5Ffee7366C5"), ("121212", "_121212"),
        ("default", "`default`"), ("Default", "`default`"), ("Watercolor", "watercolor"), ("self", "self_"), ("✨", "_"),
    ])
    func colourNamesFollowXcode(_ name: String, _ symbol: String) {
        #expect(AssetSymbolNaming.memberName(name, droppingSuffix: "Color") == symbol)
    }

    @Test(arguments: [
        ("SomeIcon", "someIcon"), ("HeroImage", "hero"), ("Image", "image"), ("MoviePoster", "moviePoster"), ("1", "_1"),
        ("AccentColor", "accentColor"), ("Chevron Left", "chevronLeft"), ("HTTPServer2", "httpServer2"),
    ])
    func imageNamesFollowXcode(_ name: String, _ symbol: String) {
        #expect(AssetSymbolNaming.memberName(name, droppingSuffix: "Image") == symbol)
    }

    @Test func namespacesAreUpperCamelCase() {
        #expect(AssetSymbolNaming.typeName("TabBarIcons") == "TabBarIcons")
        #expect(AssetSymbolNaming.typeName("tab bar icons") == "TabBarIcons")
        #expect(AssetSymbolNaming.typeName("2024") == "_2024")
    }

    @Test func theExampleCatalogGivesNestedNamespacesAndColorShortcuts() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let inventory = AssetInventory.read([root.appendingPathComponent("Examples/AssetExample/Assets.xcassets").path])
        #expect(inventory.root.colors == ["AccentColor", "Background"])
        #expect(inventory.root.images == ["Glyph", "SomeIcon"])
        #expect(inventory.root.children.map(\.images) == [["Weather/Sun"]])
        var writer = SymbolFileWriter(inventory: inventory)
        let source = writer.source(header: "test")
        #expect(source.contains("static let accent = ColorResource(name: \"AccentColor\")"))
        #expect(source.contains("    enum Weather {\n        /// The \"Weather/Sun\" asset catalog image resource.\n        static let sun = ImageResource(name: \"Weather/Sun\")"))
        #expect(source.contains("extension ShapeStyle where Self == Color {"))
        #expect(writer.warnings.isEmpty)
    }

    @Test func clashingNamesKeepTheFirstAndWarn() {
        var inventory = AssetInventory()
        inventory.root.colors = ["Accent", "AccentColor", "Red"]
        var writer = SymbolFileWriter(inventory: inventory)
        let source = writer.source(header: "test")
        #expect(source.contains("static let accent = ColorResource(name: \"Accent\")"))
        #expect(!source.contains("name: \"AccentColor\""))
        #expect(writer.warnings == ["warning: the color \"AccentColor\" resolves to the symbol 'accent', which is already taken; rename the asset"])
        // A colour named like a built-in one gets its resource but no `Color.red` shortcut.
        #expect(source.contains("static let red = ColorResource(name: \"Red\")"))
        #expect(!source.contains("static var red"))
    }
}
