/// What pair positioning does to the first glyph of a pair, by the two glyphs' ids: a small
/// open-addressing table (linear probing, Fibonacci hashing of the 32-bit key), since hashing a
/// key for a Dictionary would cost more than the rest of composing a glyph. It grows to
/// `maximumSlots` (about 128 KB) and is emptied when that fills half way.
struct PairTable {
    /// The first glyph's change, in font units.
    struct Adjustment: Equatable {
        var advance: Int32
        var xOffset: Int32
        var yOffset: Int32
    }

    static let maximumSlots = 8192
    /// 0 marks an empty slot: keys are `first << 16 | second` with `first` never glyph 0.
    private var keys = [UInt32](repeating: 0, count: 256)
    private var values = [Adjustment](repeating: Adjustment(advance: 0, xOffset: 0, yOffset: 0), count: 256)
    private var count = 0
    private var shift: UInt32 = 24

    static func key(_ first: UInt32, _ second: UInt32) -> UInt32 { first << 16 | second }

    @inline(__always)
    private func home(_ key: UInt32) -> Int { Int((key &* 0x9E37_79B1) >> shift) }

    func find(_ key: UInt32) -> Adjustment? {
        let mask = keys.count - 1
        var i = home(key)
        while true {
            let k = keys[i]
            if k == key { return values[i] }
            if k == 0 { return nil }
            i = (i + 1) & mask
        }
    }

    /// Keeps `value` for a key not yet in the table.
    mutating func insert(_ key: UInt32, _ value: Adjustment) {
        if 2 * (count + 1) > keys.count {
            if keys.count < Self.maximumSlots {
                rehash(into: keys.count * 2)
            } else {
                rehash(into: keys.count, keeping: false)
            }
        }
        let mask = keys.count - 1
        var i = home(key)
        while keys[i] != 0 { i = (i + 1) & mask }
        keys[i] = key
        values[i] = value
        count += 1
    }

    private mutating func rehash(into size: Int, keeping: Bool = true) {
        let (oldKeys, oldValues) = (keys, values)
        keys = [UInt32](repeating: 0, count: size)
        values = [Adjustment](repeating: Adjustment(advance: 0, xOffset: 0, yOffset: 0), count: size)
        shift = UInt32(32 - size.trailingZeroBitCount)
        count = 0
        guard keeping else { return }
        for (key, value) in zip(oldKeys, oldValues) where key != 0 { insert(key, value) }
    }
}
