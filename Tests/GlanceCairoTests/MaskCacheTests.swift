import CCairo
import GlanceGraphics
import Testing

@testable import GlanceCairo

@Suite struct MaskCacheTests {
    /// A 4 × 4 mask covered all over: four blocks.
    func mask() -> CoverageBlocks {
        let made = CairoSurface.makeA8(width: 4, height: 4)!
        defer { cairo_surface_destroy(made.surface) }
        let stride = Int(cairo_image_surface_get_stride(made.surface))
        for row in 0..<4 { (made.data + row * stride).update(repeating: 255, count: 4) }
        return CoverageBlocks(UnsafePointer(made.data), width: 4, height: 4, stride: stride)
    }

    /// Looks `key` up and keeps a new mask if the cache admits it, as the rasterizer does.
    func draw(_ cache: MaskCache<Int, CoverageBlocks>, _ key: Int) -> Bool {
        if cache.mask(for: key) != nil { return true }
        if cache.admits(key) {
            let made = mask()
            cache.keep(made, bytes: made.bytes, for: key)
        }
        return false
    }

    @Test func aMaskIsKeptTheSecondTimeItIsMadeNotTheFirst() {
        let cache = MaskCache<Int, CoverageBlocks>(capacity: 64, byteLimit: 1 << 20, staleAfter: 100)
        // A stream of keys drawn once each (new timeline entries) keeps nothing, but for a key
        // whose slot and top sixteen bits of hash an earlier key's had (kept a time early:
        // about one run in sixty, as the hash seed changes from run to run).
        for key in 0..<1000 { _ = draw(cache, key) }
        #expect(cache.count <= 2)
        // A key drawn again is kept, and found from the third time on.
        let (early, kept) = (cache.mask(for: 999) != nil, cache.count)
        if !early { #expect(!draw(cache, 999) && draw(cache, 999) && cache.count == kept + 1) }
        // A new key likewise. (Not one of the stream's: a key seen once long ago is remembered
        // unless a later key took its slot, which depends on the process's hash seed.)
        _ = draw(cache, 5000)
        #expect(!draw(cache, 5000) && draw(cache, 5000))
    }

    /// The byte limit counts a mask's blocks (the stale-replacement rule itself is
    /// `KeptValuesTests`').
    @Test func theByteLimitCountsEachMasksBlocks() {
        let cache = MaskCache<Int, CoverageBlocks>(capacity: 100, byteLimit: 3 * mask().bytes, staleAfter: 1000)
        for key in 0..<5 {
            _ = draw(cache, key)
            _ = draw(cache, key)  // admitted the second time, if there is room
        }
        #expect(cache.count == 3)
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

    /// A mask narrower than a load, its rows packed: the blocks read its bytes and no more (run
    /// under AddressSanitizer by `make test-asan`, which found a read past such a glyph).
    @Test func aNarrowMaskReadsOnlyItsOwnBytes() {
        let data = UnsafeMutablePointer<UInt8>.allocate(capacity: 6)
        defer { data.deallocate() }
        for i in 0..<6 { data[i] = UInt8(10 * (i + 1)) }
        let blocks = CoverageBlocks(UnsafePointer(data), width: 3, height: 2, stride: 3)
        #expect(blocks.blocks.map { [Int($0.x), Int($0.y)] } == [[0, 0], [0, 1]])
        #expect(Array(blocks.coverage) == [0x1E_14_0A, 0x3C_32_28])
    }
}
