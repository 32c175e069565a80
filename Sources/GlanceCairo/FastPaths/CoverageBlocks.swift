/// An A8 coverage mask as the runs of eight pixels, eight-aligned, that hold any coverage:
/// a composite visits only those, eight pixels at a time with no branch on where a shape's
/// edge falls, and reads their coverage in order. The blocks live in a `BlockList` this owns,
/// which composites read through its pointer.
final class CoverageBlocks {
    typealias Block = BlockList.Block

    let list: UnsafeMutablePointer<BlockList>

    /// The blocks of the `width` × `height` coverage at `data`, rows `stride` bytes apart (at
    /// most 32,760 pixels each way); none without data. `readable` bytes from the last row's
    /// start may be read (at least `width`; the stride by default), so a row's last block is
    /// one load when it fits. A glyph's mask also keeps the coverage row by row (`keepsRows`)
    /// and where its top-left pixel lies from its pen (`dx`, `dy`).
    init(
        _ data: UnsafePointer<UInt8>?, width: Int, height: Int, stride: Int, readable: Int? = nil, keepsRows: Bool = false, dx: Int = 0,
        dy: Int = 0
    ) {
        let (width, height) = (min(width, 32_760), min(height, 32_760))
        // Past a row's end come the next rows' bytes, up to what the last row may read: a load
        // near the end of a row of a narrow mask must not run past them (AddressSanitizer
        // found one that did, a turned glyph 3 px wide and 2 rows tall).
        let lastReadable = max(readable ?? stride, width)
        @inline(__always) func limit(_ y: Int) -> Int { (height - 1 - y) * stride + lastReadable }
        var count = 0
        if let data {
            for y in 0..<height {
                let (row, readable) = (data + y * stride, limit(y))
                for x in Swift.stride(from: 0, to: width, by: 8) where Self.word(row, x, width, readable) != 0 { count += 1 }
            }
        }
        let blocks = UnsafeMutablePointer<Block>.allocate(capacity: max(count, 1))
        let coverage = UnsafeMutablePointer<UInt64>.allocate(capacity: max(count, 1))
        var rows: UnsafeMutablePointer<UInt8>?
        if let data {
            var index = 0
            for y in 0..<height {
                let (row, readable) = (data + y * stride, limit(y))
                for x in Swift.stride(from: 0, to: width, by: 8) {
                    let word = Self.word(row, x, width, readable)
                    guard word != 0 else { continue }
                    blocks[index] = Block(y: Int16(y), x: Int16(x))
                    coverage[index] = word
                    index += 1
                }
            }
            if keepsRows {
                let kept = UnsafeMutablePointer<UInt8>.allocate(capacity: max(width * height, 1))
                for y in 0..<height { (kept + y * width).update(from: data + y * stride, count: width) }
                rows = kept
            }
        }
        list = .allocate(capacity: 1)
        list.initialize(to: BlockList(blocks: blocks, coverage: coverage, count: count, width: width, height: height, rows: rows, dx: dx, dy: dy))
    }

    /// The coverage of pixels `x..<x + 8` of `row`, those past `width` as none: one load when
    /// the eight bytes are `readable`, else byte by byte.
    @inline(__always)
    static func word(_ row: UnsafePointer<UInt8>, _ x: Int, _ width: Int, _ readable: Int) -> UInt64 {
        if x + 8 <= readable {
            let bits = UInt64(littleEndian: UnsafeRawPointer(row + x).loadUnaligned(as: UInt64.self))
            return x + 8 <= width ? bits : bits & (UInt64.max >> (8 * (x + 8 - width)))
        }
        var bits: UInt64 = 0
        for i in 0..<(width - x) { bits |= UInt64(row[x + i]) << (8 * i) }
        return bits
    }

    deinit {
        list.pointee.deallocate()
        list.deinitialize(count: 1)
        list.deallocate()
    }

    var blocks: UnsafeBufferPointer<Block> { UnsafeBufferPointer(start: list.pointee.blocks, count: list.pointee.count) }
    /// Each block's coverage, pixel `i` in byte `i` (the low byte first).
    var coverage: UnsafeBufferPointer<UInt64> { UnsafeBufferPointer(start: list.pointee.coverage, count: list.pointee.count) }
    /// The mask's size.
    var width: Int { list.pointee.width }
    var height: Int { list.pointee.height }

    /// Writes the coverage into the cleared A8 pixels at `data`, rows `stride` bytes apart.
    func render(into data: UnsafeMutablePointer<UInt8>, stride: Int) {
        for (block, bits) in zip(blocks, coverage) {
            let row = data + Int(block.y) * stride + Int(block.x)
            for i in 0..<min(8, width - Int(block.x)) { row[i] = UInt8(truncatingIfNeeded: bits >> UInt64(8 * i)) }
        }
    }

    /// Memory the blocks hold, once tinted in two colours, and a glyph's rows.
    var bytes: Int {
        list.pointee.count * (MemoryLayout<Block>.stride + 8 + 2 * MemoryLayout<SIMD8<UInt32>>.stride)
            + (list.pointee.rows == nil ? 0 : width * height)
    }

    /// Each block composited by `over` onto its backdrop; kept for the next time the same
    /// colour is drawn over the same backdrop (a mask is nearly always drawn in one or two).
    func tinted(by over: SolidOver) -> UnsafePointer<SIMD8<UInt32>> { list.pointee.tinted(by: over) }
}
