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
}
