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

/// References for the cairo renderer live in their own folder, one folder per renderer.
let cairoSnapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__/cairo").path

/// Every accessory family on each device that shows it.
let sampleCases: [(family: WidgetFamily, device: String)] = ["watch-45mm", "watch-41mm", "iphone-6.1in"].flatMap { id in
    Device.named(id)!.supportedFamilies.filter(\.isAccessory).map { ($0, id) }
}

@MainActor
@Suite struct SampleGoldenTests {
    @Test(arguments: sampleCases.map { "\($0.family.rawValue)@\($0.device)" })
    func sampleMatchesItsReference(_ key: String) throws {
        let parts = key.split(separator: "@").map(String.init)
        let family = WidgetFamily(accessoryName: parts[0])!
        let device = Device.named(parts[1])!
        let renderer = SlotRenderer(measurer: try TextEngine(), rasterizer: CairoRasterizer())
        let (layout, bitmap) = try renderer.render(SampleWeatherView(), family: family, device: device)
        #expect(bitmap.size == PixelSize(try SlotRenderer.canvasSize(of: family, on: device), scale: device.scale))
        // Nothing the sample draws leaves its slot.
        for placed in layout.root.all {
            #expect(Rect(size: layout.displayList.size).contains(placed.frame, tolerance: 0.01), "\(placed.kind) at \(placed.frame) leaves the slot")
        }
        try verifySnapshot(
            of: bitmap, as: .image(), named: "sample-weather-\(family.rawValue)-\(device.id)", in: cairoSnapshots,
            record: try RecordMode.fromEnvironment())
    }
}
