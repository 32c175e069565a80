import CHarfBuzz

/// Each glyph's ink box in one face, measured once, by glyph id. Not a run cache: a face's
/// glyphs are few and fixed, so `cacheLimit` leaves it alone. A class, so that shaping and
/// measuring share one per face without looking it up per glyph; its boxes are kept in memory it
/// allocates itself, so reading one costs no exclusivity check, as an array property would.
final class GlyphExtents {
    let font: OpaquePointer
    private let count: Int
    private let boxes: UnsafeMutablePointer<hb_glyph_extents_t>
    /// Per glyph: 0 not measured yet, 1 measured with a box, 2 measured without one.
    private let states: UnsafeMutablePointer<UInt8>

    init(_ font: OpaquePointer) {
        self.font = font
        count = Int(hb_face_get_glyph_count(hb_font_get_face(font)))
        boxes = .allocate(capacity: max(count, 1))
        states = .allocate(capacity: max(count, 1))
        states.initialize(repeating: 0, count: max(count, 1))
    }

    deinit {
        boxes.deallocate()
        states.deallocate()
    }

    @inline(__always)
    func box(of glyph: UInt32) -> hb_glyph_extents_t? {
        let i = Int(glyph)
        guard i < count else { return measure(glyph) }
        switch states[i] {
        case 1: return boxes[i]
        case 2: return nil
        default:
            let measured = measure(glyph)
            if let measured { boxes[i] = measured }
            states[i] = measured == nil ? 2 : 1
            return measured
        }
    }

    private func measure(_ glyph: UInt32) -> hb_glyph_extents_t? {
        var measured = hb_glyph_extents_t()
        return hb_font_get_glyph_extents(font, glyph, &measured) != 0 ? measured : nil
    }
}
