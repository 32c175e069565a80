import CHarfBuzz

/// Whether a string may be shaped word by word in one face and set of features, with the
/// words' runs put side by side, and give exactly the glyphs and positions of shaping it whole.
///
/// Shaping the same words again is much of what a new timeline entry costs ("Showers at
/// 2741 m" after "Showers at 2739 m"): HarfBuzz takes several microseconds per string,
/// whatever it shares with the last. Browsers keep shaped words for that reason. Splitting at spaces is
/// exact when no lookup the face applies can see across a space, which this decides from the
/// face's own GSUB and GPOS tables for the shaping plan Glance uses:
/// - a substitution whose context or input holds the space glyph makes its input glyphs, and
///   for one that replaces the space its context too, unsafe; so does any glyph another
///   substitution can turn into an unsafe one;
/// - a pair-positioning lookup that kerns a glyph against the space keeps a split only where
///   that glyph does not meet a space (`SpaceKerning`, checked as words are put together);
///   any other positioning lookup that touches the space rules the face out.
/// Lookups of `frac`/`numr`/`dnom` are left out: HarfBuzz applies them only around U+2044,
/// which a split string never holds. A string splits when it has a space, a Latin letter (so
/// the whole string's guessed script is Latin, as each word is shaped in), and only
/// characters below U+0250 that have their own glyph, not the space's, and none unsafe.
final class WordSplitting {
    /// The properties every word is shaped in: those HarfBuzz guesses for a whole split string.
    static var properties: hb_segment_properties_t {
        hb_segment_properties_t(
            direction: HB_DIRECTION_LTR, script: HB_SCRIPT_LATIN, language: hb_language_get_default(), reserved1: nil, reserved2: nil)
    }

    /// Characters below this are classified; anything above keeps a string whole.
    private static let limit: UInt32 = 0x250
    private static let known: UInt8 = 1, safe: UInt8 = 2, latin: UInt8 = 4

    private let font: OpaquePointer
    private let space: hb_codepoint_t
    /// Glyphs a lookup that sees across a space may change; `nil` when no string splits.
    private let unsafe: OpaquePointer?
    /// Glyphs kerned against a space that follows them, or that they follow.
    private let kerning: SpaceKerning
    /// One space, shaped on its own: kept here, the commonest piece needs no lookup.
    var spaceRun: [RawGlyph]?
    /// What each character below `limit` is, found out on first use.
    private var classes = [UInt8](repeating: 0, count: Int(limit))

    deinit { if let unsafe { hb_set_destroy(unsafe) } }

    init(font: OpaquePointer, features: [hb_feature_t]) {
        self.font = font
        var space: hb_codepoint_t = 0
        let hasSpace = hb_font_get_nominal_glyph(font, 0x20, &space) != 0
        self.space = space
        var kerning = SpaceKerning()
        unsafe = hasSpace ? Self.unsafeGlyphs(hb_font_get_face(font), space: space, features: features, kerning: &kerning) : nil
        self.kerning = kerning
    }

    /// Whether a run ending in `glyph` may be followed by a separately shaped space.
    func mayPrecedeSpace(_ glyph: UInt32) -> Bool { !kerning.before.contains(glyph) }

    /// Whether a run starting with `glyph` may follow a separately shaped space.
    func mayFollowSpace(_ glyph: UInt32) -> Bool { !kerning.after.contains(glyph) }

    /// The glyphs substitutions may change across a space, or `nil` when positioning other
    /// than pair kerning sees the space.
    private static func unsafeGlyphs(
        _ face: OpaquePointer?, space: hb_codepoint_t, features: [hb_feature_t], kerning: inout SpaceKerning
    ) -> OpaquePointer? {
        var properties = Self.properties
        let plan = features.withUnsafeBufferPointer { hb_shape_plan_create_cached(face, &properties, $0.baseAddress, UInt32($0.count), nil) }
        defer { hb_shape_plan_destroy(plan) }
        let substitutions = lookups(plan, face, tag("GSUB")), positionings = lookups(plan, face, tag("GPOS"))
        for lookup in positionings {
            let sets = GlyphSets(face, tag("GPOS"), lookup)
            defer { sets.destroy() }
            guard sets.touches(space) else { continue }
            guard let pairs = SpaceKerning(face: face, lookup: lookup, space: space) else { return nil }
            kerning.formUnion(pairs)
        }
        let unsafe = hb_set_create()
        let all = substitutions.map { GlyphSets(face, tag("GSUB"), $0) }
        defer { all.forEach { $0.destroy() } }
        for sets in all where sets.touches(space) {
            hb_set_union(unsafe, sets.input)
            if hb_set_has(sets.input, space) != 0 {
                hb_set_union(unsafe, sets.before)
                hb_set_union(unsafe, sets.after)
            }
        }
        // Glyphs that some substitution turns into an unsafe glyph are unsafe too.
        var grew = true
        while grew {
            grew = false
            for sets in all where hb_set_intersects(sets.output, unsafe) && !hb_set_is_subset(sets.input, unsafe).isTrue {
                hb_set_union(unsafe, sets.input)
                grew = true
            }
        }
        return unsafe
    }

    /// The plan's lookups in `table`, less those only `frac`, `numr` and `dnom` reach.
    static func lookups(_ plan: OpaquePointer?, _ face: OpaquePointer?, _ table: UInt32) -> [UInt32] {
        let planned = hb_set_create(), reached = hb_set_create()
        defer { hb_set_destroy(planned); hb_set_destroy(reached) }
        hb_ot_shape_plan_collect_lookups(plan, table, planned)
        var tags = [hb_tag_t](repeating: 0, count: 512)
        var count = UInt32(tags.count)
        hb_ot_layout_table_get_feature_tags(face, table, 0, &count, &tags)
        let fractions: Set<hb_tag_t> = [tag("frac"), tag("numr"), tag("dnom")]
        var kept = tags.prefix(Int(count)).filter { !fractions.contains($0) }
        kept.append(0)
        hb_ot_layout_collect_lookups(face, table, nil, nil, kept, reached)
        hb_set_intersect(planned, reached)
        var lookups: [UInt32] = []
        var lookup = UInt32.max  // HB_SET_VALUE_INVALID
        while hb_set_next(planned, &lookup) != 0 { lookups.append(lookup) }
        return lookups
    }

    static func tag(_ s: String) -> hb_tag_t { s.utf8.reduce(0) { $0 << 8 | hb_tag_t($1) } }

    /// The ranges of `text`'s words and runs of spaces, in order, when it may be shaped so.
    func pieces(of text: String) -> [Range<String.Index>]? {
        guard unsafe != nil, text.utf8.contains(0x20) else { return nil }
        var hasLatin = false
        for scalar in text.unicodeScalars where scalar.value != 0x20 {
            let c = classify(scalar.value)
            guard c & Self.safe != 0 else { return nil }
            if c & Self.latin != 0 { hasLatin = true }
        }
        guard hasLatin else { return nil }
        var pieces: [Range<String.Index>] = []
        var start = text.startIndex, inSpace = text.utf8.first == 0x20
        for i in text.utf8.indices where (text.utf8[i] == 0x20) != inSpace {
            pieces.append(start..<i)
            (start, inSpace) = (i, !inSpace)
        }
        pieces.append(start..<text.endIndex)
        return pieces.count > 1 ? pieces : nil
    }

    private func classify(_ c: UInt32) -> UInt8 {
        guard c < Self.limit else { return 0 }
        let kept = classes[Int(c)]
        if kept != 0 { return kept }
        var found = Self.known
        var glyph: hb_codepoint_t = 0
        // Controls and the soft hyphen (which HarfBuzz hides) keep a string whole.
        let plain = c >= 0x20 && !(0x7F...0xA0).contains(c) && c != 0xAD
        if plain, hb_font_get_nominal_glyph(font, c, &glyph) != 0, glyph != space, let unsafe, hb_set_has(unsafe, glyph) == 0 {
            found |= Self.safe
        }
        if hb_unicode_script(hb_unicode_funcs_get_default(), c) == HB_SCRIPT_LATIN { found |= Self.latin }
        classes[Int(c)] = found
        return found
    }
}

/// The glyph sets one lookup reads and writes.
private struct GlyphSets {
    let before = hb_set_create(), input = hb_set_create(), after = hb_set_create(), output = hb_set_create()

    init(_ face: OpaquePointer?, _ table: UInt32, _ lookup: UInt32) {
        hb_ot_layout_lookup_collect_glyphs(face, table, lookup, before, input, after, output)
    }

    /// Whether the lookup matches or changes `glyph`.
    func touches(_ glyph: hb_codepoint_t) -> Bool {
        [before, input, after].contains { hb_set_has($0, glyph) != 0 }
    }

    func destroy() { [before, input, after, output].forEach { hb_set_destroy($0) } }
}

private func hb_set_intersects(_ a: OpaquePointer?, _ b: OpaquePointer?) -> Bool {
    let both = hb_set_copy(a)
    defer { hb_set_destroy(both) }
    hb_set_intersect(both, b)
    return hb_set_is_empty(both) == 0
}

extension hb_bool_t {
    fileprivate var isTrue: Bool { self != 0 }
}
