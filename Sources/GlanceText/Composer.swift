import CHarfBuzz

/// Sets strings of qualifying characters (`ComposableGlyphs`) in one face, feature set and set
/// of segment properties without shaping them: a glyph's id, advance and offsets are what
/// HarfBuzz gives its character alone, plus what pair positioning gives the first of two
/// neighbours. A character is learned by shaping it alone, once; a pair by shaping the two
/// (`adjustment`), or, in a string with more new pairs than that is worth, all of them from
/// one shaping of the string whole (`learnPairs`: each glyph but the last less its character
/// alone). Both are kept, per properties. That is exact because, in such a string, HarfBuzz
/// changes each glyph by lookups that see only it, and moves only the first glyph of each
/// neighbouring pair, by amounts that add (GPOS values are added to the glyph's position,
/// each scaled on its own, and Glance's fonts are scaled 1:1 to font units).
final class Composer {
    /// A character's glyph as HarfBuzz sets it alone, in font units, with its ink box (kept
    /// here too, so that composing reads one entry per character); id 0 until learned.
    struct Glyph {
        var id: UInt32
        var advance: Int32
        var xOffset: Int32
        var yOffset: Int32
        var box: hb_glyph_extents_t?
    }

    /// HarfBuzz shaping `text` in `properties`, as the engine calls it (and counts it).
    typealias Shaper = (_ text: String, _ properties: hb_segment_properties_t) -> [RawGlyph]

    let properties: hb_segment_properties_t
    private let proof: ComposableGlyphs
    private let extents: GlyphExtents
    private var glyphs: [Glyph]
    private var pairs = PairTable()
    /// Set when HarfBuzz gave what the proof rules out; nothing is composed from then on.
    private(set) var broken = false

    init?(font: OpaquePointer, extents: GlyphExtents, properties: hb_segment_properties_t, features: [hb_feature_t]) {
        guard let proof = ComposableGlyphs(font: font, properties: properties, features: features) else { return nil }
        self.properties = properties
        self.proof = proof
        self.extents = extents
        glyphs = Array(repeating: Glyph(id: 0, advance: 0, xOffset: 0, yOffset: 0, box: nil), count: CharacterSlots.count)
    }

    /// The glyph of the character in `slot`, learned with `shape` the first time; `nil` when
    /// the character does not qualify.
    @inline(__always)
    func glyph(_ slot: Int, _ shape: Shaper) -> Glyph? {
        let known = glyphs[slot]
        if known.id != 0 { return known }
        return learn(slot, shape)
    }

    private func learn(_ slot: Int, _ shape: Shaper) -> Glyph? {
        guard !broken, proof.nominal[slot] != 0 else { return nil }
        let shaped = shape(String(Unicode.Scalar(CharacterSlots.scalar(slot))!), properties)
        guard shaped.count == 1, let g = shaped.first, g.cluster == 0, g.id != 0, proof.universe.contains(g.id), !proof.blocked.contains(g.id)
        else {
            broken = true
            return nil
        }
        let glyph = Glyph(id: g.id, advance: g.advance, xOffset: g.xOffset, yOffset: g.yOffset, box: extents.box(of: g.id))
        glyphs[slot] = glyph
        return glyph
    }

    /// What pair positioning does to `first` when `second` follows it, if kept.
    @inline(__always)
    func keptAdjustment(_ first: Glyph, _ second: Glyph) -> PairTable.Adjustment? {
        pairs.find(PairTable.key(first.id, second.id))
    }

    /// What pair positioning does to `first` (of the character in `firstSlot`) when `second`
    /// (in `secondSlot`) follows it, learned with `shape` the first time.
    @inline(__always)
    func adjustment(_ first: Glyph, _ firstSlot: Int, _ second: Glyph, _ secondSlot: Int, _ shape: Shaper) -> PairTable.Adjustment? {
        let key = PairTable.key(first.id, second.id)
        if let known = pairs.find(key) { return known }
        return learn(key, first, firstSlot, second, secondSlot, shape)
    }

    private func learn(_ key: UInt32, _ first: Glyph, _ firstSlot: Int, _ second: Glyph, _ secondSlot: Int, _ shape: Shaper)
        -> PairTable.Adjustment?
    {
        guard !broken else { return nil }
        var text = String(Unicode.Scalar(CharacterSlots.scalar(firstSlot))!)
        let firstLength = UInt32(text.utf8.count)
        text.unicodeScalars.append(Unicode.Scalar(CharacterSlots.scalar(secondSlot))!)
        let shaped = shape(text, properties)
        // The proof says the second glyph is as it is alone and the first differs only by its
        // pair adjustment; anything else means it does not hold for this face.
        guard shaped.count == 2, shaped[0].id == first.id, shaped[0].cluster == 0, shaped[1].id == second.id,
            shaped[1].cluster == firstLength, shaped[1].advance == second.advance, shaped[1].xOffset == second.xOffset,
            shaped[1].yOffset == second.yOffset
        else {
            broken = true
            return nil
        }
        let adjustment = PairTable.Adjustment(
            advance: shaped[0].advance &- first.advance, xOffset: shaped[0].xOffset &- first.xOffset,
            yOffset: shaped[0].yOffset &- first.yOffset)
        pairs.insert(key, adjustment)
        return adjustment
    }

    /// Learns the pairs of a string of the characters in `slots` (each with the offset of its
    /// first byte) from `shaped`, HarfBuzz's shaping of the whole string in `properties`: the
    /// proof says each glyph but the last is its character's glyph alone moved by its pair
    /// with the next, so the pair's adjustment is the difference, and the last is its
    /// character's glyph alone. Characters not met yet are learned with `shape`. False when a
    /// character does not qualify, or (and nothing is composed from then on) when HarfBuzz
    /// gave what the proof rules out.
    func learnPairs(_ slots: [(slot: Int, cluster: UInt32)], from shaped: [RawGlyph], _ shape: Shaper) -> Bool {
        guard !broken else { return false }
        var glyphs: [Glyph] = []
        glyphs.reserveCapacity(slots.count)
        for character in slots {
            guard let glyph = glyph(character.slot, shape) else { return false }
            glyphs.append(glyph)
        }
        guard shaped.count == glyphs.count else {
            broken = true
            return false
        }
        for (i, (alone, got)) in zip(glyphs, shaped).enumerated() {
            let moved = PairTable.Adjustment(
                advance: got.advance &- alone.advance, xOffset: got.xOffset &- alone.xOffset, yOffset: got.yOffset &- alone.yOffset)
            guard got.id == alone.id, got.cluster == slots[i].cluster else {
                broken = true
                return false
            }
            if i == glyphs.count - 1 {
                guard moved == PairTable.Adjustment(advance: 0, xOffset: 0, yOffset: 0) else {
                    broken = true
                    return false
                }
                continue
            }
            let key = PairTable.key(alone.id, glyphs[i + 1].id)
            if let kept = pairs.find(key) {
                // The same pair twice in the string, or kept from before: the same move.
                guard kept == moved else {
                    broken = true
                    return false
                }
            } else {
                pairs.insert(key, moved)
            }
        }
        return true
    }
}
