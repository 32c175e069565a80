import CCairo

/// Coverage masks (A8 surfaces) drawn lately, by what they cover, so the same shape drawn
/// again in the same place is painted from its mask instead of being worked out again. The
/// least recently used go first once `capacity` masks or `byteLimit` bytes are held.
final class MaskCache<Key: Hashable> {
    /// A kept mask and where its top-left pixel goes, relative to the place it was made for.
    struct Mask {
        var surface: OpaquePointer
        var x: Int, y: Int
    }

    let capacity: Int
    let byteLimit: Int
    private var masks: [Key: (mask: Mask, bytes: Int, lastUse: Int)] = [:]
    private var bytes = 0
    private var uses = 0

    init(capacity: Int, byteLimit: Int) {
        self.capacity = capacity
        self.byteLimit = byteLimit
    }

    deinit {
        for entry in masks.values { cairo_surface_destroy(entry.mask.surface) }
    }

    /// The kept mask for `key`, or `make()`'s, kept from then on unless it alone is larger than
    /// a quarter of the byte limit (then the caller owns it: `owned` is true). `nil` when
    /// `make` fails.
    func mask(for key: Key, make: () -> Mask?) -> (mask: Mask, owned: Bool)? {
        uses += 1
        if let kept = masks[key] {
            masks[key]!.lastUse = uses
            return (kept.mask, false)
        }
        guard let mask = make() else { return nil }
        let size = Int(cairo_image_surface_get_stride(mask.surface)) * Int(cairo_image_surface_get_height(mask.surface))
        guard size <= byteLimit / 4 else { return (mask, true) }
        while !masks.isEmpty, masks.count >= capacity || bytes + size > byteLimit,
            let oldest = masks.min(by: { $0.value.lastUse < $1.value.lastUse })
        {
            cairo_surface_destroy(oldest.value.mask.surface)
            bytes -= oldest.value.bytes
            masks[oldest.key] = nil
        }
        masks[key] = (mask, size, uses)
        bytes += size
        return (mask, false)
    }
}
