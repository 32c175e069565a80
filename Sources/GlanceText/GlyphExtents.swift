import CHarfBuzz

/// Each glyph's ink box in one face, measured once, by glyph id. Not a run cache: a face's
/// glyphs are few and fixed, so `cacheLimit` leaves it alone. A class, so that composing and
/// shaping share one per face without looking it up per glyph.
final class GlyphExtents {
    let font: OpaquePointer
    /// `nil` until measured; then the box, or `.some(nil)` when the glyph has none.
    private var boxes: [hb_glyph_extents_t??]

    init(_ font: OpaquePointer) {
        self.font = font
        boxes = Array(repeating: nil, count: Int(hb_face_get_glyph_count(hb_font_get_face(font))))
    }

    func box(of glyph: UInt32) -> hb_glyph_extents_t? {
        let i = Int(glyph)
        guard i < boxes.count else { return measure(glyph) }
        if let kept = boxes[i] { return kept }
        let measured = measure(glyph)
        boxes[i] = .some(measured)
        return measured
    }

    private func measure(_ glyph: UInt32) -> hb_glyph_extents_t? {
        var measured = hb_glyph_extents_t()
        return hb_font_get_glyph_extents(font, glyph, &measured) != 0 ? measured : nil
    }
}
