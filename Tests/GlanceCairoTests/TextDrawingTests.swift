import GlanceGraphics
import GlanceText
import Testing

@testable import GlanceCairo

/// Text runs as cairo draws them.
@Suite struct TextDrawingTests {
    /// Text is drawn by cairo every time: a run's pixels are the same whatever the rasterizer
    /// drew before (other runs, the same run elsewhere, the same run again), wherever it lands
    /// within a pixel, in any colour over any background; a run moved by whole pixels is the
    /// same picture moved.
    @Test(arguments: [(Color.white, Color.black), (Color(red: 1, green: 0.6, blue: 0, alpha: 0.55), Color(red: 0.05, green: 0.1, blue: 0.4))])
    func textPixelsDoNotDependOnWhatWasDrawnBefore(_ colour: Color, _ background: Color) throws {
        let engine = try TextEngine()
        func list(_ text: String, _ x: Double, _ y: Double) -> DisplayList {
            let shaped = engine.shape(text, font: FontDescriptor(size: 15, weight: .semibold))
            return DisplayList(size: Size(width: 120, height: 40), items: [.text(TextRun(
                text: text, font: shaped.face, size: shaped.size, origin: Point(x: x, y: y),
                glyphs: shaped.glyphs.map { PositionedGlyph(id: $0.id, position: Point(x: $0.x, y: $0.yOffset)) },
                paint: .color(colour), width: shaped.width))])
        }
        for (x, y) in [(4.0, 24.0), (4.3, 24.5), (5.75, 23.25)] {
            let fresh = try CairoRasterizer().rasterize(list("Lisbon 72°", x, y), scale: 2, background: background)
            #expect(fresh.inkedPixelCount > 0)
            let busy = CairoRasterizer()
            for text in ["Lisbon 72°", "Lisbon 71°", "WWWWMMMM", "µg/m³"] {
                for (ox, oy) in [(x, y), (x + 0.5, y), (x + 1, y + 2)] { _ = try busy.rasterize(list(text, ox, oy), scale: 2, background: background) }
            }
            #expect(try busy.rasterize(list("Lisbon 72°", x, y), scale: 2, background: background) == fresh)
            let moved = try busy.rasterize(list("Lisbon 72°", x + 3, y + 2), scale: 2, background: background)
            for py in 0..<(80 - 4) {
                for px in 0..<(240 - 6) where fresh.pixel(x: px, y: py) != moved.pixel(x: px + 6, y: py + 4) {
                    Issue.record("pixel (\(px), \(py)) moved by whole pixels differs at origin (\(x), \(y))")
                    return
                }
            }
        }
    }
}
