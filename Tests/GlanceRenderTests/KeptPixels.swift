import CCairo
import GlanceGraphics
import GlanceTesting
import Testing

@testable import GlanceCairo

/// Checks shared by the fast paths that keep pixels from one drawing for the next
/// (`GradientImagesTests`, `ClippedStrokesTests`): a drawing from kept pixels is the plain
/// path's drawing, whatever came before it.
enum KeptPixels {
    /// `count` scenes `scene` makes, at 1, 2, 2.5 and 3× in turn, each drawn twice by `fast`
    /// (kept the second time met, made for the once the first) and once by `plain`: the same
    /// pixels every time.
    static func expectPlainPixels(_ count: Int, fast: CairoRasterizer, plain: CairoRasterizer, scene: () -> DisplayList) throws {
        for n in 0..<count {
            let list = scene()
            let scale = [1, 2, 2.5, 3][n % 4]
            let drawn = try plain.rasterize(list, scale: scale, background: .black)
            let once = try fast.rasterize(list, scale: scale, background: .black)
            let kept = try fast.rasterize(list, scale: scale, background: .black)
            #expect(once == drawn, "scene \(n) at \(scale)×, the first time")
            #expect(kept == drawn, "scene \(n) at \(scale)×, from kept pixels")
        }
    }

    /// Each of `lists` at 1 and 2×, drawn by `fast` twice in a row (kept the second time), then
    /// all in turn twice more: each drawing is `plain`'s, never pixels kept for another
    /// placement. (A drawing of something else between two of one may keep it from being
    /// kept: see `MaskCache`; drawn twice in a row, it is.)
    static func expectOwnPlacements(_ lists: [DisplayList], fast: CairoRasterizer, plain: CairoRasterizer) throws {
        for round in 0..<3 {
            for list in lists {
                for scale in [1.0, 2] {
                    let drawn = try plain.rasterize(list, scale: scale, background: .black)
                    for _ in 0..<(round == 0 ? 2 : 1) {
                        #expect(try fast.rasterize(list, scale: scale, background: .black) == drawn, "round \(round), \(list.size) at \(scale)×")
                    }
                }
            }
        }
    }

    /// A ring (some dashed), a disc or a bar about `center` in `paint`.
    static func shape(_ paint: Paint, at center: Point, _ g: inout SeededGenerator) -> DisplayItem {
        switch Int.random(in: 0..<3, using: &g) {
        case 0:
            var ring = Path()
            ring.addArc(center: center, radius: .random(in: 4...22, using: &g), startAngle: .random(in: 0...3, using: &g), endAngle: .random(in: 3...6.2, using: &g))
            let dash: [Double] = Bool.random(using: &g) ? [] : [3, 2]
            return .stroke(ring, paint, StrokeStyle(lineWidth: .random(in: 1...7, using: &g), lineCap: .round, dash: dash))
        case 1:
            let disc = Path(ellipseIn: Rect(x: center.x, y: center.y, width: .random(in: 2...30, using: &g), height: .random(in: 2...20, using: &g)))
            return .fill(disc, paint, Bool.random(using: &g) ? .evenOdd : .nonZero)
        default:
            return .fill(Path(rect: Rect(x: center.x - 20, y: center.y, width: .random(in: 1...40, using: &g), height: .random(in: 0.5...6, using: &g))), paint, .nonZero)
        }
    }

    /// A clip over a 60 × 45 pt canvas with a hole of `radius` somewhere (as a gauge's knockout).
    static func knockout(radius: Double, _ g: inout SeededGenerator) -> Path {
        var outside = Path(rect: Rect(x: -10, y: -10, width: 80, height: 65))
        outside.addArc(center: Point(x: .random(in: 0...60, using: &g), y: .random(in: 0...45, using: &g)), radius: radius, startAngle: 0, endAngle: -2 * .pi)
        outside.closeSubpath()
        return outside
    }

    /// `item` as it is (three times in five), turned about a point, or in a translucent group.
    static func placed(_ item: DisplayItem, _ g: inout SeededGenerator) -> DisplayItem {
        switch Int.random(in: 0..<5, using: &g) {
        case 0:
            let turn = AffineTransform(rotation: .random(in: -3...3, using: &g)).concatenating(AffineTransform(translationX: 30, y: 20))
            return .group(DisplayGroup(transform: turn, items: [item]))
        case 1:
            return .group(DisplayGroup(opacity: 0.6, items: [item]))
        default:
            return item
        }
    }

    /// `list`'s canvas at `scale` as plain cairo draws it: cleared to black, scaled, then `draw`.
    static func drawnByCairo(_ list: DisplayList, scale: Double, _ draw: (OpaquePointer) -> Void) -> Bitmap {
        let pixels = PixelSize(list.size, scale: scale)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixels.width), Int32(pixels.height))!
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        cairo_set_source_rgb(cr, 0, 0, 0)
        cairo_paint(cr)
        cairo_scale(cr, scale, scale)
        draw(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        return CairoSurface.bitmap(of: surface)
    }
}
