import CCairo

/// The last few arc coverage masks drawn, so an arc drawn again exactly where it was (a
/// gauge's track on a face whose slots all changed) is painted without working out its
/// coverage again. Least recently used masks go first; a value arc that moves every entry
/// misses and costs only the lookup.
final class ArcMaskCache {
    struct Key: Hashable {
        var coverage: ArcCoverage
        var x0: Int, y0: Int, x1: Int, y1: Int
    }

    /// How many masks are kept.
    let capacity: Int
    private var masks: [Key: (surface: OpaquePointer, lastUse: Int)] = [:]
    private var uses = 0

    init(capacity: Int = 32) { self.capacity = capacity }

    deinit {
        for entry in masks.values { cairo_surface_destroy(entry.surface) }
    }

    /// The kept A8 mask for `key`, or `make()`'s (owned by the cache from then on); `nil`
    /// when `make` fails.
    func mask(for key: Key, make: () -> OpaquePointer?) -> OpaquePointer? {
        uses += 1
        if let kept = masks[key] {
            masks[key]!.lastUse = uses
            return kept.surface
        }
        guard let surface = make() else { return nil }
        if masks.count >= capacity, let oldest = masks.min(by: { $0.value.lastUse < $1.value.lastUse }) {
            cairo_surface_destroy(oldest.value.surface)
            masks[oldest.key] = nil
        }
        masks[key] = (surface, uses)
        return surface
    }
}
