/// An A8 coverage mask as the runs of eight pixels, eight-aligned, that hold any coverage:
/// a composite visits only those, eight pixels at a time with no branch on where a shape's
/// edge falls, and reads their coverage in order.
struct CoverageBlocks {
    /// Where a block starts: row `y`, column `x` (a multiple of 8).
    struct Block {
        var y: Int16
        var x: Int16
    }

    let blocks: [Block]
    /// Each block's coverage, pixel `i` in byte `i` (the low byte first).
    let coverage: [UInt64]
    /// The mask's size.
    let width: Int, height: Int
    /// The blocks composited over a backdrop in the colours last asked for.
    private let tints = Tints()

    /// Blocks composited in a colour over a backdrop pixel, for the last two pairs asked for
    /// (a glyph is often drawn in two colours in turn, a label and its dimmer detail).
    private final class Tints {
        var kept: [(source: UInt32, backdrop: UInt32, pixels: [SIMD8<UInt32>])] = []
    }

    /// The blocks of the `width` × `height` coverage at `data`, rows `stride` bytes apart (at
    /// most 32,760 pixels each way); none without data.
    init(_ data: UnsafePointer<UInt8>?, width: Int, height: Int, stride: Int) {
        var blocks: [Block] = []
        var coverage: [UInt64] = []
        let (width, height) = (min(width, 32_760), min(height, 32_760))
        for y in 0..<height {
            guard let data else { break }
            let row = data + y * stride
            for x in Swift.stride(from: 0, to: width, by: 8) {
                var bits: UInt64 = 0
                if x + 8 <= width {
                    bits = UInt64(littleEndian: UnsafeRawPointer(row + x).loadUnaligned(as: UInt64.self))
                } else {
                    for i in 0..<(width - x) { bits |= UInt64(row[x + i]) << (8 * i) }
                }
                guard bits != 0 else { continue }
                blocks.append(Block(y: Int16(y), x: Int16(x)))
                coverage.append(bits)
            }
        }
        self.blocks = blocks
        self.coverage = coverage
        (self.width, self.height) = (width, height)
    }

    /// Writes the coverage into the cleared A8 pixels at `data`, rows `stride` bytes apart.
    func render(into data: UnsafeMutablePointer<UInt8>, stride: Int) {
        for (block, bits) in zip(blocks, coverage) {
            let row = data + Int(block.y) * stride + Int(block.x)
            for i in 0..<min(8, width - Int(block.x)) { row[i] = UInt8(truncatingIfNeeded: bits >> UInt64(8 * i)) }
        }
    }

    /// Memory the blocks hold, once tinted in two colours.
    var bytes: Int { blocks.count * (MemoryLayout<Block>.stride + 8 + 2 * MemoryLayout<SIMD8<UInt32>>.stride) }

    /// Each block composited by `over` onto its backdrop; kept for the next time the same
    /// colour is drawn over the same backdrop (a mask is nearly always drawn in one or two).
    func tinted(by over: SolidOver) -> [SIMD8<UInt32>] {
        if let kept = tints.kept.first(where: { $0.source == over.source && $0.backdrop == over.backdrop }) { return kept.pixels }
        let pixels = coverage.map { bits in
            var pixels = SIMD8<UInt32>()
            for i in 0..<8 { pixels[i] = over.onBackdrop(coverage: UInt32(truncatingIfNeeded: bits >> UInt64(8 * i)) & 0xFF) }
            return pixels
        }
        if tints.kept.count >= 2 { tints.kept.removeFirst() }
        tints.kept.append((over.source, over.backdrop, pixels))
        return pixels
    }
}
