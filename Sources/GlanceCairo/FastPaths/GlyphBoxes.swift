import CCairo
import GlanceGraphics
import GlanceText

/// The ink box of each glyph drawn, per font face: measured once by cairo at a reference size
/// and scaled, which holds for unhinted outlines; it places the surface a kept glyph mask is
/// drawn on (`GlyphMasks`). One instance per rasterizer (not shared
/// between threads; its state skips runtime exclusivity checks).
final class GlyphBoxes {
    /// Cairo's glyph extents at `referenceSize`: bearing and size, y down; no width for a
    /// glyph with no ink.
    struct Box {
        var x: Float, y: Float, width: Float, height: Float

        /// A glyph cairo could not measure: it may ink anywhere.
        var isUnknown: Bool { width.isInfinite }
    }

    /// The boxes of one face, measured as glyphs are met, kept in pages of 256 glyphs.
    final class Face {
        let font: OpaquePointer
        /// Whether the face draws colour images (emoji): their ink is the images' (`colorImages`).
        let hasColor: Bool
        @exclusivity(unchecked) private var pages: [[Box]?] = []

        init(font: OpaquePointer, hasColor: Bool = false) {
            self.font = font
            self.hasColor = hasColor
        }

        deinit {
            cairo_scaled_font_destroy(font)
        }

        /// The ink box of `glyph` at the reference size; `nil` when it draws nothing.
        func box(_ glyph: UInt32) -> Box? {
            let (page, slot) = (Int(glyph >> 8), Int(glyph & 255))
            if page >= pages.count { pages += [[Box]?](repeating: nil, count: page + 1 - pages.count) }
            if pages[page] == nil { pages[page] = [Box](repeating: Self.unmeasured, count: 256) }
            if pages[page]![slot].width.isNaN { pages[page]![slot] = measure(glyph) }
            let box = pages[page]![slot]
            return box.width > 0 ? box : nil
        }

        private static let unmeasured = Box(x: 0, y: 0, width: .nan, height: 0)
        /// What a glyph cairo could not measure may ink, as far as anyone knows (`isUnknown`).
        private static let anywhere = Box(x: 0, y: 0, width: .infinity, height: .infinity)

        private func measure(_ glyph: UInt32) -> Box {
            guard cairo_scaled_font_status(font) == CAIRO_STATUS_SUCCESS else { return Self.anywhere }
            var g = cairo_glyph_t(index: UInt(glyph), x: 0, y: 0)
            var extents = cairo_text_extents_t()
            cairo_scaled_font_glyph_extents(font, &g, 1, &extents)
            // A glyph the font does not have puts the font in error, and its extents are zero.
            guard cairo_scaled_font_status(font) == CAIRO_STATUS_SUCCESS else { return Self.anywhere }
            return Box(x: Float(extents.x_bearing), y: Float(extents.y_bearing), width: Float(extents.width), height: Float(extents.height))
        }
    }

    static let referenceSize = 256.0
    private let fontOptions: OpaquePointer
    @exclusivity(unchecked) private var faces: [FontFaceID: Face] = [:]
    @exclusivity(unchecked) private var last: (id: FontFaceID, face: Face)?

    init(fontOptions: OpaquePointer) {
        self.fontOptions = fontOptions
    }

    /// The boxes of the glyphs of `id`.
    func face(_ id: FontFaceID) throws -> Face {
        if let last, last.id == id { return last.face }
        if let kept = faces[id] {
            last = (id, kept)
            return kept
        }
        var matrix = cairo_matrix_t(), identity = cairo_matrix_t()
        cairo_matrix_init_scale(&matrix, Self.referenceSize, Self.referenceSize)
        cairo_matrix_init_identity(&identity)
        let face = Face(
            font: cairo_scaled_font_create(try CairoFontFaces.shared.face(for: id), &matrix, &identity, fontOptions)!,
            hasColor: (try? FontRegistry.shared.font(id))?.hasColor ?? false)
        faces[id] = face
        last = (id, face)
        return face
    }
}
