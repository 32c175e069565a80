import Foundation
import GlanceCairo
import GlanceFirmware
import GlanceGraphics
import GlanceText
import GlanceUI
import GlanceWidgets
import Testing

/// A circular slot shows its content through a circle (docs/layout.md, "The circular slot"):
/// a square fill's corners are not drawn, on a watch and a phone, in every state; the widget's
/// own drawing, before the mask, is what `check`'s outside-mask reads.
@MainActor @Suite struct CircularMaskTests {
    @Test func squareContentIsCutToTheCircle() throws {
        let renderer = SlotRenderer(measurer: try TextEngine(), rasterizer: CairoRasterizer())
        for id in ["watch-45mm", "iphone-6.1in"] {
            let device = try #require(Device.named(id))
            for state in [DeviceState(), DeviceState(lock: .locked), DeviceState(isLuminanceReduced: true)] {
                let r = try renderer.render(Color.white, family: .accessoryCircular, device: device, state: state)
                let b = r.bitmap
                let corner = b.pixel(x: 1, y: 1), centre = b.pixel(x: b.width / 2, y: b.height / 2)
                #expect(max(corner.r, corner.g, corner.b) < 40, "\(id) \(state.lock): corner \(corner)")
                #expect(max(centre.r, centre.g, centre.b) > 100, "\(id): centre \(centre)")
                let unmasked = SlotRenderer.unmasked(r.layout.displayList, family: .accessoryCircular)
                #expect(unmasked != r.layout.displayList && unmasked.items.count == 1)
            }
        }
        // Other families are not masked.
        let rect = try renderer.render(Color.white, family: .accessoryRectangular, device: try #require(Device.named("watch-45mm")))
        #expect(SlotRenderer.unmasked(rect.layout.displayList, family: .accessoryRectangular) == rect.layout.displayList)
        #expect(rect.bitmap.pixel(x: 20, y: 20).r > 100, "\(rect.bitmap.pixel(x: 20, y: 20))")
    }
}
