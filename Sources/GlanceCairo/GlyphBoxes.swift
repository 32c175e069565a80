import CCairo
import GlanceGraphics

/// The ink box of each glyph drawn, per font face: measured once by cairo at a reference size
/// and scaled, which holds for unhinted outlines. One instance per rasterizer (not shared
/// between threads).
final class GlyphBoxes {
    /// Cairo's glyph extents at `referenceSize`: bearing and size, y down.
    struct Box {
        var x: Float, y: Float, width: Float, height: Float
    }

    static let referenceSize = 256.0
    private let fontOptions: OpaquePointer
    private var fonts: [FontFaceID: (number: Int, font: OpaquePointer)] = [:]
    private var last: (face: FontFaceID, number: Int, font: OpaquePointer)?
    private var boxes: [UInt64: Box] = [:]

    init(fontOptions: OpaquePointer) {
        self.fontOptions = fontOptions
    }

    deinit {
        for (_, font) in fonts.values { cairo_scaled_font_destroy(font) }
    }

    /// The ink box of `glyph` of `face` at the reference size; `nil` when it draws nothing.
    func box(_ glyph: UInt32, of face: FontFaceID) throws -> Box? {
        let (number, font) = try scaledFont(face)
        let key = UInt64(number) << 32 | UInt64(glyph)
        if let kept = boxes[key] { return kept.width > 0 ? kept : nil }
        var g = cairo_glyph_t(index: UInt(glyph), x: 0, y: 0)
        var extents = cairo_text_extents_t()
        cairo_scaled_font_glyph_extents(font, &g, 1, &extents)
        let box = Box(x: Float(extents.x_bearing), y: Float(extents.y_bearing), width: Float(extents.width), height: Float(extents.height))
        // Far more glyphs than any screen shows: start again rather than grow without end.
        if boxes.count >= 1 << 16 { boxes.removeAll(keepingCapacity: true) }
        boxes[key] = box
        return box.width > 0 ? box : nil
    }

    private func scaledFont(_ face: FontFaceID) throws -> (Int, OpaquePointer) {
        if let last, last.face == face { return (last.number, last.font) }
        if let kept = fonts[face] {
            last = (face, kept.number, kept.font)
            return kept
        }
        var matrix = cairo_matrix_t(), identity = cairo_matrix_t()
        cairo_matrix_init_scale(&matrix, Self.referenceSize, Self.referenceSize)
        cairo_matrix_init_identity(&identity)
        let font = cairo_scaled_font_create(try CairoFontFaces.shared.face(for: face), &matrix, &identity, fontOptions)!
        let made = (number: fonts.count, font: font)
        fonts[face] = made
        last = (face, made.number, made.font)
        return made
    }
}
