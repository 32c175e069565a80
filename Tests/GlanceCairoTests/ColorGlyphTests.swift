import GlanceGraphics
import GlanceText
import Testing

@testable import GlanceCairo

/// Emoji from Noto Color Emoji are drawn as colour images, recoloured as images are.
@Suite struct ColorGlyphTests {
    let engine: TextEngine
    init() throws { engine = try TextEngine() }

    /// "😀 ok" drawn at 20 pt, scale 2, over black.
    func draw(_ text: String = "😀 ok", paint: Paint = .color(.white), recolor: BitmapRecolor = .none) throws -> Bitmap {
        let shaped = engine.shape(text, font: FontDescriptor(size: 20))
        var runs = shaped.textRuns(origin: Point(x: 4, y: 26), paint: paint)
        for i in runs.indices { runs[i].colorGlyphs = recolor }
        return try CairoRasterizer().rasterize(DisplayList(size: Size(width: 80, height: 36), items: runs.map { .text($0) }), scale: 2, background: .black)
    }

    /// Pixels of the smiley's yellow (Noto's face is about #FCC21B).
    func yellow(_ b: Bitmap) -> Int {
        b.count { $0.r > 200 && $0.g > 150 && $0.b < 90 }
    }

    /// Pixels whose channels differ by more than `by`.
    func colourful(_ b: Bitmap, by: Int = 24) -> Int {
        var n = 0
        for y in 0..<b.height {
            for x in 0..<b.width {
                let p = b.pixel(x: x, y: y)
                if Int(max(p.r, p.g, p.b)) - Int(min(p.r, p.g, p.b)) > by { n += 1 }
            }
        }
        return n
    }

    @Test func emojiAreDrawnInColour() throws {
        let b = try draw()
        // The face is about 40 × 40 device pixels, mostly yellow; the white text stays white.
        #expect(yellow(b) > 600, "\(yellow(b)) yellow pixels")
        let plain = try draw(paint: .color(.red))
        #expect(yellow(plain) == yellow(b))  // the paint does not tint an emoji
    }

    @Test func emojiSitOnTheBaselineAtTheTextSize() throws {
        let b = try draw("😀")
        var (top, bottom, left, right) = (Int.max, 0, Int.max, 0)
        for y in 0..<b.height {
            for x in 0..<b.width where b.pixel(x: x, y: y).a > 0 && b.pixel(x: x, y: y) != (0, 0, 0, 255) {
                (top, bottom, left, right) = (min(top, y), max(bottom, y), min(left, x), max(right, x))
            }
        }
        // 20 pt at scale 2: an emoji about 1.2 em, from above the cap height to a little under the baseline (52 px).
        #expect((40...54).contains(bottom - top + 1), "height \(bottom - top + 1)")
        #expect((40...54).contains(right - left + 1), "width \(right - left + 1)")
        #expect(bottom > 46 && bottom < 64, "bottom \(bottom)")
    }

    @Test func recolouredEmojiLoseTheirColour() throws {
        let grey = try draw(recolor: .desaturated)
        #expect(colourful(grey) == 0 && grey.inkedPixelCount > 0)
        let tinted = try draw(recolor: .tinted(.cyan))
        #expect(yellow(tinted) == 0)
        let white = try draw(recolor: .tinted(.white))
        #expect(colourful(white) == 0)
    }

    @Test func paintOpacityFadesEmoji() throws {
        let faded = try draw("😀", paint: .color(Color(white: 1, alpha: 0.5)))
        #expect(yellow(faded) == 0 && colourful(faded) > 300)
    }
}
