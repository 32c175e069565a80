import CFreeType
import CHarfBuzz
import GlanceGraphics

/// One font file opened for shaping (HarfBuzz) and drawing (FreeType, used by the rasterizer).
/// Loaded once per process by `FontRegistry` and never released, so every renderer and
/// thread can refer to it by `FontFaceID`. HarfBuzz fonts are safe to share once made;
/// the FreeType face is only touched by cairo, which locks it.
public final class LoadedFont: @unchecked Sendable {
    public let id: FontFaceID
    /// The registry's number for the file, unique in the process: a cheap key for caches.
    let serial: Int
    /// The FreeType face, for backends that draw glyphs.
    public let ftFace: FT_Face
    let hbFont: OpaquePointer
    let unitsPerEm: Double
    /// Metrics of the face at 1 pt.
    let unitMetrics: FontMetrics
    /// Whether the face draws glyphs in colour (emoji bitmaps), not as coverage to tint.
    public let hasColor: Bool

    init(id: FontFaceID, serial: Int, library: FT_Library) throws(FontError) {
        self.id = id
        self.serial = serial
        var face: FT_Face?
        let error = FT_New_Face(library, id.path, FT_Long(id.index), &face)
        guard error == 0, let face else {
            throw .unreadable(path: id.path, reason: "FreeType error \(error)")
        }
        let blob = hb_blob_create_from_file(id.path)
        defer { hb_blob_destroy(blob) }
        guard hb_blob_get_length(blob) > 0, let hbFace = hb_face_create(blob, UInt32(id.index)) else {
            FT_Done_Face(face)
            throw .unreadable(path: id.path, reason: "HarfBuzz could not read it")
        }
        defer { hb_face_destroy(hbFace) }
        let upem = hb_face_get_upem(hbFace)
        guard upem > 0, let font = hb_font_create(hbFace) else {
            FT_Done_Face(face)
            throw .unreadable(path: id.path, reason: "no units per em")
        }
        hb_font_set_scale(font, Int32(upem), Int32(upem))
        self.ftFace = face
        self.hasColor = face.pointee.face_flags & FT_Long(FT_FACE_FLAG_COLOR) != 0
        self.hbFont = font
        self.unitsPerEm = Double(upem)

        var extents = hb_font_extents_t()
        hb_font_get_h_extents(font, &extents)
        func position(_ tag: hb_ot_metrics_tag_t, fallback: Double) -> Double {
            var value: hb_position_t = 0
            return hb_ot_metrics_get_position(font, tag, &value) != 0 ? Double(value) : fallback
        }
        let em = Double(upem)
        self.unitMetrics = FontMetrics(
            ascent: Double(extents.ascender) / em,
            descent: Double(-extents.descender) / em,
            leading: Double(extents.line_gap) / em,
            capHeight: position(HB_OT_METRICS_TAG_CAP_HEIGHT, fallback: 0.7 * em) / em,
            xHeight: position(HB_OT_METRICS_TAG_X_HEIGHT, fallback: 0.5 * em) / em)
    }

    /// Whether the face maps `scalar` to a glyph of its own.
    func hasGlyph(_ scalar: Unicode.Scalar) -> Bool {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(hbFont, scalar.value, &glyph) != 0 && glyph != 0
    }

    /// Metrics at `size` points.
    public func metrics(size: Double) -> FontMetrics {
        FontMetrics(
            ascent: unitMetrics.ascent * size, descent: unitMetrics.descent * size,
            leading: unitMetrics.leading * size, capHeight: unitMetrics.capHeight * size,
            xHeight: unitMetrics.xHeight * size)
    }
}
