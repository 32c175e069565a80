import GlanceGraphics
import GlanceText
import Testing

@testable import GlanceCairo

@Suite struct CairoRasterizerTests {
    let cairo = CairoRasterizer()

    func draw(_ items: [DisplayItem], size: Double = 10, scale: Double = 1, background: Color = .black) throws -> Bitmap {
        try cairo.rasterize(DisplayList(size: Size(width: size, height: size), items: items), scale: scale, background: background)
    }

    func rgba(_ b: Bitmap, _ x: Int, _ y: Int) -> [UInt8] {
        let p = b.pixel(x: x, y: y)
        return [p.r, p.g, p.b, p.a]
    }

    @Test func pixelAlignedFillCoversExactlyItsPixels() throws {
        let b = try draw([.fill(Path(rect: Rect(x: 2, y: 2, width: 4, height: 4)), .color(.red))])
        #expect(b.width == 10 && b.height == 10)
        #expect(rgba(b, 2, 2) == [255, 66, 69, 255])
        #expect(rgba(b, 5, 5) == [255, 66, 69, 255])
        #expect(rgba(b, 1, 1) == [0, 0, 0, 255])
        #expect(rgba(b, 6, 6) == [0, 0, 0, 255])
    }

    @Test func scaleMultipliesThePixelGrid() throws {
        let b = try draw([.fill(Path(rect: Rect(x: 2, y: 2, width: 4, height: 4)), .color(.white))], scale: 2)
        #expect(b.width == 20)
        #expect(rgba(b, 4, 4) == [255, 255, 255, 255] && rgba(b, 3, 3) == [0, 0, 0, 255] && rgba(b, 12, 12) == [0, 0, 0, 255])
    }

    @Test func curvesAreAntiAliased() throws {
        let b = try draw([.fill(Path(ellipseIn: Rect(x: 0, y: 0, width: 10, height: 10)), .color(.white))], background: .clear)
        let alphas = Set((0..<10).flatMap { y in (0..<10).map { x in b.pixel(x: x, y: y).a } })
        #expect(alphas.contains(0) && alphas.contains(255))
        #expect(alphas.contains { $0 > 0 && $0 < 255 })
    }

    @Test func roundCapsReachPastTheEndButtCapsDoNot() throws {
        func line(_ cap: StrokeStyle.LineCap) throws -> Bitmap {
            var p = Path()
            p.move(to: Point(x: 3, y: 5))
            p.addLine(to: Point(x: 7, y: 5))
            return try draw([.stroke(p, .color(.white), StrokeStyle(lineWidth: 2, lineCap: cap))])
        }
        #expect(try line(.butt).pixel(x: 2, y: 5).r == 0)
        #expect(try line(.round).pixel(x: 2, y: 5).r > 100)
        #expect(try line(.butt).pixel(x: 5, y: 4).r == 255)
    }

    @Test func joinsShapeTheCorner() throws {
        func corner(_ join: StrokeStyle.LineJoin) throws -> Bitmap {
            var p = Path()
            p.move(to: Point(x: 2, y: 8))
            p.addLine(to: Point(x: 2, y: 2))
            p.addLine(to: Point(x: 8, y: 2))
            return try draw([.stroke(p, .color(.white), StrokeStyle(lineWidth: 4, lineJoin: join))], background: .clear)
        }
        // The outer corner pixel (0, 0) is covered by a mitre, cut by a bevel, rounded off by a round join.
        #expect(try corner(.miter).pixel(x: 0, y: 0).a == 255)
        #expect(try corner(.bevel).pixel(x: 0, y: 0).a < 128)
        #expect(try corner(.round).pixel(x: 0, y: 0).a < 255)
    }

    @Test func clipGroupsLimitWhatTheyHold() throws {
        let b = try draw([
            .group(DisplayGroup(clip: Path(rect: Rect(x: 0, y: 0, width: 5, height: 10)), items: [
                .fill(Path(rect: Rect(x: 0, y: 0, width: 10, height: 10)), .color(.white))
            ]))
        ])
        #expect(b.pixel(x: 4, y: 5).r == 255 && b.pixel(x: 5, y: 5).r == 0)
    }

    @Test func groupOpacityAppliesOnceToOverlappingContent() throws {
        let half = DisplayGroup(opacity: 0.5, items: [
            .fill(Path(rect: Rect(x: 0, y: 0, width: 6, height: 10)), .color(.white)),
            .fill(Path(rect: Rect(x: 4, y: 0, width: 6, height: 10)), .color(.white)),
        ])
        let b = try draw([.group(half)])
        #expect(b.pixel(x: 1, y: 1).r == b.pixel(x: 5, y: 1).r)
        #expect((127...128).contains(b.pixel(x: 5, y: 1).r))
    }

    @Test func transformsMoveGroups() throws {
        let b = try draw([
            .group(DisplayGroup(transform: AffineTransform(translationX: 5, y: 0), items: [
                .fill(Path(rect: Rect(x: 0, y: 0, width: 2, height: 2)), .color(.white))
            ]))
        ])
        #expect(b.pixel(x: 5, y: 0).r == 255 && b.pixel(x: 0, y: 0).r == 0)
    }

    @Test func linearGradientsBlendAlongTheirLine() throws {
        let g = LinearGradientPaint(
            stops: [GradientStop(color: .white, location: 0), GradientStop(color: .black, location: 1)],
            start: Point(x: 0, y: 0), end: Point(x: 10, y: 0))
        let b = try draw([.fill(Path(rect: Rect(x: 0, y: 0, width: 10, height: 10)), .linearGradient(g))])
        #expect(b.pixel(x: 0, y: 5).r > 230 && b.pixel(x: 9, y: 5).r < 25)
        #expect((100...155).contains(b.pixel(x: 5, y: 5).r))
    }

    @Test func imagesScaleIntoTheirRect() throws {
        var image = Bitmap(width: 2, height: 2, fill: .black)
        image.setPixel(x: 1, y: 0, to: .white)
        let b = try draw([.image(ImageItem(bitmap: image, rect: Rect(x: 0, y: 0, width: 10, height: 10), interpolation: .nearest))])
        #expect(b.pixel(x: 8, y: 1).r == 255 && b.pixel(x: 1, y: 1).r == 0 && b.pixel(x: 8, y: 8).r == 0)
    }

    @Test func textRunsDrawInkAtTheirGlyphPositions() throws {
        let engine = try TextEngine()
        let shaped = engine.shape("Hi", font: FontDescriptor(size: 20))
        let run = TextRun(
            text: "Hi", font: shaped.face, size: 20, origin: Point(x: 10, y: 30),
            glyphs: shaped.glyphs.map { PositionedGlyph(id: $0.id, position: Point(x: $0.x, y: $0.yOffset)) },
            paint: .color(.white), width: shaped.width)
        let b = try cairo.rasterize(DisplayList(size: Size(width: 60, height: 40), items: [.text(run)]), scale: 1, background: .clear)
        var ink: [(Int, Int)] = []
        for y in 0..<40 { for x in 0..<60 where b.pixel(x: x, y: y).a > 128 { ink.append((x, y)) } }
        #expect(!ink.isEmpty)
        let xs = ink.map(\.0), ys = ink.map(\.1)
        // Ink sits right of the origin, above the baseline, about cap-height tall.
        #expect(xs.min()! >= 10 && xs.max()! <= 10 + Int(shaped.width) + 1)
        #expect(ys.max()! <= 30 && ys.min()! >= 30 - 16)
    }

    @Test func anUndrawableFontIsAnErrorNotACrash() {
        let run = TextRun(
            text: "x", font: FixedAdvanceTextMeasurer.face, size: 10, origin: .zero,
            glyphs: [PositionedGlyph(id: 1, position: .zero)], paint: .color(.white), width: 5)
        #expect(throws: RasterizerError.self) { try draw([.text(run)]) }
    }

    @Test func degenerateCanvasesAreRejected() {
        #expect(throws: RasterizerError.self) {
            try cairo.rasterize(DisplayList(size: .zero), scale: 2, background: .black)
        }
        #expect(throws: RasterizerError.self) {
            try cairo.rasterize(DisplayList(size: Size(width: 10, height: 10)), scale: 0, background: .black)
        }
    }
}

@Suite struct PNGCodecTests {
    @Test func opaqueBitmapsRoundTripExactly() throws {
        var b = Bitmap(width: 3, height: 2, fill: .orange)
        b.setPixel(x: 2, y: 1, to: .blue)
        let bytes = try PNGCodec().encode(b)
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(try PNGCodec().decode(bytes) == b)
    }

    @Test func translucentPixelsSurviveWithinRounding() throws {
        let b = Bitmap(width: 1, height: 1, fill: Color(red: 0.2, green: 0.6, blue: 1, alpha: 0.4))
        let back = try PNGCodec().decode(try PNGCodec().encode(b))
        let (p, q) = (b.pixel(x: 0, y: 0), back.pixel(x: 0, y: 0))
        for (u, v) in [(p.r, q.r), (p.g, q.g), (p.b, q.b), (p.a, q.a)] { #expect(abs(Int(u) - Int(v)) <= 1) }
    }

    @Test func garbageIsAClearError() {
        #expect(throws: RasterizerError.invalidPNG("missing PNG signature")) { try PNGCodec().decode([1, 2, 3]) }
        #expect(throws: RasterizerError.self) { try PNGCodec().decode([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0]) }
    }
}
