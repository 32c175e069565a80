import CCairo
import GlanceGraphics
import Testing

@testable import GlanceCairo

@Suite struct MaskCacheTests {
    /// A 4 × 4 mask covered all over: four blocks.
    func mask() -> CoverageMask {
        let made = CairoSurface.makeA8(width: 4, height: 4)!
        for row in 0..<4 { (made.data + row * Int(cairo_image_surface_get_stride(made.surface))).update(repeating: 255, count: 4) }
        cairo_surface_mark_dirty(made.surface)
        return CoverageMask(surface: made.surface, x: 0, y: 0)
    }

    /// Looks `key` up and keeps a new mask if the cache admits it, as the rasterizer does.
    func draw(_ cache: MaskCache<Int, CoverageMask>, _ key: Int) -> Bool {
        if cache.mask(for: key) != nil { return true }
        if cache.admits(key) { cache.keep(mask(), for: key) }
        return false
    }

    @Test func aMaskIsKeptTheSecondTimeItIsMadeNotTheFirst() {
        let cache = MaskCache<Int, CoverageMask>(capacity: 64, byteLimit: 1 << 20, staleAfter: 100)
        // A stream of keys drawn once each (new timeline entries) keeps nothing.
        for key in 0..<1000 { #expect(!draw(cache, key)) }
        #expect(cache.count == 0)
        // A key drawn again is kept, and found from the third time on.
        #expect(!draw(cache, 999) && draw(cache, 999) && cache.count == 1)
        // A new key likewise. (Not one of the stream's: a key seen once long ago is remembered
        // unless a later key took its slot, which depends on the process's hash seed.)
        _ = draw(cache, 5000)
        #expect(!draw(cache, 5000) && draw(cache, 5000))
    }

    /// The byte limit counts a mask's blocks (the stale-replacement rule itself is
    /// `KeptValuesTests`').
    @Test func theByteLimitCountsEachMasksBlocks() {
        let cache = MaskCache<Int, CoverageMask>(capacity: 100, byteLimit: 3 * mask().bytes, staleAfter: 1000)
        for key in 0..<5 {
            _ = draw(cache, key)
            _ = draw(cache, key)  // admitted the second time, if there is room
        }
        #expect(cache.count == 3)
    }

    /// An arc drawn the first time (its mask composited by cairo, then not kept) is the arc drawn
    /// from its kept mask afterwards.
    @Test(arguments: [(Color.white, Color.black), (Color(red: 0.2, green: 0.9, blue: 0.4, alpha: 0.6), Color(red: 0.3, green: 0.05, blue: 0.1))])
    func anArcFromAKeptMaskMatchesTheFirstDrawing(_ colour: Color, _ background: Color) throws {
        var arc = Path()
        arc.addArc(center: Point(x: 30, y: 30), radius: 22.3, startAngle: 0.75 * .pi, endAngle: 2.05 * .pi)
        let list = DisplayList(size: Size(width: 60, height: 60), items: [
            .stroke(arc, .color(colour), StrokeStyle(lineWidth: 5.5, lineCap: .round))
        ])
        let cairo = CairoRasterizer(fastPaths: .all)
        let first = try cairo.rasterize(list, scale: 2, background: background)
        let second = try cairo.rasterize(list, scale: 2, background: background)
        let again = try cairo.rasterize(list, scale: 2, background: background)
        #expect(cairo.arcMasks.count == 1)
        #expect(first.inkedPixelCount > 0)
        #expect(first == second && first == again)
    }

    /// A kept mask keeps its blocks, not the A8 surface it was made from; a paint cairo must
    /// draw through a surface (a gradient) gets one made again from the blocks, the same pixels.
    @Test func aGradientThroughAKeptMaskMatchesTheFirstDrawing() throws {
        var arc = Path()
        arc.addArc(center: Point(x: 30, y: 30), radius: 22.3, startAngle: 0.75 * .pi, endAngle: 2.05 * .pi)
        let gradient = Paint.angularGradient(AngularGradientPaint(
            stops: [GradientStop(color: .green, location: 0), GradientStop(color: .orange, location: 0.5), GradientStop(color: .red, location: 1)],
            center: Point(x: 30, y: 30), startAngle: 0.75 * .pi, endAngle: 2.05 * .pi, radius: 22.3))
        let list = DisplayList(size: Size(width: 60, height: 60), items: [.stroke(arc, gradient, StrokeStyle(lineWidth: 5.5, lineCap: .round))])
        let cairo = CairoRasterizer(fastPaths: .all)
        let first = try cairo.rasterize(list, scale: 2, background: .black)
        let second = try cairo.rasterize(list, scale: 2, background: .black)
        let again = try cairo.rasterize(list, scale: 2, background: .black)
        #expect(cairo.arcMasks.count == 1)
        #expect(first.inkedPixelCount > 0)
        #expect(first == second && first == again)
    }

    /// The coverage a mask's blocks write back is the coverage it was made from.
    @Test func blocksWriteBackTheirCoverage() throws {
        let (width, height) = (21, 5)
        let made = try #require(CairoSurface.makeA8(width: width, height: height))
        defer { cairo_surface_destroy(made.surface) }
        let stride = Int(cairo_image_surface_get_stride(made.surface))
        for y in 0..<height { for x in 0..<width where (x * 7 + y * 3) % 5 != 0 { made.data[y * stride + x] = UInt8((x * 37 + y * 11) % 256) } }
        let blocks = CoverageBlocks(UnsafePointer(made.data), width: width, height: height, stride: stride)
        var back = [UInt8](repeating: 0, count: stride * height)
        back.withUnsafeMutableBufferPointer { blocks.render(into: $0.baseAddress!, stride: stride) }
        #expect(back == Array(UnsafeBufferPointer(start: made.data, count: stride * height)))
    }
}
