import Foundation
import GlanceGraphics
import GlanceTesting
import GlanceText
import Testing

@testable import GlanceCairo

/// Runs composited from kept glyph masks give exactly cairo's pixels.
@Suite struct GlyphCompositingTests {
    static let texts = [
        "Lisbon 72°", "AVAVAV Ty.", "WWWWMMMM", "µg/m³", "office ffi", "e\u{301}te\u{301}", "10:09", "−3° ↑12", "Ŧøŗ ǅ ß", "…!?",
        "H₂O 98%", "Tuesday 24", "  spaced  ", "iiiiiiill", "Quiet", "日本 ok", "🙂 hi",
    ]

    /// A random scene: an underlay (so glyphs land on drawn pixels, not only the backdrop),
    /// then runs at random faces, sizes and sub-pixel positions, in opaque and translucent
    /// colours, some under a clip, some turned.
    static func scene(_ engine: TextEngine, _ g: inout SeededGenerator) -> DisplayList {
        var items: [DisplayItem] = [
            .fill(Path(rect: Rect(x: .random(in: 0...60, using: &g), y: 0, width: 50, height: 80)), .color(color(&g)))
        ]
        for _ in 0..<Int.random(in: 1...6, using: &g) {
            let text = texts.randomElement(using: &g)!
            var font = FontDescriptor(
                size: [7, 9.5, 11, 12.75, 15, 17.3, 24, 36].randomElement(using: &g)!, weight: FontWeight.allCases.randomElement(using: &g)!,
                design: FontDesign.allCases.randomElement(using: &g)!, italic: Int.random(in: 0..<6, using: &g) == 0,
                monospacedDigit: Bool.random(using: &g))
            if Int.random(in: 0..<8, using: &g) == 0 { font.family = .symbols }
            let shaped = engine.shape(text, font: font)
            // Whole, half and odd quarter points, and anything at all.
            let x = [Double(Int.random(in: -10...100, using: &g)) / 4, .random(in: -10...100, using: &g)].randomElement(using: &g)!
            let y = [Double(Int.random(in: 20...300, using: &g)) / 8, .random(in: 5...40, using: &g)].randomElement(using: &g)!
            // Some runs squeezed, so that glyphs' ink meets.
            let squeeze = [1, 1, 1, 0.8, 0.55].randomElement(using: &g)!
            let run = DisplayItem.text(TextRun(
                text: text, font: shaped.face, size: shaped.size, origin: Point(x: x, y: y),
                glyphs: shaped.glyphs.map { PositionedGlyph(id: $0.id, position: Point(x: $0.x * squeeze, y: $0.yOffset)) },
                paint: .color(color(&g)), width: shaped.width))
            switch Int.random(in: 0..<6, using: &g) {
            case 0:
                let clip = Rect(x: Double(Int.random(in: 0...40, using: &g)) / 2, y: Double(Int.random(in: 0...30, using: &g)) / 2, width: 40, height: 25)
                items.append(.group(DisplayGroup(clip: Path(rect: clip), items: [run])))
            case 1:
                items.append(.group(DisplayGroup(transform: turn(&g), items: [run])))
            default:
                items.append(run)
            }
        }
        return DisplayList(size: Size(width: 120, height: 44), items: items)
    }

    /// A turn by any angle, now and then skewed or mirrored too, about a point in the canvas.
    static func turn(_ g: inout SeededGenerator) -> GlanceGraphics.AffineTransform {
        var t = GlanceGraphics.AffineTransform(rotation: Double.random(in: -Double.pi...Double.pi, using: &g))
        switch Int.random(in: 0..<4, using: &g) {
        case 0: t = GlanceGraphics.AffineTransform(a: 1, b: 0, c: .random(in: -0.5...0.5, using: &g), d: 1, tx: 0, ty: 0).concatenating(t)
        case 1: t = GlanceGraphics.AffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 0, ty: 0).concatenating(t)
        default: break
        }
        return t.concatenating(GlanceGraphics.AffineTransform(translationX: .random(in: 0...100, using: &g), y: .random(in: 0...40, using: &g)))
    }

    static func color(_ g: inout SeededGenerator) -> Color {
        Color(
            red: .random(in: 0...1, using: &g), green: .random(in: 0...1, using: &g), blue: .random(in: 0...1, using: &g),
            alpha: Bool.random(using: &g) ? 1 : .random(in: 0.05...1, using: &g))
    }

    /// 400 scenes at five scales over two backdrops, composited (each drawn twice, since masks
    /// are taken the second time a glyph is met) and drawn by cairo: the same pixels every time. A third of the runs are turned or clipped and two fifths squeezed, so
    /// over a third, not most, are composited.
    @Test func compositedRunsAreCairosPixels() throws {
        let engine = try TextEngine()
        let composited = CairoRasterizer(fastPaths: .all), drawn = CairoRasterizer(fastPaths: [])
        var g = SeededGenerator(seed: 24)
        var runs = 0
        for n in 0..<400 {
            let list = Self.scene(engine, &g)
            let scale = [1, 2, 2.5, 3, 1.75][n % 5]
            let background = n % 2 == 0 ? Color.black : Self.color(&g)
            runs += list.items.count - 1
            // Drawn twice: a glyph's mask is taken the second time it is met.
            let first = try composited.rasterize(list, scale: scale, background: background)
            let fast = try composited.rasterize(list, scale: scale, background: background)
            let slow = try drawn.rasterize(list, scale: scale, background: background)
            guard fast == slow, first == slow else {
                Issue.record("scene \(n) at scale \(scale) differs from cairo's drawing: \(list.items)")
                return
            }
        }
        #expect(drawn.compositedRuns == 0)
        #expect(composited.compositedRuns > runs / 3, "\(composited.compositedRuns) of \(runs) runs composited")
    }

    /// Glyphs set one by one along a circle, as a corner's curved labels are, at any angle
    /// and sub-pixel position: made without cairo the first time (`TurnedGlyphs`) and kept the
    /// second, the same pixels as cairo's.
    @Test func curvedGlyphsAreCairosPixels() throws {
        let engine = try TextEngine()
        let composited = CairoRasterizer(fastPaths: .all), drawn = CairoRasterizer(fastPaths: [])
        var g = SeededGenerator(seed: 7)
        for n in 0..<150 {
            let shaped = engine.shape(
                Self.texts.randomElement(using: &g)!,
                font: FontDescriptor(size: .random(in: 5...30, using: &g), weight: FontWeight.allCases.randomElement(using: &g)!))
            let (radius, start) = (Double.random(in: 10...70, using: &g), Double.random(in: -Double.pi...Double.pi, using: &g))
            let color = Self.color(&g)
            let items: [DisplayItem] = shaped.glyphs.map { glyph in
                let angle = start + (glyph.x + glyph.advance / 2) / radius
                let run = TextRun(
                    text: shaped.text, font: shaped.face, size: shaped.size, origin: .zero,
                    glyphs: [PositionedGlyph(id: glyph.id, position: Point(x: -glyph.advance / 2, y: glyph.yOffset))],
                    paint: .color(color), width: glyph.advance)
                let turn = GlanceGraphics.AffineTransform(rotation: angle + .pi / 2)
                return .group(DisplayGroup(transform: turn.concatenating(GlanceGraphics.AffineTransform(translationX: 80 + radius * cos(angle), y: 80 + radius * sin(angle))), items: [.text(run)]))
            }
            let list = DisplayList(size: Size(width: 160, height: 160), items: items)
            let scale = [1, 2, 2.5, 3, 1.75][n % 5]
            let slow = try drawn.rasterize(list, scale: scale, background: .black)
            for pass in ["made", "kept"] {
                let fast = try composited.rasterize(list, scale: scale, background: .black)
                guard fast == slow else {
                    Issue.record("curve \(n) (\(shaped.text)) at scale \(scale), glyphs \(pass), differs from cairo's drawing")
                    return
                }
            }
        }
        #expect(drawn.compositedRuns == 0)
        #expect(composited.turnedGlyphs.kept.count > 0)
    }

    /// A run met for the first time is cairo's, and a glyph that comes again in it is not made
    /// a mask then (the line's size may never come again); the run's next drawing makes the
    /// masks and is composited, with the same pixels.
    @Test func aRunMetFirstMakesNoMaskUntilDrawnAgain() throws {
        let engine = try TextEngine()
        let shaped = engine.shape("eel tree", font: FontDescriptor(size: 13.37))
        let list = DisplayList(size: Size(width: 120, height: 30), items: [.text(TextRun(
            text: "eel tree", font: shaped.face, size: shaped.size, origin: Point(x: 3, y: 20),
            glyphs: shaped.glyphs.map { PositionedGlyph(id: $0.id, position: Point(x: $0.x, y: $0.yOffset)) },
            paint: .color(.white), width: shaped.width))])
        let rasterizer = CairoRasterizer(fastPaths: .all)
        let first = try rasterizer.rasterize(list, scale: 2, background: .black)
        let font = try rasterizer.glyphMasks.font(shaped.face, size: shaped.size, scaleX: 2, scaleY: 2)
        #expect(rasterizer.compositedRuns == 0)
        #expect(font.bytes == 0, "masks made for a run cairo drew")
        let second = try rasterizer.rasterize(list, scale: 2, background: .black)
        #expect(rasterizer.compositedRuns == 1)
        #expect(font.bytes > 0)
        #expect(first == second)
    }

    /// A line drawn every frame keeps its masks while a shrunk line beside it meets a new size
    /// every frame, far more sizes than are kept: the sizes asked for longest ago go, not all.
    @Test func aSteadySizeKeepsItsMasksWhileNewSizesComeAndGo() throws {
        let engine = try TextEngine()
        func run(_ text: String, _ size: Double, y: Double) -> DisplayItem {
            let shaped = engine.shape(text, font: FontDescriptor(size: size))
            return .text(TextRun(
                text: text, font: shaped.face, size: shaped.size, origin: Point(x: 3, y: y),
                glyphs: shaped.glyphs.map { PositionedGlyph(id: $0.id, position: Point(x: $0.x, y: $0.yOffset)) },
                paint: .color(.white), width: shaped.width))
        }
        let rasterizer = CairoRasterizer(fastPaths: .all)
        let steady = run("Air 42", 15, y: 18)
        for frame in 0..<(3 * GlyphMasks.fontLimit) {
            let shrunk = run("Reading \(frame)", 12 - Double(frame) / 100, y: 40)
            let before = rasterizer.compositedRuns
            _ = try rasterizer.rasterize(DisplayList(size: Size(width: 120, height: 48), items: [steady, shrunk]), scale: 2, background: .black)
            // From the second frame on, the steady line is composited from its masks; the
            // shrunk line, at a size met once, never is.
            if frame > 0 { #expect(rasterizer.compositedRuns == before + 1, "frame \(frame)") }
        }
    }

    /// Glyphs whose ink meets are drawn by cairo; glyphs apart are composited once met before.
    @Test func runsWhoseGlyphsShareInkAreLeftToCairo() throws {
        let engine = try TextEngine()
        func run(_ text: String, _ size: Double, squeeze: Double = 1) -> DisplayList {
            let shaped = engine.shape(text, font: FontDescriptor(size: size, weight: .bold))
            return DisplayList(size: Size(width: 200, height: 60), items: [.text(TextRun(
                text: text, font: shaped.face, size: shaped.size, origin: Point(x: 2, y: 40),
                glyphs: shaped.glyphs.map { PositionedGlyph(id: $0.id, position: Point(x: $0.x * squeeze, y: $0.yOffset)) },
                paint: .color(.white), width: shaped.width))])
        }
        let rasterizer = CairoRasterizer(fastPaths: .all)
        // The first time a glyph is met, cairo draws its run; the second, its mask is taken.
        _ = try rasterizer.rasterize(run("1 0 2", 20), scale: 2, background: .black)
        #expect(rasterizer.compositedRuns == 0)
        _ = try rasterizer.rasterize(run("1 0 2", 20), scale: 2, background: .black)
        #expect(rasterizer.compositedRuns == 1)
        for _ in 0..<3 { _ = try rasterizer.rasterize(run("OOOO", 30, squeeze: 0.7), scale: 2, background: .black) }
        #expect(rasterizer.compositedRuns == 1)
    }

    @Test func roundingHalvesUpAsCairoDoes() {
        #expect(CairoRasterizer.cairoRound(2.5) == 3)
        #expect(CairoRasterizer.cairoRound(-2.5) == -2)
        #expect(CairoRasterizer.cairoRound(-2.51) == -3)
        #expect(CairoRasterizer.cairoRound(2.4999) == 2)
        #expect(CairoRasterizer.cairoRound(0) == 0)
    }
}
