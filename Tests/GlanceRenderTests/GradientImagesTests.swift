import CCairo
import GlanceGraphics
import GlanceTesting
import Testing

@testable import GlanceCairo

/// Gradients composited from their pixels over the canvas, kept (fast path `gradients`) or
/// painted for the once (plain): the same pixels, within pixman's rounding of cairo filling
/// with the gradient itself, and never another placement's pixels.
@Suite struct GradientImagesTests {
    static func color(_ g: inout SeededGenerator) -> Color {
        Color(
            red: .random(in: 0...1, using: &g), green: .random(in: 0...1, using: &g), blue: .random(in: 0...1, using: &g),
            alpha: Bool.random(using: &g) ? 1 : .random(in: 0.1...1, using: &g))
    }

    /// A linear, radial or angular gradient of two to six stops somewhere over the canvas.
    static func gradient(_ g: inout SeededGenerator) -> Paint {
        let count = Int.random(in: 2...6, using: &g)
        let stops = (0..<count).map { GradientStop(color: color(&g), location: Double($0) / Double(count - 1)) }
        let a = Point(x: .random(in: -10...70, using: &g), y: .random(in: -10...50, using: &g))
        let b = Point(x: .random(in: -10...70, using: &g), y: .random(in: -10...50, using: &g))
        switch Int.random(in: 0..<3, using: &g) {
        case 0: return .linearGradient(LinearGradientPaint(stops: stops, start: a, end: b))
        case 1: return .radialGradient(RadialGradientPaint(stops: stops, center: a, startRadius: .random(in: 0...5, using: &g), endRadius: .random(in: 6...50, using: &g)))
        default:
            let start = Double.random(in: -3...3, using: &g)
            return .angularGradient(AngularGradientPaint(stops: stops, center: a, startAngle: start, endAngle: start + .random(in: 1...6.3, using: &g), radius: 90))
        }
    }

    /// Rings, discs and bars in one gradient or another, some under a clip with a hole (as a
    /// gauge's knockout), some turned, some in a translucent group.
    static func scene(_ paints: [Paint], _ g: inout SeededGenerator) -> DisplayList {
        var items: [DisplayItem] = [.fill(Path(rect: Rect(x: 0, y: 0, width: 30, height: 45)), .color(color(&g)), .nonZero)]
        for _ in 0..<Int.random(in: 1...4, using: &g) {
            let paint = paints.randomElement(using: &g)!
            var item = KeptPixels.shape(paint, at: Point(x: .random(in: 5...55, using: &g), y: .random(in: 5...40, using: &g)), &g)
            if Int.random(in: 0..<4, using: &g) == 0 { item = .group(DisplayGroup(clip: KeptPixels.knockout(radius: 4, &g), items: [item])) }
            items.append(KeptPixels.placed(item, &g))
        }
        return DisplayList(size: Size(width: 60, height: 45), items: items)
    }

    /// The largest difference of one channel between two bitmaps of one size.
    static func largestDifference(_ a: Bitmap, _ b: Bitmap) -> Int {
        zip(a.pixels, b.pixels).reduce(0) { max($0, abs(Int($1.0) - Int($1.1))) }
    }

    /// 300 scenes from a few gradients, at four scales, each drawn twice with the fast path (a
    /// gradient is kept the second time it is met, painted for the once the first) and once
    /// on the plain path: the same pixels every time, and kept gradients were used.
    @Test func keptGradientsAreThePlainPathsPixels() throws {
        let fast = CairoRasterizer(fastPaths: [.gradients]), plain = CairoRasterizer(fastPaths: [])
        var g = SeededGenerator(seed: 15)
        let paints = (0..<5).map { _ in Self.gradient(&g) }
        try KeptPixels.expectPlainPixels(300, fast: fast, plain: plain) { Self.scene(paints, &g) }
        #expect(fast.gradientImages.count > 0, "no gradient was kept")
    }

    /// Filled and stroked shapes in linear and radial gradients, some under a knockout clip,
    /// as Glance draws them against cairo filling with the gradient itself: pixman's rounding
    /// apart, at most 2 of 255 a channel, and most scenes the same pixels.
    @Test func gradientPixelsAreCairosButForRounding() throws {
        let rasterizer = CairoRasterizer(fastPaths: [])
        var g = SeededGenerator(seed: 7)
        var same = 0
        for n in 0..<200 {
            var paint = Self.gradient(&g)
            if case .angularGradient = paint { paint = .radialGradient(RadialGradientPaint(stops: [GradientStop(color: .red, location: 0), GradientStop(color: .blue, location: 1)], center: Point(x: 20, y: 20), startRadius: 0, endRadius: 30)) }
            var ring = Path()
            ring.addArc(center: Point(x: .random(in: 10...50, using: &g), y: .random(in: 10...35, using: &g)), radius: .random(in: 4...20, using: &g), startAngle: 0, endAngle: .random(in: 1...6.2, using: &g))
            let style = StrokeStyle(lineWidth: .random(in: 1...7, using: &g), lineCap: .round)
            let disc = Path(ellipseIn: Rect(x: .random(in: 0...40, using: &g), y: .random(in: 0...30, using: &g), width: 20, height: 14))
            let scale = [1, 2, 2.5, 3][n % 4]
            let list = DisplayList(size: Size(width: 60, height: 45), items: [.stroke(ring, paint, style), .fill(disc, paint, .nonZero)])
            let drawn = try rasterizer.rasterize(list, scale: scale, background: .black)
            let cairos = KeptPixels.drawnByCairo(list, scale: scale) { cr in
                for (path, stroke) in [(ring, true), (disc, false)] {
                    rasterizer.addPath(path, cr)
                    let pattern = CairoRasterizer.pattern(paint)
                    cairo_set_source(cr, pattern)
                    if stroke {
                        rasterizer.apply(style, cr)
                        cairo_stroke(cr)
                    } else {
                        cairo_fill(cr)
                    }
                    cairo_pattern_destroy(pattern)
                }
            }
            let difference = Self.largestDifference(drawn, cairos)
            #expect(difference <= 2, "scene \(n) at \(scale)×: \(difference) of 255 apart")
            if difference == 0 { same += 1 }
        }
        #expect(same > 100, "only \(same) of 200 scenes the same pixels")
    }

    /// One gradient drawn in turn at two places, two scales and two canvas sizes, after each
    /// was kept: each drawing is its own placement's, never the pixels kept for another. (A
    /// drawing of another gradient between two of one may keep it from being kept: see
    /// `MaskCache`; drawn twice in a row, it is.)
    @Test func aKeptGradientIsNeverAnotherPlacements() throws {
        let paint = Paint.linearGradient(LinearGradientPaint(
            stops: [GradientStop(color: .red, location: 0), GradientStop(color: .blue, location: 1)],
            start: Point(x: 0, y: 0), end: Point(x: 40, y: 0)))
        let bar = Path(rect: Rect(x: 0, y: 5, width: 40, height: 10))
        let lists = [
            DisplayList(size: Size(width: 40, height: 20), items: [.fill(bar, paint, .nonZero)]),
            DisplayList(size: Size(width: 40, height: 20), items: [.group(DisplayGroup(transform: AffineTransform(translationX: 7, y: 0), items: [.fill(bar, paint, .nonZero)]))]),
            DisplayList(size: Size(width: 50, height: 20), items: [.fill(bar, paint, .nonZero)]),
        ]
        let fast = CairoRasterizer(fastPaths: [.gradients]), plain = CairoRasterizer(fastPaths: [])
        try KeptPixels.expectOwnPlacements(lists, fast: fast, plain: plain)
        #expect(fast.gradientImages.count == 6, "one kept per placement and canvas")
    }
}
