import GlanceCairo
import GlanceSamples
import GlanceFirmware
import GlanceGraphics
import GlanceText
import GlanceUI
import GlanceWidgets
import Testing

/// Drawing from the kept pixels of the last list must give exactly the pixels of drawing the
/// whole list: over every gallery complication's entries, in every family and state, in any order.
@MainActor
@Suite struct RetainedRasterTests {
    let device = Device.named("watch-45mm")!

    func nodes(_ family: WidgetFamily, _ state: DeviceState) throws -> [ViewNode] {
        let env = try SlotRenderer.environment(for: family, on: device, date: Gallery.now, state: state, widget: WidgetIdentity())
        return Gallery.items.filter { $0.families.contains(family) }.map { ViewArchiver.archive($0.makeView(), in: env) }
    }

    /// A changed frame is drawn into the buffer of the frame before last, which is cleared
    /// only where that frame left ink (`InkRows`); an unchanged one is the last bitmap.
    @Test(arguments: WidgetFamily.accessoryFamilies)
    func retainedDrawingEqualsFreshDrawing(family: WidgetFamily) throws {
        let measurer = try TextEngine()
        let cairo = CairoRasterizer(fastPaths: .all)
        let retained = SlotRenderer(measurer: measurer, rasterizer: cairo)
        let fresh = CairoRasterizer(fastPaths: .all)
        let states = [DeviceState(), DeviceState(lock: .locked), DeviceState(isLuminanceReduced: true), DeviceState(renderingMode: .accented)]
        for state in states {
            let nodes = try nodes(family, state)
            // Each node twice in a row (unchanged), then the next, then back: every kind of change.
            for (i, node) in (nodes + nodes.reversed() + [nodes[0], nodes[0]]).enumerated() {
                let slot = try retained.layout(node, family: family, device: device, date: Gallery.now, state: state, slot: "one")
                let kept = try retained.draw(slot)
                let whole = try fresh.rasterize(slot.layout.displayList, scale: slot.scale, background: slot.background)
                let expected = slot.dimming.map { whole.dimmed(by: $0) } ?? whole
                #expect(kept == expected, "\(family) \(state) render \(i)")
            }
        }
    }
}
