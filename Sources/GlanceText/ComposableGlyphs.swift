import CHarfBuzz

/// Which characters HarfBuzz sets glyph by glyph in one face, feature set and segment
/// properties: the proof behind `Composer`. `nil` when the face's shaping cannot be so
/// reasoned about (an AAT table, a `kern` table HarfBuzz would apply, no GPOS, a required
/// feature, a lookup this cannot read).
///
/// A character qualifies when its nominal glyph (cmap, as HarfBuzz's normalizer takes it for
/// a character with a glyph of its own) and every glyph single substitutions of the plan can
/// turn it into ("its chain") are:
/// - started on by no GSUB lookup of the plan but single substitutions (`addStarts`);
/// - started on by no GPOS lookup of the plan but single positioning and pair positioning
///   whose ValueFormat2 is 0 and whose flags skip no glyph of the universe;
/// - not a ligature or mark by GDEF class.
/// The universe is every glyph any candidate character can become, so a text of qualifying
/// characters holds only universe glyphs: no contextual, ligature, multiple, cursive or mark
/// lookup can fire in it, each glyph is changed by lookups that see it alone, and each pair of
/// neighbours is moved only by pair positioning of the first, which HarfBuzz applies to every
/// neighbouring pair in turn (with ValueFormat2 zero it moves on to the second glyph, not past
/// it). Lookups only `frac`, `numr` and `dnom` reach are left out, as HarfBuzz applies them only
/// around U+2044, which no slot holds.
struct ComposableGlyphs {
    /// Per character slot, its nominal glyph when it qualifies, else 0.
    let nominal: [UInt32]
    let universe: GlyphBits
    /// Glyphs where some lookup may act beyond the glyph itself and its pair with the next.
    let blocked: GlyphBits

    init?(font: OpaquePointer, properties: hb_segment_properties_t, features: [hb_feature_t]) {
        guard let face = hb_font_get_face(font), properties.direction == HB_DIRECTION_LTR,
            ["morx", "mort", "kerx", "trak"].allSatisfy({ Self.length(face, $0) == 0 }), hb_ot_layout_has_positioning(face) != 0,
            !Self.choose(face, WordSplitting.tag("GSUB"), properties).required,
            case let gposChoice = Self.choose(face, WordSplitting.tag("GPOS"), properties), !gposChoice.required,
            // HarfBuzz applies a `kern` table when GPOS has no `kern` feature for the script.
            Self.length(face, "kern") == 0 || gposChoice.kern
        else { return nil }
        var props = properties
        let plan = features.withUnsafeBufferPointer { hb_shape_plan_create_cached(face, &props, $0.baseAddress, UInt32($0.count), nil) }
        defer { hb_shape_plan_destroy(plan) }
        let gsubLookups = WordSplitting.lookups(plan, face, WordSplitting.tag("GSUB"))
        let gposLookups = WordSplitting.lookups(plan, face, WordSplitting.tag("GPOS"))

        let gsubBlob = hb_face_reference_table(face, WordSplitting.tag("GSUB"))
        let gposBlob = hb_face_reference_table(face, WordSplitting.tag("GPOS"))
        defer { hb_blob_destroy(gsubBlob); hb_blob_destroy(gposBlob) }
        var gsub = Self.table(gsubBlob), gpos = Self.table(gposBlob)

        // Single substitutions, as each glyph's possible images.
        var images: [UInt32: [UInt32]] = [:]
        var gsubReads: [LayoutLookup] = []
        for index in gsubLookups {
            guard let lookup = LayoutLookup(gsub, index: index, isGSUB: true) else { return nil }
            gsubReads.append(lookup)
            for (type, at) in lookup.subtables where type == 1 {
                guard Self.readSingle(&gsub, at, into: &images) else { return nil }
            }
        }
        var nominal = [UInt32](repeating: 0, count: CharacterSlots.count)
        var chains: [[UInt32]] = Array(repeating: [], count: CharacterSlots.count)
        var universe = GlyphBits()
        for slot in 0..<CharacterSlots.count where CharacterSlots.properties[slot] & CharacterSlots.plain != 0 {
            var glyph: hb_codepoint_t = 0
            guard hb_font_get_nominal_glyph(font, CharacterSlots.scalar(slot), &glyph) != 0, glyph != 0, glyph < 0x10000 else { continue }
            nominal[slot] = glyph
            chains[slot] = Self.chain(from: glyph, images)
            for g in chains[slot] { universe.insert(g) }
        }
        let known = Universe(universe)

        var blocked = GlyphBits()
        for lookup in gsubReads {
            guard lookup.addStarts(&gsub, isGSUB: true, universe: known, to: &blocked) else { return nil }
        }
        let hasClasses = hb_ot_layout_has_glyph_classes(face) != 0
        for index in gposLookups {
            guard let lookup = LayoutLookup(gpos, index: index, isGSUB: false),
                lookup.addStarts(&gpos, isGSUB: false, universe: known, to: &blocked)
            else { return nil }
            // A pair lookup that skips some glyph of the universe (by its GDEF class) would pair
            // glyphs that are not neighbours: nothing it covers may start.
            let skips = lookup.flag & LayoutLookup.ignoreFlags
            if skips != 0, known.members.contains(where: { Self.props(face, $0, hasClasses) & skips != 0 }) {
                for (type, at) in lookup.subtables where type == 2 {
                    guard lookup.cover(&gpos, at, known, &blocked) else { return nil }
                }
            }
        }
        for glyph in known.members {
            let c = hb_ot_layout_get_glyph_class(face, glyph)
            if c == HB_OT_LAYOUT_GLYPH_CLASS_LIGATURE || c == HB_OT_LAYOUT_GLYPH_CLASS_MARK { blocked.insert(glyph) }
        }
        for slot in 0..<CharacterSlots.count where chains[slot].contains(where: blocked.contains) { nominal[slot] = 0 }
        self.nominal = nominal
        self.universe = universe
        self.blocked = blocked
    }

    /// HarfBuzz's glyph props for lookup flags: GDEF's class (base 2, ligature 4, mark 8,
    /// others 0), or base for every glyph without GDEF classes, as HarfBuzz synthesizes for
    /// characters that are not non-spacing marks.
    private static func props(_ face: OpaquePointer, _ glyph: UInt32, _ hasClasses: Bool) -> UInt16 {
        guard hasClasses else { return 2 }
        switch hb_ot_layout_get_glyph_class(face, glyph) {
        case HB_OT_LAYOUT_GLYPH_CLASS_BASE_GLYPH: return 2
        case HB_OT_LAYOUT_GLYPH_CLASS_LIGATURE: return 4
        case HB_OT_LAYOUT_GLYPH_CLASS_MARK: return 8
        default: return 0
        }
    }

    /// `glyph` and every glyph single substitutions may turn it into, in any order.
    private static func chain(from glyph: UInt32, _ images: [UInt32: [UInt32]]) -> [UInt32] {
        var found = [glyph], next = 0
        while next < found.count {
            for image in images[found[next]] ?? [] where !found.contains(image) { found.append(image) }
            next += 1
        }
        return found
    }

    /// SingleSubst formats 1 (delta, modulo 65536) and 2 (array by coverage index).
    private static func readSingle(_ t: inout FontTable, _ at: Int, into images: inout [UInt32: [UInt32]]) -> Bool {
        guard let format = t.u16(at), format == 1 || format == 2, let coverage = t.offset(at + 2, from: at), let word = t.u16(at + 4)
        else { return false }
        var covered: [(glyph: UInt32, index: Int)] = []
        guard t.forEachCovered(coverage, { covered.append(($0, $1)) }) else { return false }
        for (glyph, i) in covered {
            if format == 1 {
                images[glyph, default: []].append((glyph + UInt32(word)) & 0xFFFF)
            } else if i < Int(word) {
                guard let substitute = t.u16(at + 6 + 2 * i) else { return false }
                images[glyph, default: []].append(UInt32(substitute))
            }
        }
        return true
    }

    /// The script and language HarfBuzz's map builder chooses in `table` for `properties`,
    /// whether that language system has a required feature, and whether it has `kern`.
    private static func choose(_ face: OpaquePointer, _ table: hb_tag_t, _ properties: hb_segment_properties_t)
        -> (required: Bool, kern: Bool)
    {
        var scriptTags = [hb_tag_t](repeating: 0, count: Int(HB_OT_MAX_TAGS_PER_SCRIPT))
        var languageTags = [hb_tag_t](repeating: 0, count: Int(HB_OT_MAX_TAGS_PER_LANGUAGE))
        var scriptCount = UInt32(scriptTags.count), languageCount = UInt32(languageTags.count)
        hb_ot_tags_from_script_and_language(properties.script, properties.language, &scriptCount, &scriptTags, &languageCount, &languageTags)
        var script: UInt32 = 0, chosen: hb_tag_t = 0, language: UInt32 = 0
        hb_ot_layout_table_select_script(face, table, scriptCount, &scriptTags, &script, &chosen)
        hb_ot_layout_script_select_language(face, table, script, languageCount, &languageTags, &language)
        var required: UInt32 = 0, requiredTag: hb_tag_t = 0, kern: UInt32 = 0
        let hasRequired = hb_ot_layout_language_get_required_feature(face, table, script, language, &required, &requiredTag) != 0
        let hasKern = hb_ot_layout_language_find_feature(face, table, script, language, WordSplitting.tag("kern"), &kern) != 0
        return (hasRequired, hasKern)
    }

    private static func length(_ face: OpaquePointer, _ tag: String) -> UInt32 {
        let blob = hb_face_reference_table(face, WordSplitting.tag(tag))
        defer { hb_blob_destroy(blob) }
        return hb_blob_get_length(blob)
    }

    private static func table(_ blob: OpaquePointer?) -> FontTable {
        var length: UInt32 = 0
        guard let data = hb_blob_get_data(blob, &length), length > 0 else { return FontTable(bytes: UnsafeRawBufferPointer(start: nil, count: 0)) }
        return FontTable(bytes: UnsafeRawBufferPointer(start: data, count: Int(length)))
    }
}
