import Foundation
import GlanceCairo
import GlanceFirmware
import GlanceGraphics
import GlanceText
import GlanceUI
import Testing

/// A gauge's value marker sits in a gap cut in its track: what is behind the gauge shows in
/// the gap, in every rendering mode, so the marker stays visible on a Lock Screen's vibrant
/// wallpaper (docs/fidelity.md, "Circular gauges"; the bench's iPhone gauges drew none).
@MainActor @Suite struct GaugeKnockoutTests {
    let renderer = SlotRenderer(measurer: try! TextEngine(), rasterizer: CairoRasterizer())

    /// The darkest channel maximum along `y` within `halfWidth` px of the centre column.
    func darkest(_ b: Bitmap, row y: Int, halfWidth: Int) -> Int {
        (b.width / 2 - halfWidth...b.width / 2 + halfWidth).map { x in
            let p = b.pixel(x: x, y: y)
            return Int(max(p.r, p.g, p.b))
        }.min() ?? 0
    }

    @Test func theGapAroundTheMarkerShowsWhatIsBehindTheGauge() throws {
        let gauge = ZStack {
            Color.red
            Gauge(value: 0.5) { Text("L") }.gaugeStyle(.accessoryCircular).tint(.white)
        }
        for id in ["watch-45mm", "iphone-6.1in"] {
            let b = try renderer.render(gauge, family: .accessoryCircular, device: try #require(Device.named(id))).bitmap
            // At 0.5 the marker is at 12 o'clock: down the centre column, red, then the dot.
            let column = (0..<b.height / 2).map { b.pixel(x: b.width / 2, y: $0) }
            let dotTop = try #require(column.firstIndex { $0.g > 200 }, "\(id): no marker")
            #expect(column[..<dotTop].allSatisfy { $0.r > 150 }, "\(id): the gap above the marker is not the background")
            // Across the dot's middle: dot, gap, track; never black.
            #expect(darkest(b, row: dotTop + 3, halfWidth: b.width / 8) > 100, "\(id)")
        }
    }
}
