import CReferenceScenes
import Foundation

/// Entries as the C references take them: each `ReferenceEntry`'s values in a
/// `glance_ref_entry`, its strings as UTF-8 C strings kept as long as this object. Made before
/// a benchmark's measured part, so the measured call is the drawing alone.
final class CEntries {
    /// The entries, contiguous.
    let pointer: UnsafeMutablePointer<glance_ref_entry>
    let count: Int
    /// The face's clock text, for a face.
    let clock: UnsafeMutablePointer<CChar>?
    private var strings: [UnsafeMutablePointer<CChar>] = []

    init(_ entries: [ReferenceEntry], clock: String? = nil) {
        count = entries.count
        pointer = .allocate(capacity: max(1, entries.count))
        self.clock = clock.map { strdup($0)! }
        for (i, e) in entries.enumerated() {
            (pointer + i).initialize(
                to: glance_ref_entry(
                    gauge_value: e.gaugeValue, gauge_text: keep(e.gaugeText), gauge_label: keep(e.gaugeLabel),
                    headline: keep(e.headline), body: keep(e.body), detail: keep(e.detail),
                    corner_value: e.cornerValue, corner_text: keep(e.cornerText), corner_minimum: keep(e.cornerMinimum),
                    corner_maximum: keep(e.cornerMaximum), inline_text: keep(e.inline)))
        }
    }

    /// What every slot of the face shows in frame `frame` of a replay (or of a first render),
    /// and its clock.
    static func face(frame: Int, geometry: ReferenceGeometry, firstRender: Bool = false) -> CEntries {
        CEntries(
            geometry.faceSlots.indices.map {
                firstRender ? geometry.firstRenderEntry(frame: frame, slot: $0) : ReferenceGeometry.faceEntry(frame: frame, slot: $0)
            },
            clock: ReferenceEntry(frame).clockText)
    }

    deinit {
        pointer.deinitialize(count: count)
        pointer.deallocate()
        strings.forEach { free($0) }
        clock.map { free($0) }
    }

    private func keep(_ s: String) -> UnsafePointer<CChar> {
        let copy = strdup(s)!
        strings.append(copy)
        return UnsafePointer(copy)
    }
}
