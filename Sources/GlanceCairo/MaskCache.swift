import CCairo

/// Coverage masks (A8 surfaces) drawn lately, by what they cover, so the same shape drawn
/// again in the same place is painted from its mask instead of being worked out again.
///
/// A mask is kept the second time its key is asked for, not the first: a shape drawn once (the
/// text and gauge value of a timeline entry drawn for the first time) is not worth keeping, and
/// a timeline of new entries then leaves the cache as it found it.
///
/// When full, a new mask is kept only in place of one unused for `staleAfter` lookups: a
/// working set larger than the cache (a timeline replayed in a loop) keeps the part that fits
/// and hits on it, where least-recently-used eviction would miss every time.
final class MaskCache<Key: Hashable> {
    let capacity: Int
    let byteLimit: Int
    let staleAfter: Int
    private var masks: [Key: (mask: CoverageMask, bytes: Int, lastUse: Int)] = [:]
    private var bytes = 0
    private var uses = 0
    /// When full, no mask can go stale before this many lookups: the scan for a stale one
    /// waits until then instead of running at every miss.
    private var noneStaleBefore = 0
    /// Scans of the whole cache for stale masks, so far.
    private(set) var scans = 0
    /// Hashes of keys asked for once and not kept; forgotten all at once when there are
    /// `4 × capacity` of them.
    private var seenOnce = Set<Int>()

    init(capacity: Int, byteLimit: Int, staleAfter: Int = 4096) {
        self.capacity = capacity
        self.byteLimit = byteLimit
        self.staleAfter = staleAfter
    }

    deinit {
        for entry in masks.values { cairo_surface_destroy(entry.mask.surface) }
    }

    /// The kept mask for `key`, if any.
    func mask(for key: Key) -> CoverageMask? {
        uses += 1
        guard let index = masks.index(forKey: key) else { return nil }
        masks.values[index].lastUse = uses
        return masks.values[index].mask
    }

    /// Masks kept.
    var count: Int { masks.count }

    /// Whether a mask just made for `key` (which `mask(for:)` did not find) is to be kept: the
    /// second time the key is asked for, if there is room.
    func admits(_ key: Key) -> Bool {
        let hash = key.hashValue
        guard seenOnce.remove(hash) != nil else {
            if seenOnce.count >= 4 * capacity { seenOnce.removeAll(keepingCapacity: true) }
            seenOnce.insert(hash)
            return false
        }
        return hasRoom()
    }

    /// Whether another mask can be kept, after dropping stale ones if the cache is full.
    func hasRoom() -> Bool {
        guard masks.count >= capacity || bytes >= byteLimit else { return true }
        guard uses >= noneStaleBefore else { return false }
        // Every stale mask goes in one scan: dropping only the oldest made each later miss scan
        // the whole cache again (new entries, all misses, then cost 0.4 ms a render).
        scans += 1
        let stale = masks.filter { $0.value.lastUse < uses - staleAfter }
        for (key, entry) in stale {
            cairo_surface_destroy(entry.mask.surface)
            bytes -= entry.bytes
            masks[key] = nil
        }
        // The next scan waits until the oldest mask left can have gone stale, and at least an
        // eighth of the cache's count of lookups: masks never used again (new entries) go stale
        // one a lookup, and a scan for each would cost as much as before.
        let oldest = masks.values.map(\.lastUse).min() ?? uses
        noneStaleBefore = max(oldest + staleAfter + 1, uses + max(1, capacity / 8))
        return masks.count < capacity && bytes < byteLimit
    }

    /// Keeps `mask` (the cache owns it from then on).
    func keep(_ mask: CoverageMask, for key: Key) {
        let size = Int(cairo_image_surface_get_stride(mask.surface)) * Int(cairo_image_surface_get_height(mask.surface)) + mask.blocks.bytes
        if let old = masks[key] {
            cairo_surface_destroy(old.mask.surface)
            bytes -= old.bytes
        }
        masks[key] = (mask, size, uses)
        bytes += size
    }
}
