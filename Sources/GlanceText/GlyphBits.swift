/// A set of glyph ids as one bit each: OpenType glyph ids are 16-bit, so a face's whole set
/// fits in 8 KB, and membership is a shift and a mask.
struct GlyphBits {
    private var words = [UInt64](repeating: 0, count: 1024)

    func contains(_ glyph: UInt32) -> Bool {
        glyph < 0x10000 && words[Int(glyph >> 6)] & (1 << UInt64(glyph & 63)) != 0
    }

    /// Adds `glyph`; returns whether it was new. Ids past 16 bits are not kept.
    @discardableResult
    mutating func insert(_ glyph: UInt32) -> Bool {
        guard glyph < 0x10000, !contains(glyph) else { return false }
        words[Int(glyph >> 6)] |= 1 << UInt64(glyph & 63)
        return true
    }

    /// The glyphs in the set, in ascending order.
    var members: [UInt32] {
        var found: [UInt32] = []
        for (w, word) in words.enumerated() where word != 0 {
            var bits = word
            while bits != 0 {
                found.append(UInt32(w << 6 + bits.trailingZeroBitCount))
                bits &= bits - 1
            }
        }
        return found
    }
}
