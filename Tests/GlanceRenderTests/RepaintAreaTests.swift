import GlanceCairo
import GlanceGraphics
import GlanceText

import Testing

/// Repainting a retained frame only where it changed must give exactly the pixels of painting
/// it whole: over random scenes of every kind of item, changed a little at a time.
@Suite struct RepaintAreaTests {
    /// SplitMix64: the same scenes on every run.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// One thing a scene draws, kept as numbers so it can be nudged.
    enum Thing {
        case box(Rect, Color)
        case ring(center: Point, radius: Double, width: Double, start: Double, sweep: Double, Color)
        case zigzag([Point], width: Double, Color)
        case label(String, at: Point, size: Double, Color)
        /// Things under a transform and a clip, faded, or drawn through a mask.
        case group(AffineTransform, clip: Rect?, opacity: Double, masked: Bool, [Thing])
    }

    let engine: TextEngine

    init() throws {
        engine = try TextEngine()
    }

    static let size = Size(width: 80, height: 50)

    static func color(_ g: inout Generator) -> Color {
        Color(red: .random(in: 0...1, using: &g), green: .random(in: 0...1, using: &g), blue: .random(in: 0...1, using: &g),
              alpha: [1, 1, 0.6].randomElement(using: &g)!)
    }

    static func point(_ g: inout Generator) -> Point {
        // Whole, half and quarter points, and anything between.
        Point(x: Double.random(in: -20...340, using: &g).rounded() / 4, y: .random(in: -5...55, using: &g))
    }

    static func thing(_ g: inout Generator, depth: Int = 0) -> Thing {
        switch Int.random(in: 0..<(depth < 2 ? 6 : 4), using: &g) {
        case 0:
            let p = point(&g)
            return .box(Rect(x: p.x, y: p.y, width: .random(in: 1...30, using: &g), height: .random(in: 1...20, using: &g)), color(&g))
        case 1:
            return .ring(
                center: point(&g), radius: .random(in: 3...20, using: &g), width: .random(in: 1...5, using: &g),
                start: .random(in: 0...6, using: &g), sweep: .random(in: 0.5...6.3, using: &g), color(&g))
        case 2:
            let p = point(&g)
            return .zigzag(
                (0..<Int.random(in: 2...4, using: &g)).map { _ in Point(x: p.x + .random(in: -12...12, using: &g), y: p.y + .random(in: -8...8, using: &g)) },
                width: .random(in: 0.5...4, using: &g), color(&g))
        case 3:
            return .label(word(&g), at: point(&g), size: .random(in: 6...16, using: &g), color(&g))
        default:
            let turn = Bool.random(using: &g) ? AffineTransform(rotation: .random(in: -1...1, using: &g)) : .identity
            let p = point(&g)
            return .group(
                turn.concatenating(AffineTransform(translationX: p.x / 4, y: p.y / 4)),
                clip: Bool.random(using: &g) ? Rect(x: 5, y: 5, width: .random(in: 10...70, using: &g), height: .random(in: 10...40, using: &g)) : nil,
                opacity: [1, 1, 0.5, 0].randomElement(using: &g)!, masked: Int.random(in: 0..<5, using: &g) == 0,
                (0..<Int.random(in: 1...4, using: &g)).map { _ in thing(&g, depth: depth + 1) })
        }
    }

    static func word(_ g: inout Generator) -> String {
        String((0..<Int.random(in: 1...9, using: &g)).map { _ in "AVWTafiloy.,7412 ".randomElement(using: &g)! })
    }

    /// `thing` changed a little: moved, recoloured, a character of its text changed, or
    /// (in a group) one of its things changed.
    static func nudged(_ thing: Thing, _ g: inout Generator) -> Thing {
        let step = Double(Int.random(in: -3...3, using: &g)) / 2
        switch thing {
        case .box(let r, let c):
            return Bool.random(using: &g) ? .box(Rect(x: r.minX + step, y: r.minY, width: r.width, height: r.height), c) : .box(r, color(&g))
        case .ring(let center, let radius, let width, let start, let sweep, let c):
            return .ring(center: center, radius: radius, width: width, start: start, sweep: max(0.1, sweep + step / 3), c)
        case .zigzag(var points, let width, let c):
            points[Int.random(in: 0..<points.count, using: &g)].y += step
            return .zigzag(points, width: width, c)
        case .label(var text, let at, let size, let c):
            var characters = Array(text)
            characters[Int.random(in: 0..<characters.count, using: &g)] = "AVWTafiloy.,7412 ".randomElement(using: &g)!
            text = String(characters)
            return Bool.random(using: &g) ? .label(text, at: at, size: size, c) : .label(text, at: Point(x: at.x + step, y: at.y), size: size, c)
        case .group(let t, let clip, let opacity, let masked, var things):
            let i = Int.random(in: 0..<things.count, using: &g)
            things[i] = nudged(things[i], &g)
            return .group(t, clip: clip, opacity: opacity, masked: masked, things)
        }
    }

    func item(_ thing: Thing) -> DisplayItem {
        switch thing {
        case .box(let r, let c):
            return .fill(Path(rect: r), .color(c))
        case .ring(let center, let radius, let width, let start, let sweep, let c):
            var path = Path()
            path.addArc(center: center, radius: radius, startAngle: start, endAngle: start + sweep)
            return .stroke(path, .color(c), StrokeStyle(lineWidth: width, lineCap: .round))
        case .zigzag(let points, let width, let c):
            var path = Path()
            path.move(to: points[0])
            for p in points.dropFirst() { path.addLine(to: p) }
            return .stroke(path, .color(c), StrokeStyle(lineWidth: width))
        case .label(let text, let at, let size, let c):
            let shaped = engine.shape(text, font: FontDescriptor(size: size))
            return .text(TextRun(
                text: text, font: shaped.face, size: size, origin: at,
                glyphs: shaped.glyphs.map { PositionedGlyph(id: $0.id, position: Point(x: $0.x, y: $0.yOffset)) },
                paint: .color(c), width: shaped.width))
        case .group(let t, let clip, let opacity, let masked, let things):
            return .group(DisplayGroup(
                transform: t, clip: clip.map { Path(rect: $0) }, opacity: opacity,
                mask: masked ? [.fill(Path(ellipseIn: Rect(x: 10, y: 5, width: 50, height: 40)), .color(.white))] : nil,
                items: things.map(item)))
        }
    }

    /// Exactness over 24 scenes of 40 frames each; most frames are repainted in part, some whole.
    @Test func randomChangesRepaintExactlyWhatDrawingWholePaints() throws {
        let retained = CairoRasterizer(fastPaths: .all), fresh = CairoRasterizer(fastPaths: .all)
        // In part whenever anything is kept, however much changed: the part under test.
        retained.wholeShare = 1
        for seed in UInt64(0)..<24 {
            var g = Generator(state: seed)
            var things = (0..<Int.random(in: 3...12, using: &g)).map { _ in Self.thing(&g) }
            for frame in 0..<40 {
                switch Int.random(in: 0..<10, using: &g) {
                case 0: things[Int.random(in: 0..<things.count, using: &g)] = Self.thing(&g)
                case 1: things.swapAt(Int.random(in: 0..<things.count, using: &g), Int.random(in: 0..<things.count, using: &g))
                case 2 where things.count > 2: things.remove(at: Int.random(in: 0..<things.count, using: &g))
                case 3: things.insert(Self.thing(&g), at: Int.random(in: 0...things.count, using: &g))
                case 4: break  // unchanged
                default:
                    for _ in 0..<Int.random(in: 1...2, using: &g) {
                        let i = Int.random(in: 0..<things.count, using: &g)
                        things[i] = Self.nudged(things[i], &g)
                    }
                }
                let list = DisplayList(size: Self.size, items: things.map(item))
                let kept = try retained.rasterize(list, scale: 2, background: .black, retainingAs: "scene \(seed)")
                let whole = try fresh.rasterize(list, scale: 2, background: .black)
                #expect(kept == whole, "seed \(seed) frame \(frame)")
            }
        }
        let draws = retained.retainedDraws
        #expect(draws.partial > 250 && draws.whole > 100 && draws.unchanged > 50, "\(draws)")
    }

    /// A label whose last digit changes repaints about that digit, not the label or the canvas.
    @Test func aChangedDigitRepaintsAboutItself() throws {
        let cairo = CairoRasterizer(fastPaths: .all)
        let size = Size(width: 240, height: 60)
        func list(_ text: String) -> DisplayList {
            DisplayList(size: size, items: [
                .stroke(Path(ellipseIn: Rect(x: 190, y: 10, width: 40, height: 40)), .color(.gray), StrokeStyle(lineWidth: 4)),
                item(.label(text, at: Point(x: 10, y: 40), size: 20, .white)),
            ])
        }
        let first = try cairo.rasterize(list("Cupertino 4821"), scale: 2, background: .black, retainingAs: "digit")
        _ = try cairo.rasterize(list("Cupertino 4822"), scale: 2, background: .black, retainingAs: "digit")
        // Drawn over the first frame's pixels: only about the last digit may differ from it.
        let third = try cairo.rasterize(list("Cupertino 4823"), scale: 2, background: .black, retainingAs: "digit")
        #expect(cairo.retainedDraws == (whole: 2, partial: 1, unchanged: 0))
        #expect(cairo.repaintedPixels * 10 < third.width * third.height)
        #expect(third == (try CairoRasterizer(fastPaths: .all).rasterize(list("Cupertino 4823"), scale: 2, background: .black)))
        var changed: [Int] = []
        for y in 0..<third.height { for x in 0..<third.width where third.pixel(x: x, y: y) != first.pixel(x: x, y: y) { changed.append(x) } }
        let digit = engine.shape("Cupertino 482", font: FontDescriptor(size: 20)).width
        #expect(!changed.isEmpty && changed.min()! >= Int((10 + digit) * 2) - 4)
    }

    /// Where glyphs of a run may overlap ("AVAV"), cairo adds them up in one mask, so a pixel
    /// two glyphs share depends on the whole run: a change anywhere repaints all of it. Spaced
    /// digits are composited one by one, and only the changed one is repainted.
    @Test func aRunWhoseGlyphsMayOverlapIsRepaintedWhole() throws {
        func repainted(_ texts: [String]) throws -> Int {
            let cairo = CairoRasterizer(fastPaths: .all)
            let size = Size(width: 200, height: 40)
            for text in texts {
                let list = DisplayList(size: size, items: [item(.label(text, at: Point(x: 10, y: 30), size: 20, .white))])
                let kept = try cairo.rasterize(list, scale: 2, background: .black, retainingAs: "run")
                #expect(kept == (try CairoRasterizer(fastPaths: .all).rasterize(list, scale: 2, background: .black)), "\(text)")
            }
            #expect(cairo.retainedDraws.partial == 1)
            return cairo.repaintedPixels
        }
        let overlapping = try repainted(["AVAVAVA1", "AVAVAVA2", "AVAVAVA3"])
        let spaced = try repainted(["1 4 7 1", "1 4 7 2", "1 4 7 3"])
        let run = engine.shape("AVAVAVA1", font: FontDescriptor(size: 20)).width * 2 * 30
        #expect(Double(overlapping) > run && spaced * 4 < overlapping, "\(overlapping) \(spaced)")
    }

    /// Frames that change most of the canvas are drawn whole; after two in a row, the next
    /// eight are drawn whole without being compared, then comparing starts again.
    @Test func framesThatChangeEverythingStopBeingCompared() throws {
        let cairo = CairoRasterizer(fastPaths: .all)
        let size = Size(width: 40, height: 40)
        for frame in 0..<40 {
            let shade = Double(frame % 5) / 5
            let list = DisplayList(size: size, items: [.fill(Path(rect: Rect(x: 0, y: 0, width: 40, height: 40)), .color(Color(white: shade)))])
            let kept = try cairo.rasterize(list, scale: 2, background: .black, retainingAs: "all")
            #expect(kept == (try CairoRasterizer(fastPaths: .all).rasterize(list, scale: 2, background: .black)))
        }
        // Frames 1 and 2 have nothing kept; 3 and 4 are compared; 5 to 12 are not; 13 is, and
        // changed too much again, so 14 to 29 are not; 30 is, and 31 to 62 are not.
        #expect(cairo.comparedFrames == 4 && cairo.retainedDraws.whole == 40)
        // A frame that changes little, once compared, ends the pauses.
        let little = CairoRasterizer(fastPaths: .all)
        for frame in 0..<60 {
            let shade = frame < 14 ? Double(frame % 5) / 5 : 0.8
            let dot = Double(frame % 3) * 4
            let list = DisplayList(size: size, items: [
                .fill(Path(rect: Rect(x: 0, y: 0, width: 40, height: 40)), .color(Color(white: shade))),
                .fill(Path(rect: Rect(x: dot, y: 0, width: 2, height: 2)), .color(.black)),
            ])
            _ = try little.rasterize(list, scale: 2, background: .black, retainingAs: "all")
        }
        // Compared: 3, 4, 13 (then 14 to 29 paused), 30 (repainted in part), and every frame after.
        #expect(little.comparedFrames == 4 + 30 && little.retainedDraws.partial == 31)
    }
}
