import CHarfBuzz

/// The composers of one face and feature set, each made on first use, by the segment
/// properties `hb_buffer_guess_segment_properties` gives a string of slot characters: the
/// first character with a script other than Common or Inherited sets it (only Latin occurs
/// in the slots); with none, the script stays HB_SCRIPT_INVALID, which HarfBuzz shapes with
/// the font's DFLT script (digits and punctuation alone: "7241", "72°"). Both are left to
/// right, in HarfBuzz's default language.
final class FaceComposers {
    private let font: OpaquePointer
    private let extents: GlyphExtents
    private let features: [hb_feature_t]
    private var latin: Composer?, common: Composer?
    private var triedLatin = false, triedCommon = false
    /// New strings asked for before the composers were made.
    private var waited = 0

    init(font: OpaquePointer, extents: GlyphExtents, features: [hb_feature_t]) {
        self.font = font
        self.extents = extents
        self.features = features
    }

    /// Whether HarfBuzz has given either composer what its proof rules out (tests expect never).
    var broken: Bool { (latin?.broken ?? false) || (common?.broken ?? false) }

    /// The composer for strings with a Latin letter, or for strings with no script; `nil`
    /// when the face's shaping cannot be proven to compose, or has turned out not to, and for
    /// the first `waiting` new strings: proving a face composable reads its layout tables
    /// (100–300 µs, a few strings' shaping), which a process that sets only a few strings in
    /// the face would not get back.
    func composer(latin isLatin: Bool, waiting: Int) -> Composer? {
        if waited < waiting {
            waited += 1
            return nil
        }
        if isLatin {
            if !triedLatin {
                latin = Composer(font: font, extents: extents, properties: Self.properties(latin: true), features: features)
                triedLatin = true
            }
            return latin.flatMap { $0.broken ? nil : $0 }
        }
        if !triedCommon {
            common = Composer(font: font, extents: extents, properties: Self.properties(latin: false), features: features)
            triedCommon = true
        }
        return common.flatMap { $0.broken ? nil : $0 }
    }

    /// What `hb_buffer_guess_segment_properties` sets for a string of slot characters with a
    /// Latin letter, or with none: the script (HB_SCRIPT_INVALID when no character has one),
    /// its horizontal direction (left to right when HarfBuzz has none) and the default language.
    static func properties(latin: Bool) -> hb_segment_properties_t {
        let script = latin ? HB_SCRIPT_LATIN : HB_SCRIPT_INVALID
        var direction = hb_script_get_horizontal_direction(script)
        if direction == HB_DIRECTION_INVALID { direction = HB_DIRECTION_LTR }
        return hb_segment_properties_t(
            direction: direction, script: script, language: hb_language_get_default(), reserved1: nil, reserved2: nil)
    }
}
