import CCairo

/// Coverage masks (A8 surfaces) drawn lately, by what they cover, so the same shape drawn
/// again in the same place is painted from its mask instead of being worked out again.
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

    /// Whether another mask can be kept, after dropping stale ones if the cache is full.
    func hasRoom() -> Bool {
        while masks.count >= capacity || bytes >= byteLimit {
            guard uses >= noneStaleBefore, let oldest = masks.min(by: { $0.value.lastUse < $1.value.lastUse }) else { return false }
            guard oldest.value.lastUse < uses - staleAfter else {
                noneStaleBefore = oldest.value.lastUse + staleAfter + 1
                return false
            }
            cairo_surface_destroy(oldest.value.mask.surface)
            bytes -= oldest.value.bytes
            masks[oldest.key] = nil
        }
        return true
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
