import CHarfBuzz

/// A string HarfBuzz lately shaped whole, kept with the places its glyph run may be cut and
/// joined to a run shaped apart (`FastPaths.joins`): a new string that begins as this one does
/// takes its glyphs up to such a place and has only the rest shaped.
///
/// The places are those HarfBuzz flags neither unsafe to break nor unsafe to concat: changing
/// the text on one side of them does not change the glyphs on the other (hb-buffer.h,
/// `HB_GLYPH_FLAG_UNSAFE_TO_CONCAT`, the line-breaking algorithm it describes).
struct KeptShaping {
    var utf8: [UInt8]
    var runFace: TextEngine.RunFace
    /// The properties HarfBuzz guessed for the string, which a rest is shaped in.
    var properties: hb_segment_properties_t
    var glyphs: [RawGlyph]
    /// Glyphs, ascending, that start a cluster before which the run may be cut and joined, all
    /// after the character whose script decided `properties` (a new string that shares that
    /// character is guessed the same properties).
    var joins: [Int]

    /// The run of `utf8`, shaped whole with each glyph's `flags`, when it may be kept: a
    /// left-to-right run whose script a character decided at byte `scriptDecidedAt`.
    init?(utf8: [UInt8], runFace: TextEngine.RunFace, properties: hb_segment_properties_t, scriptDecidedAt: UInt32?, glyphs: [RawGlyph], flags: [UInt32]) {
        guard properties.direction == HB_DIRECTION_LTR, let decided = scriptDecidedAt else { return nil }
        var joins: [Int] = []
        for i in glyphs.indices.dropFirst()
        where glyphs[i].cluster > decided && glyphs[i - 1].cluster < glyphs[i].cluster && flags[i] & TextEngine.joinFlags == 0 {
            joins.append(i)
        }
        guard !joins.isEmpty else { return nil }
        (self.utf8, self.runFace, self.properties, self.glyphs, self.joins) = (utf8, runFace, properties, glyphs, joins)
    }

    /// How many bytes `text` shares with this string from their starts.
    func sharedPrefix(_ text: [UInt8]) -> Int {
        let n = min(text.count, utf8.count)
        var i = 0
        while i < n, text[i] == utf8[i] { i += 1 }
        return i
    }

    /// The last of `joins[..<before]` whose cluster starts at or before byte `limit`: its
    /// place in `joins`, its glyph and its byte offset.
    func join(atOrBefore limit: Int, before: Int) -> (index: Int, glyph: Int, byte: Int)? {
        var k = before
        while k > 0 {
            k -= 1
            let byte = Int(glyphs[joins[k]].cluster)
            if byte <= limit { return (k, joins[k], byte) }
        }
        return nil
    }
}
