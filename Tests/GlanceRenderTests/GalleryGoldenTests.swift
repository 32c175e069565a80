import Foundation
import GlanceCairo
import GlanceSamples
import GlanceFirmware
import GlanceGraphics
import GlanceTesting
import GlanceText
import GlanceUI
import GlanceWidgets
import Testing

/// Every gallery complication in every family it supports, at 41 mm and 45 mm.
let galleryCases: [String] = ["watch-41mm", "watch-45mm"].flatMap { device in
    Gallery.items.flatMap { item in item.families.map { "\(item.id)@\($0.rawValue)@\(device)" } }
}

@MainActor
@Suite struct GalleryGoldenTests {
    @Test(arguments: galleryCases)
    func complicationMatchesItsReference(_ key: String) throws {
        let parts = key.split(separator: "@").map(String.init)
        let item = try #require(Gallery.items.first { $0.id == parts[0] })
        let family = try #require(WidgetFamily(accessoryName: parts[1]))
        let device = try #require(Device.named(parts[2]))
        let renderer = SlotRenderer(measurer: try TextEngine(), rasterizer: CairoRasterizer())
        let (layout, bitmap) = try renderer.render(item.makeView(), family: family, device: device, date: Gallery.now)
        #expect(layout.warnings.isEmpty, "\(layout.warnings)")
        #expect(bitmap.inkedPixelCount > 0)
        try verifySnapshot(
            of: bitmap, as: .image(), named: "gallery-\(item.id)-\(family.rawValue)-\(device.id)", in: cairoSnapshots,
            record: try RecordMode.fromEnvironment())
    }

    @Test func theGalleryHasAtLeastSixteenComplicationsCoveringEveryFamily() {
        #expect(Gallery.items.count >= 16)
        for family in WidgetFamily.accessoryFamilies {
            #expect(Gallery.items.filter { $0.families.contains(family) }.count >= 6, "\(family)")
        }
        #expect(Set(Gallery.items.map(\.id)).count == Gallery.items.count)
    }
}
