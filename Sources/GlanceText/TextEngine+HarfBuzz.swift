import CHarfBuzz
import GlanceGraphics

/// The engine's one way into HarfBuzz: its buffer filled with a text, or the rest of one,
/// and shaped with Glance's features.
extension TextEngine {
    /// `text` shaped by HarfBuzz, in the properties given or those it guesses.
    /// Tabular figures are made of one width (`evenFigures`) unless `evenFigures` is false.
    func shapeNow(_ text: String, _ face: LoadedFont, _ runFace: RunFace, properties: hb_segment_properties_t?, evenFigures: Bool = true) -> [RawGlyph] {
        guard !text.isEmpty else {
            shapingCalls += 1
            return []
        }
        let utf8 = Array(text.utf8)
        fill(utf8, from: 0, properties: properties)
        let glyphs = shapeFilled(face, runFace, flagged: false).glyphs
        return runFace.tabularDigits && evenFigures ? self.evenFigures(glyphs, utf8, face, runFace) : glyphs
    }

    /// The buffer cleared and given `utf8` from byte `start` on, what precedes as context, in
    /// `properties` or, when `nil`, those HarfBuzz guesses; returns the properties in force.
    @discardableResult
    func fill(_ utf8: [UInt8], from start: Int, properties: hb_segment_properties_t?) -> hb_segment_properties_t {
        hb_buffer_clear_contents(buffer)
        utf8.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) {
                hb_buffer_add_utf8(buffer, $0.baseAddress, Int32($0.count), UInt32(start), Int32($0.count - start))
            }
        }
        if var properties {
            hb_buffer_set_segment_properties(buffer, &properties)
            return properties
        }
        hb_buffer_guess_segment_properties(buffer)
        var guessed = hb_segment_properties_t()
        hb_buffer_get_segment_properties(buffer, &guessed)
        return guessed
    }

    /// The byte offset of the filled buffer's first character whose script is not common,
    /// inherited or unknown: the one HarfBuzz guesses the buffer's properties from.
    func scriptDecidedAt() -> UInt32? {
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count) else { return nil }
        let unicode = hb_buffer_get_unicode_funcs(buffer)
        for i in 0..<Int(count) {
            let script = hb_unicode_script(unicode, infos[i].codepoint)
            if script != HB_SCRIPT_COMMON && script != HB_SCRIPT_INHERITED && script != HB_SCRIPT_UNKNOWN { return infos[i].cluster }
        }
        return nil
    }

    /// The buffer's text shaped in `face`: its glyphs, clusters counted from the start of the
    /// whole text, and, when `flagged`, each glyph's HarfBuzz flags (unsafe to break, to concat).
    func shapeFilled(_ face: LoadedFont, _ runFace: RunFace, flagged: Bool) -> (glyphs: [RawGlyph], flags: [UInt32]) {
        shapingCalls += 1
        hb_buffer_set_flags(buffer, flagged ? HB_BUFFER_FLAG_PRODUCE_UNSAFE_TO_CONCAT : HB_BUFFER_FLAG_DEFAULT)
        var features = runFace.tabularDigits ? Self.tabularFeatures : Self.features
        hb_shape(face.hbFont, buffer, &features, UInt32(features.count))
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count), let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return ([], []) }
        let glyphs = (0..<Int(count)).map {
            RawGlyph(
                id: infos[$0].codepoint, cluster: infos[$0].cluster, advance: positions[$0].x_advance,
                xOffset: positions[$0].x_offset, yOffset: positions[$0].y_offset)
        }
        let flags = flagged ? (0..<Int(count)).map { infos[$0].mask & Self.joinFlags } : []
        return (glyphs, flags)
    }

    /// The glyph flags that say a run may not be cut or joined before a glyph.
    static let joinFlags = HB_GLYPH_FLAG_UNSAFE_TO_BREAK.rawValue | HB_GLYPH_FLAG_UNSAFE_TO_CONCAT.rawValue

    /// Kerning, contextual alternates and ligatures on; and tabular digits, when asked.
    static let features = ["kern", "calt", "liga"].map { feature($0, on: true) }
    static let tabularFeatures = features + [feature("tnum", on: true)]

    private static func feature(_ tag: String, on: Bool) -> hb_feature_t {
        var f = hb_feature_t()
        let bytes = Array(tag.utf8)
        f.tag = (UInt32(bytes[0]) << 24) | (UInt32(bytes[1]) << 16) | (UInt32(bytes[2]) << 8) | UInt32(bytes[3])
        f.value = on ? 1 : 0
        f.start = 0
        f.end = UInt32.max
        return f
    }
}
