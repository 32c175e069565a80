import GlanceCairo
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

    @Test(arguments: WidgetFamily.accessoryFamilies)
    func retainedDrawingEqualsFreshDrawing(family: WidgetFamily) throws {
        let measurer = try TextEngine()
        let cairo = CairoRasterizer()
        let retained = SlotRenderer(measurer: measurer, rasterizer: cairo)
        let fresh = CairoRasterizer()
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
        // Lists whose first item changes are drawn whole; a ring's track comes first and is kept.
        #expect(cairo.retainedDraws.unchanged > 0)
        if family == .accessoryCircular { #expect(cairo.retainedDraws.resumed > 0) }
    }

    @Test func aChangeInsideAGroupRedrawsFromThere() throws {
        let cairo = CairoRasterizer()
        func list(_ value: Double, opacity: Double) -> DisplayList {
            let track = DisplayItem.stroke(Path(ellipseIn: Rect(x: 4, y: 4, width: 42, height: 42)), .color(.gray), StrokeStyle(lineWidth: 5))
            var arc = Path()
            arc.move(to: Point(x: 25, y: 4))
            arc.addLine(to: Point(x: 25 + 20 * value, y: 25))
            let inner = DisplayGroup(transform: .identity, clip: Path(rect: Rect(x: 0, y: 0, width: 40, height: 50)), items: [
                .fill(Path(rect: Rect(x: 10, y: 10, width: 5, height: 5)), .color(.blue)),
                .stroke(arc, .color(.orange), StrokeStyle(lineWidth: 4, lineCap: .round)),
            ])
            let faded = DisplayGroup(opacity: opacity, items: [.fill(Path(rect: Rect(x: 30, y: 30, width: 10, height: 10)), .color(.green))])
            return DisplayList(size: Size(width: 50, height: 50), items: [track, .group(inner), .group(faded)])
        }
        for (value, opacity) in [(0.1, 0.5), (0.2, 0.5), (0.3, 0.5), (0.3, 0.7), (0.1, 1), (0.1, 1)] {
            let l = list(value, opacity: opacity)
            let kept = try cairo.rasterize(l, scale: 2, background: .black, retainingAs: "g")
            #expect(kept == (try CairoRasterizer().rasterize(l, scale: 2, background: .black)), "value \(value) opacity \(opacity)")
        }
        // First draw whole; second whole (nothing kept yet) and kept at [1, 1]; third resumed there;
        // fourth resumed at [1, 1] and kept at [2]; fifth changes before [2], so whole; sixth unchanged.
        #expect(cairo.retainedDraws == (whole: 3, resumed: 2, unchanged: 1))
        #expect(list(0.1, opacity: 1).firstChange(from: list(0.2, opacity: 1)) == [1, 1])
        #expect(list(0.1, opacity: 1).firstChange(from: list(0.1, opacity: 0.5)) == [2])
        #expect(list(0.1, opacity: 1).firstChange(from: list(0.1, opacity: 1)) == nil)
        // The track, then the group's square: what painting before each position costs.
        #expect(list(0.1, opacity: 1).itemsPainted(before: [1, 1]) == 2)
        #expect(list(0.1, opacity: 1).itemsPainted(before: [2]) == 3)
        #expect(list(0.1, opacity: 0.5).itemsPainted(before: [3]) == 4)  // a faded group counts once
    }

    /// On a canvas so large that copying it costs more than the few items before a change,
    /// nothing is kept and every change draws the whole list again.
    @Test func aLargeCanvasKeepsNothingBeforeAFewItems() throws {
        let cairo = CairoRasterizer()
        func list(_ x: Double) -> DisplayList {
            DisplayList(size: Size(width: 300, height: 300), items: [
                .fill(Path(rect: Rect(x: 4, y: 4, width: 40, height: 40)), .color(.gray)),
                .fill(Path(rect: Rect(x: x, y: 50, width: 10, height: 10)), .color(.orange)),
            ])
        }
        for x in [10.0, 20, 30, 40] {
            #expect(try cairo.rasterize(list(x), scale: 2, background: .black, retainingAs: "big") == (try CairoRasterizer().rasterize(list(x), scale: 2, background: .black)))
        }
        #expect(cairo.retainedDraws == (whole: 4, resumed: 0, unchanged: 0))
    }
}
