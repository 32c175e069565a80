import CCairo
import CHarfBuzz
import GlanceGraphics
import GlanceText

/// Text for the hand-drawn reference scenes, as a renderer written by hand would do it: fonts
/// opened once (HarfBuzz font from the file, cairo face over FreeType, the same files Glance
/// picks), every string shaped afresh with HarfBuzz on every call (no cache), glyphs shown
/// with `cairo_show_glyphs`.
final class ReferenceFonts {
    struct Face {
        var hbFont: OpaquePointer
        var cairoFace: OpaquePointer
        var unitsPerEm: Double
        /// Glance's loaded font of the same file, for its metrics.
        var loaded: LoadedFont
    }

    /// A string shaped at a size: glyph positions from the pen's start, in points.
    struct Line {
        var glyphs: [cairo_glyph_t]
        var advances: [Double]
        var width: Double
        var metrics: FontMetrics
        var face: Face
        var size: Double
    }

    private var faces: [FontDescriptor: Face] = [:]

    init() {}

    deinit { for face in faces.values { hb_font_destroy(face.hbFont) } }

    /// The face for `font`; opened on first use (the scenes open theirs up front).
    func face(_ font: FontDescriptor) throws -> Face {
        var key = font
        key.size = font.size >= FontCatalog.displayCutSize ? FontCatalog.displayCutSize : 0
        if let face = faces[key] { return face }
        let id = try FontCatalog.standard.face(for: font)
        let loaded = try FontRegistry.shared.font(id)
        let blob = hb_blob_create_from_file(id.path)
        defer { hb_blob_destroy(blob) }
        guard let hbFace = hb_face_create(blob, UInt32(id.index)) else { throw RasterizerError.unknownFont(id, reason: "HarfBuzz could not read it") }
        defer { hb_face_destroy(hbFace) }
        let upem = hb_face_get_upem(hbFace)
        guard upem > 0, let hbFont = hb_font_create(hbFace) else { throw RasterizerError.unknownFont(id, reason: "no units per em") }
        hb_font_set_scale(hbFont, Int32(upem), Int32(upem))
        let face = Face(hbFont: hbFont, cairoFace: try CairoFontFaces.shared.face(for: id), unitsPerEm: Double(upem), loaded: loaded)
        faces[key] = face
        return face
    }

    /// Shapes `text` in `font` with HarfBuzz (kerning, contextual alternates, ligatures, and
    /// tabular digits when asked), no cache.
    func shape(_ text: String, _ font: FontDescriptor) -> Line {
        let face = try! self.face(font)
        let size = font.size
        let metrics = face.loaded.metrics(size: size)
        guard !text.isEmpty, let buffer = hb_buffer_create() else {
            return Line(glyphs: [], advances: [], width: 0, metrics: metrics, face: face, size: size)
        }
        defer { hb_buffer_destroy(buffer) }
        var utf8 = Array(text.utf8)
        utf8.withUnsafeMutableBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { hb_buffer_add_utf8(buffer, $0.baseAddress, Int32($0.count), 0, Int32($0.count)) }
        }
        hb_buffer_guess_segment_properties(buffer)
        var features = font.monospacedDigit ? Self.tabularFeatures : Self.features
        hb_shape(face.hbFont, buffer, &features, UInt32(features.count))
        var count: UInt32 = 0
        let infos = hb_buffer_get_glyph_infos(buffer, &count)!
        let positions = hb_buffer_get_glyph_positions(buffer, &count)!
        // Positions summed in ems, then scaled: the same arithmetic as Glance's shaper, so both put
        // a glyph on the same side of a pixel boundary (cairo draws glyphs at whole pixels).
        let em = face.unitsPerEm
        var glyphs: [cairo_glyph_t] = []
        var advances: [Double] = []
        glyphs.reserveCapacity(Int(count))
        advances.reserveCapacity(Int(count))
        var pen = 0.0
        for i in 0..<Int(count) {
            let advance = Double(positions[i].x_advance) / em
            glyphs.append(
                cairo_glyph_t(
                    index: UInt(infos[i].codepoint), x: (pen + Double(positions[i].x_offset) / em) * size,
                    y: -Double(positions[i].y_offset) / em * size))
            advances.append(advance * size)
            pen += advance
        }
        return Line(glyphs: glyphs, advances: advances, width: pen * size, metrics: metrics, face: face, size: size)
    }

    /// Shows `line` with its pen starting at (x, baseline).
    func show(_ line: Line, x: Double, baseline: Double, _ cr: OpaquePointer) {
        guard !line.glyphs.isEmpty else { return }
        cairo_set_font_face(cr, line.face.cairoFace)
        cairo_set_font_size(cr, line.size)
        var glyphs = line.glyphs
        for i in glyphs.indices {
            glyphs[i].x += x
            glyphs[i].y += baseline
        }
        cairo_show_glyphs(cr, &glyphs, Int32(glyphs.count))
    }

    private static func feature(_ tag: String) -> hb_feature_t {
        let b = Array(tag.utf8)
        return hb_feature_t(
            tag: UInt32(b[0]) << 24 | UInt32(b[1]) << 16 | UInt32(b[2]) << 8 | UInt32(b[3]), value: 1, start: 0, end: UInt32.max)
    }

    private static let features = ["kern", "calt", "liga"].map(feature)
    private static let tabularFeatures = ["kern", "calt", "liga", "tnum"].map(feature)
}
