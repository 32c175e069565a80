import GlanceGraphics

/// Coverage masks drawn lately (their blocks), by what they cover, so the same shape drawn
/// again in the same place is painted from its mask instead of being worked out again.
///
/// A mask is kept the second time its key is asked for, not the first: a shape drawn once (the
/// text and gauge value of a timeline entry drawn for the first time) is not worth keeping, and
/// a timeline of new entries then leaves the cache as it found it. When full, a new mask takes
/// the place of a stale one only (see `KeptValues`).
final class MaskCache<Key: Hashable> {
    private let kept: KeptValues<Key, CoverageMask>
    /// Hashes of keys asked for once and not kept; forgotten all at once when there are
    /// `4 × capacity` of them.
    private var seenOnce = Set<Int>()

    init(capacity: Int, byteLimit: Int, staleAfter: Int = 4096) {
        kept = KeptValues(capacity: capacity, byteLimit: byteLimit, staleAfter: staleAfter)
    }

    /// The kept mask for `key`, if any.
    func mask(for key: Key) -> CoverageMask? { kept.value(for: key) }

    /// Masks kept.
    var count: Int { kept.count }

    /// Whether a mask just made for `key` (which `mask(for:)` did not find) is to be kept: the
    /// second time the key is asked for, if there is room.
    func admits(_ key: Key) -> Bool {
        let hash = key.hashValue
        guard seenOnce.remove(hash) != nil else {
            if seenOnce.count >= 4 * kept.capacity { seenOnce.removeAll(keepingCapacity: true) }
            seenOnce.insert(hash)
            return false
        }
        return kept.hasRoom()
    }

    /// Keeps `mask` (the cache owns it from then on).
    func keep(_ mask: CoverageMask, for key: Key) {
        kept.keep(mask, bytes: mask.bytes, for: key)
    }
}
