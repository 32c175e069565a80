/// Where a lookup may act in a text whose every glyph belongs to a given set (the universe).
///
/// Every GSUB and GPOS subtable acts only at a glyph its first coverage lists (OpenType's
/// "Coverage table" of each format; HarfBuzz checks it before anything else), and a rule of a
/// ligature or contextual subtable acts only when each position it matches (components,
/// backtrack, input, lookahead) can hold a glyph of the text. A rule none of whose glyphs,
/// classes or coverages can meet the universe at some position never fires, so its nested
/// lookups never run: Inter's `ccmp` rules about combining accents never fire in text without
/// marks. What this reports is conservative: any glyph that might start an action.
extension LayoutLookup {
    /// Adds to `starts` the glyphs of `universe` at which this lookup may act, leaving out
    /// what acts on one glyph alone (single substitution, single positioning) and pair
    /// positioning whose second value record is empty, which `Composer` takes from HarfBuzz
    /// itself. False when a subtable cannot be read or has a type this does not know.
    func addStarts(_ t: inout FontTable, isGSUB: Bool, universe: Universe, to starts: inout GlyphBits) -> Bool {
        for (type, at) in subtables {
            let read: Bool
            switch (isGSUB, type) {
            case (_, 1):
                read = t.u16(at) != nil  // glyph by glyph
            case (false, 2):
                // PairPos: ValueFormat2 at byte 6. A second value moves the next glyph and makes
                // HarfBuzz skip it as the next pair's first glyph, so pairs would not chain.
                guard let format2 = t.u16(at + 6) else { return false }
                read = format2 == 0 || cover(&t, at, universe, &starts)
            case (true, 2), (true, 3), (true, 8), (false, 3), (false, 4), (false, 5), (false, 6):
                // Multiple, alternate, reverse chaining; cursive and mark attachment: the first
                // coverage (for marks, the mark coverage) is at byte 2 in every format.
                read = cover(&t, at, universe, &starts)
            case (true, 4):
                read = ligatures(&t, at, universe, &starts)
            case (true, 5), (false, 7):
                read = context(&t, at, universe, &starts)
            case (true, 6), (false, 8):
                read = chainedContext(&t, at, universe, &starts)
            default:
                return false
            }
            guard read else { return false }
        }
        return true
    }

    /// The glyphs of `universe` in the coverage whose offset is at byte 2 of the subtable.
    func cover(_ t: inout FontTable, _ at: Int, _ universe: Universe, _ starts: inout GlyphBits) -> Bool {
        guard let coverage = t.offset(at + 2, from: at) else { return false }
        return t.forEachCovered(coverage) { glyph, _ in if universe.bits.contains(glyph) { starts.insert(glyph) } }
    }

    /// The glyphs of `universe` in a coverage, each with its coverage index.
    func covered(_ t: inout FontTable, _ coverage: Int, _ universe: Universe) -> [(glyph: UInt32, index: Int)]? {
        var found: [(glyph: UInt32, index: Int)] = []
        return t.forEachCovered(coverage) { glyph, i in if universe.bits.contains(glyph) { found.append((glyph, i)) } } ? found : nil
    }

    /// Whether a coverage lists any glyph of `universe`.
    func meets(_ t: inout FontTable, _ coverage: Int?, _ universe: Universe) -> Bool? {
        guard let coverage else { return nil }
        var met = false
        return t.forEachCovered(coverage) { glyph, _ in met = met || universe.bits.contains(glyph) } ? met : nil
    }

    /// LigatureSubst format 1: a first glyph starts a ligature only if all the ligature's
    /// other components are in the universe.
    private func ligatures(_ t: inout FontTable, _ at: Int, _ universe: Universe, _ starts: inout GlyphBits) -> Bool {
        guard t.u16(at) == 1, let coverage = t.offset(at + 2, from: at), let setCount = t.u16(at + 4),
            let firsts = covered(&t, coverage, universe)
        else { return false }
        for (glyph, i) in firsts where i < setCount {
            guard let set = t.offset(at + 6 + 2 * i, from: at), let count = t.u16(set), t.spend(Int(count)) else { return false }
            for k in 0..<Int(count) {
                guard let ligature = t.offset(set + 2 + 2 * k, from: set), let components = t.u16(ligature + 2),
                    let rest = glyphs(t, ligature + 4, max(Int(components) - 1, 0))
                else { return false }
                if rest.allSatisfy(universe.bits.contains) {
                    starts.insert(glyph)
                    break
                }
            }
        }
        return true
    }

    /// `count` 16-bit glyph ids (or classes) from `at`.
    func glyphs(_ t: FontTable, _ at: Int, _ count: Int) -> [UInt32]? {
        var values: [UInt32] = []
        values.reserveCapacity(count)
        for n in 0..<count {
            guard let v = t.u16(at + 2 * n) else { return nil }
            values.append(UInt32(v))
        }
        return values
    }
}
