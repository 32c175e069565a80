import Foundation
import GlanceCairo
import GlanceFiles
import GlanceFirmware
import GlanceGraphics
import GlanceTesting
import GlanceText
import GlanceUI
import GlanceWidgets
import GlancePreviews
import Testing

@testable import CompatAssets
@testable import GlanceKit

/// The CompatAssets example's folder and its Xcode-style catalog.
let compatAssetsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Examples/Compat/CompatAssets").path

/// Widgets drawn from a catalog as Xcode writes it (no colour in AccentColor and
/// WidgetBackground, Display P3, dark and tinted appearances, an SVG and PDFs) and from a PNG
/// loaded at run time, in every state: goldens in `__Snapshots__/cairo/CompatAssetsSnapshotTests/`.
@MainActor @Suite struct CompatAssetsSnapshotTests {
    let catalog: AssetCatalog

    init() throws {
        catalog = try AssetCatalog.load(paths: ["\(compatAssetsFolder)/Assets.xcassets"], codec: PNGCodec(), vectors: VectorImageReader())
    }

    @Test func trailConditionsFromAnXcodeDefaultCatalog() async {
        await assertWidgetSnapshots(TrailConditionsWidget(), devices: ["watch-45mm"], assets: catalog)
    }

    @Test func trailConditionsOnALockScreen() async {
        await assertWidgetSnapshots(
            TrailConditionsWidget(), families: [.accessoryRectangular], devices: ["iphone-6.1in"], states: [.unlocked, .vibrant], assets: catalog)
    }

    @Test func friendActivityWithAPhotoLoadedAtRunTime() async {
        await assertWidgetSnapshots(FriendActivityWidget(), devices: ["watch-45mm"], assets: catalog)
    }

    @Test func everyNameInTheExampleIsInItsCatalog() throws {
        let renderer = SlotRenderer(measurer: try TextEngine(), rasterizer: CairoRasterizer(), assets: catalog)
        let device = Device.named("watch-45mm")!
        let views: [(any View, WidgetFamily)] = [
            (TrailConditionsView(entry: TrailEntry(date: Date(), trail: "Ridge Loop", elevation: 2140, stormRisk: 0.3, isOpen: true)), .accessoryRectangular),
            (TrailConditionsView(entry: TrailEntry(date: Date(), trail: "Ridge Loop", elevation: 2140, stormRisk: 0.3, isOpen: true)), .accessoryCircular),
            (FriendActivityView(entry: .sample), .accessoryCircular),
        ]
        for (view, family) in views {
            let (layout, _) = try renderer.render(AnyView(view), family: family, device: device)
            #expect(layout.warnings.isEmpty, "\(layout.warnings)")
        }
    }
}

/// Legacy `PreviewProvider` previews find the catalog beside their file, as `#Preview`s do.
@MainActor @Suite struct PreviewProviderAssetTests {
    var providerPreviews: [Preview] { PreviewCatalog.previews(inModule: "CompatAssets").filter { $0.line == 0 } }

    @Test func aPreviewProviderIsTracedToItsFile() throws {
        #expect(providerPreviews.map(\.title) == ["Circular", "Rectangular"])
        #expect(providerPreviews.allSatisfy { $0.filePath.isEmpty })  // no #filePath of its own
        let file = try #require(ModuleSources.file(declaring: "FriendActivityWidget_Previews", inModule: "CompatAssets"))
        #expect(file.hasSuffix("Examples/Compat/CompatAssets/FriendActivity.swift"))
        #expect(ModuleSources.file(declaring: "NoSuchType", inModule: "CompatAssets") == nil)
        #expect(ModuleSources.files(ofModule: "NoSuchModule").isEmpty)
    }

    @Test func itsPreviewsDrawFromTheCatalogBesideIt() throws {
        #expect(PreviewAssets.folders(of: providerPreviews) == [compatAssetsFolder])
        let assets = try PreviewAssets.catalog(given: [], previews: providerPreviews)
        #expect(assets.color(named: "Moss", appearance: .dark, idiom: .watch) == Color(red: 52 / 255.0, green: 199 / 255.0, blue: 89 / 255.0))
        // Without the build folder's source list the provider cannot be traced, and finds nothing.
        #expect(PreviewAssets.folders(of: providerPreviews, buildFolder: "/nonexistent").isEmpty)
    }
}
