import AssetExample
import Foundation
import GlanceCairo
import GlanceFiles
import GlanceFirmware
import GlanceGraphics
import GlanceTesting
import GlanceText
import GlanceUI
import GlanceWidgets
import Testing

/// The example target's catalog, read with the real PNG decoder.
let exampleCatalogPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Examples/AssetExample/Assets.xcassets").path

@MainActor
@Suite struct AssetGoldenTests {
    let catalog: AssetCatalog

    init() throws { catalog = try AssetCatalog.load(paths: [exampleCatalogPath], codec: PNGCodec(), vectors: VectorImageReader()) }

    func slot<V: View>(_ view: V, _ family: WidgetFamily, on device: String = "watch-45mm") throws -> (LayoutResult, Bitmap) {
        let renderer = SlotRenderer(measurer: try TextEngine(), rasterizer: CairoRasterizer(), assets: catalog)
        return try renderer.render(view, family: family, device: Device.named(device)!)
    }

    func verify(_ bitmap: Bitmap, _ name: String) throws {
        try verifySnapshot(of: bitmap, as: .image(), named: "asset-\(name)", in: cairoSnapshots, record: try RecordMode.fromEnvironment())
    }

    @Test(arguments: ["watch-45mm", "iphone-6.1in"])
    func generatedSymbolsDrawTheExampleCatalog(_ device: String) throws {
        let (layout, bitmap) = try slot(AssetExampleView(), .accessoryCircular, on: device)
        #expect(layout.warnings.isEmpty)
        try verify(bitmap, "example-accessoryCircular-\(device)")
    }

    @Test func templateAndOriginalImages() throws {
        let view = HStack(spacing: 6) {
            Image("SomeIcon")
            Image("SomeIcon").renderingMode(.template).foregroundStyle(.mint)
            Image("Glyph").foregroundStyle(.orange)
            Image("Glyph").renderingMode(.original).padding(2).background(Color.white)
            Image("Glyph").foregroundStyle(LinearGradient(colors: [.red, .yellow], startPoint: .leading, endPoint: .trailing))
        }
        let (layout, bitmap) = try slot(view, .accessoryRectangular)
        #expect(layout.warnings.isEmpty)
        try verify(bitmap, "rendering-modes-accessoryRectangular")
    }

    @Test func resizableImagesFillACircularSlot() throws {
        let view = ZStack {
            AccessoryWidgetBackground()
            Image("Weather/Sun").resizable().scaledToFit().padding(6)
        }
        try verify(try slot(view, .accessoryCircular).1, "resizable-accessoryCircular")
    }

    @Test(arguments: [ColorScheme.light, .dark])
    func colourSetsFollowTheColourScheme(_ scheme: ColorScheme) throws {
        let device = Device.named("watch-45mm")!
        var env = try SlotRenderer.environment(for: .accessoryCircular, on: device)
        env.colorScheme = scheme
        let view = ZStack {
            Circle().fill(Color("Background"))
            Circle().strokeBorder(Color("AccentColor"), lineWidth: 4)
        }
        let layout = ViewRenderer(measurer: try TextEngine(), assets: catalog).render(view, in: Size(width: 50, height: 50), environment: env)
        #expect(layout.warnings.isEmpty)
        try verify(try CairoRasterizer().rasterize(layout.displayList, scale: 2, background: .black), "colorset-\(scheme.rawValue)")
    }

    @Test func missingNamesDrawPlaceholders() throws {
        let view = HStack {
            Image("NoSuchImage")
            Image("NoSuchImage").resizable().frame(width: 40, height: 20)
            Text("Missing").foregroundStyle(Color("NoSuchColor"))
        }
        let (layout, bitmap) = try slot(view, .accessoryRectangular)
        #expect(layout.warnings == [
            "unknown image 'NoSuchImage' in the asset catalogs: drawn as a magenta box",
            "unknown colour 'NoSuchColor' in the asset catalogs: drawn magenta",
        ])
        try verify(bitmap, "missing-accessoryRectangular")
    }
}
