/// Big-endian reads from an OpenType table, each `nil` past its end. A table that claims more
/// entries than any font has (`budget`) is not read, so a hostile font cannot stall the engine.
struct FontTable {
    let bytes: UnsafeRawBufferPointer
    /// Entries still to be read: every font's tables fit in far fewer.
    private var budget = 4_000_000

    init(bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

    /// Takes `count` entries from the budget; false once it is spent.
    mutating func spend(_ count: Int) -> Bool {
        budget -= count
        return budget >= 0
    }

    func u16(_ at: Int) -> UInt16? {
        at >= 0 && at + 2 <= bytes.count ? UInt16(bytes[at]) << 8 | UInt16(bytes[at + 1]) : nil
    }

    func u32(_ at: Int) -> UInt32? {
        guard let high = u16(at), let low = u16(at + 2) else { return nil }
        return UInt32(high) << 16 | UInt32(low)
    }

    /// The table at a 16-bit offset stored at `at` from `base`, or `nil` when the offset is
    /// unreadable or NULL (OpenType's "no table").
    func offset(_ at: Int, from base: Int) -> Int? {
        guard let o = u16(at), o != 0 else { return nil }
        return base + Int(o)
    }

    func slice(_ at: Int, _ count: Int) -> UnsafeRawBufferPointer.SubSequence? {
        at >= 0 && at + count <= bytes.count ? bytes[at..<(at + count)] : nil
    }

    /// Calls `body` with each glyph of the coverage table at `at` and its coverage index
    /// (OpenType "Coverage table", formats 1 and 2); false when the table cannot be read.
    mutating func forEachCovered(_ at: Int, _ body: (UInt32, Int) -> Void) -> Bool {
        guard let format = u16(at), let count = u16(at + 2), spend(Int(count)) else { return false }
        for n in 0..<Int(count) {
            if format == 1 {
                guard let glyph = u16(at + 4 + 2 * n) else { return false }
                body(UInt32(glyph), n)
            } else {
                guard format == 2, let start = u16(at + 4 + 6 * n), let end = u16(at + 6 + 6 * n), let index = u16(at + 8 + 6 * n),
                    start <= end, spend(Int(end - start) + 1)
                else { return false }
                for glyph in start...end { body(UInt32(glyph), Int(index) + Int(glyph - start)) }
            }
        }
        return true
    }

    /// A coverage table: each glyph and its coverage index.
    mutating func coverage(_ at: Int) -> [UInt32: Int]? {
        var glyphs: [UInt32: Int] = [:]
        return forEachCovered(at) { glyphs[$0] = $1 } ? glyphs : nil
    }

    /// A class definition table: each listed glyph's class (unlisted glyphs are class 0).
    /// Ranges out of order or overlapping are refused: HarfBuzz finds a glyph's range by
    /// binary search, which such a table would answer differently from a full read.
    mutating func classes(_ at: Int) -> [UInt32: Int]? {
        guard let format = u16(at) else { return nil }
        var classes: [UInt32: Int] = [:]
        if format == 1 {
            guard let start = u16(at + 2), let count = u16(at + 4), spend(Int(count)) else { return nil }
            for n in 0..<Int(count) {
                guard let c = u16(at + 6 + 2 * n) else { return nil }
                if c != 0 { classes[UInt32(start) + UInt32(n)] = Int(c) }
            }
            return classes
        }
        guard format == 2, let count = u16(at + 2) else { return nil }
        var next = 0
        for n in 0..<Int(count) {
            guard let start = u16(at + 4 + 6 * n), let end = u16(at + 6 + 6 * n), let c = u16(at + 8 + 6 * n), start <= end,
                Int(start) >= next, spend(Int(end - start) + 1)
            else { return nil }
            next = Int(end) + 1
            if c != 0 { for glyph in start...end { classes[UInt32(glyph)] = Int(c) } }
        }
        return classes
    }
}
