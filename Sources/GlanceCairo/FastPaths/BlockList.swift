/// A coverage mask's covered blocks in memory of their own (a `CoverageBlocks` owns it), as
/// composites read them: through a pointer, so placing and compositing a glyph costs no
/// reference counting and no exclusivity check, and its tinted blocks lie beside it.
struct BlockList {
    /// Where a block starts: row `y`, column `x` (a multiple of 8).
    struct Block {
        var y: Int16
        var x: Int16
    }

    /// The blocks composited in one colour over one backdrop pixel (`key`); none when nil.
    struct Tint {
        var key: UInt64
        var pixels: UnsafeMutablePointer<SIMD8<UInt32>>?
    }

    let blocks: UnsafeMutablePointer<Block>
    /// Each block's coverage, pixel `i` in byte `i` (the low byte first).
    let coverage: UnsafeMutablePointer<UInt64>
    let count: Int
    /// The mask's size.
    let width: Int, height: Int
    /// A glyph's coverage row by row, `rowStride` bytes a row, to find pixels two glyphs share;
    /// nil for other masks.
    let rows: UnsafeMutablePointer<UInt8>?
    let rowStride: Int
    /// Where a glyph's top-left pixel lies from its rounded pen position.
    let dx: Int, dy: Int
    /// Coverage drawn for once (`GlyphBitmap`): no blocks, composited from its rows.
    let once: Bool
    /// The blocks tinted for the last two colour and backdrop pairs asked for (a glyph is
    /// often drawn in two colours in turn, a label and its dimmer detail).
    var tints = (Tint(key: 0, pixels: nil), Tint(key: 0, pixels: nil))

    init(
        blocks: UnsafeMutablePointer<Block>, coverage: UnsafeMutablePointer<UInt64>, count: Int, width: Int, height: Int,
        rows: UnsafeMutablePointer<UInt8>?, rowStride: Int? = nil, dx: Int, dy: Int, once: Bool = false
    ) {
        (self.blocks, self.coverage, self.count, self.width, self.height) = (blocks, coverage, count, width, height)
        (self.rows, self.rowStride, self.dx, self.dy, self.once) = (rows, rowStride ?? width, dx, dy, once)
    }

    /// The blocks composited by `over` onto its backdrop, made the first time a pair is asked
    /// for and kept with the next (the older of two goes). Not for an empty list.
    @inline(__always)
    mutating func tinted(by over: SolidOver) -> UnsafePointer<SIMD8<UInt32>> {
        let key = over.key
        if tints.0.key == key, let pixels = tints.0.pixels { return UnsafePointer(pixels) }
        if tints.1.key == key, let pixels = tints.1.pixels { return UnsafePointer(pixels) }
        return tint(key, over)
    }

    @inline(never)
    private mutating func tint(_ key: UInt64, _ over: SolidOver) -> UnsafePointer<SIMD8<UInt32>> {
        let pixels = UnsafeMutablePointer<SIMD8<UInt32>>.allocate(capacity: max(count, 1))
        UnsafeMutableRawPointer(pixels).withMemoryRebound(to: UInt32.self, capacity: 8 * max(count, 1)) { words in
            over.withTable { table in
                for index in 0..<count {
                    let (bits, lane) = (coverage[index], words + 8 &* index)
                    for i in 0..<8 { lane[i] = table[Int(truncatingIfNeeded: bits &>> UInt64(8 &* i)) & 0xFF] }
                }
            }
        }
        tints.0.pixels?.deallocate()
        tints = (tints.1, Tint(key: key, pixels: pixels))
        return UnsafePointer(pixels)
    }

    /// Frees what the list holds.
    func deallocate() {
        blocks.deallocate()
        coverage.deallocate()
        rows?.deallocate()
        tints.0.pixels?.deallocate()
        tints.1.pixels?.deallocate()
    }
}
