import GlanceGraphics

/// Coverage masks drawn lately (their blocks, or a glyph's), by what they cover, so the same shape drawn
/// again in the same place is painted from its mask instead of being worked out again.
///
/// A mask is kept the second time its key is asked for, not the first: a shape drawn once (the
/// gauge value of a timeline entry drawn for the first time) is not worth keeping, and a
/// timeline of new entries then leaves the cache as it found it. When full, a new mask takes
/// the place of a stale one only (see `KeptValues`). One per rasterizer (one thread): its table
/// of keys seen skips runtime exclusivity checks.
final class MaskCache<Key: Hashable, Mask> {
    private let kept: KeptValues<Key, Mask>
    /// The high half of the hashes of keys asked for once and not kept, one per slot (by the
    /// hash's low bits): a key whose slot another key took since is seen once again. One load
    /// and store per new mask, where a set of hashes probed and grew (text runs, when they had
    /// masks, spent as long on it as on drawing the mask). Sixteen bits of the hash a slot,
    /// four slots a mask kept: the turned glyphs' table is 32 KB, a quarter of what it was with
    /// whole hashes, which a first render's other work evicts from the processor's cache less
    /// often (docs/bench.md, "Tenth round"); fewer slots lost a face replay's keys to
    /// collisions, and its masks with them. Two keys that share a slot and those bits are taken
    /// for one: a mask kept a time early.
    @exclusivity(unchecked) private var seenOnce: [UInt16]
    private let slotMask: Int

    init(capacity: Int, byteLimit: Int, staleAfter: Int = 4096) {
        kept = KeptValues(capacity: capacity, byteLimit: byteLimit, staleAfter: staleAfter)
        // Four slots per mask kept, in a power of two.
        var slots = 1
        while slots < 4 * max(1, capacity) { slots <<= 1 }
        seenOnce = Array(repeating: 0, count: slots)
        slotMask = slots - 1
    }

    /// The kept mask for `key`, if any.
    func mask(for key: Key) -> Mask? { kept.value(for: key) }

    /// Masks kept.
    var count: Int { kept.count }

    /// Whether a mask just made for `key` (which `mask(for:)` did not find) is to be kept: the
    /// second time the key is asked for, if there is room.
    func admits(_ key: Key) -> Bool {
        // 0 marks an empty slot; a key whose top bits are 0 is seen as 1, as rare as any collision.
        let keyHash = key.hashValue
        let slot = keyHash & slotMask
        let high = UInt16(truncatingIfNeeded: keyHash >> 48)
        let hash = high == 0 ? 1 : high
        guard seenOnce[slot] == hash else {
            seenOnce[slot] = hash
            return false
        }
        seenOnce[slot] = 0
        return kept.hasRoom()
    }

    /// Keeps `mask`, which holds `bytes` of memory (the cache owns it from then on).
    func keep(_ mask: Mask, bytes: Int, for key: Key) {
        kept.keep(mask, bytes: bytes, for: key)
    }
}
