/// Contextual subtables (OpenType "Sequence Context" GSUB 5 / GPOS 7 and "Chained Sequence
/// Context" GSUB 6 / GPOS 8, formats 1–3): a rule starts at its first input glyph, and only
/// when every glyph, class or coverage it names at each position can be met in the universe.
extension LayoutLookup {
    func context(_ t: inout FontTable, _ at: Int, _ universe: Universe, _ starts: inout GlyphBits) -> Bool {
        switch t.u16(at) {
        case 1:  // rules of glyph ids, one rule set per coverage index
            guard let coverage = t.offset(at + 2, from: at), let n = t.u16(at + 4), let firsts = covered(&t, coverage, universe)
            else { return false }
            for (glyph, i) in firsts where i < n {
                guard let set = t.offset(at + 6 + 2 * i, from: at) else { continue }  // NULL: no rules
                let fires = anyRule(&t, set) { t, rule in
                    guard let count = t.u16(rule) else { return nil }
                    return glyphs(t, rule + 4, max(Int(count) - 1, 0))?.allSatisfy(universe.bits.contains)
                }
                guard let fires else { return false }
                if fires { starts.insert(glyph) }
            }
            return true
        case 2:  // rules of classes, one rule set per class of the first glyph
            guard let coverage = t.offset(at + 2, from: at), let n = t.u16(at + 6), let firsts = covered(&t, coverage, universe),
                let input = classDefinition(&t, t.offset(at + 4, from: at), universe)
            else { return false }
            for (glyph, _) in firsts {
                let c = input.classes[glyph] ?? 0
                guard c < n, let set = t.offset(at + 8 + 2 * c, from: at) else { continue }
                let fires = anyRule(&t, set) { t, rule in
                    guard let count = t.u16(rule) else { return nil }
                    return glyphs(t, rule + 4, max(Int(count) - 1, 0))?.allSatisfy { input.inhabited.contains(Int($0)) }
                }
                guard let fires else { return false }
                if fires { starts.insert(glyph) }
            }
            return true
        case 3:  // one rule of coverages
            guard let count = t.u16(at + 2), count > 0 else { return false }
            for k in 0..<Int(count) {
                guard let met = meets(&t, t.offset(at + 6 + 2 * k, from: at), universe) else { return false }
                if !met { return true }
            }
            guard let first = t.offset(at + 6, from: at) else { return false }
            return t.forEachCovered(first) { glyph, _ in if universe.bits.contains(glyph) { starts.insert(glyph) } }
        default:
            return false
        }
    }

    func chainedContext(_ t: inout FontTable, _ at: Int, _ universe: Universe, _ starts: inout GlyphBits) -> Bool {
        switch t.u16(at) {
        case 1:
            guard let coverage = t.offset(at + 2, from: at), let n = t.u16(at + 4), let firsts = covered(&t, coverage, universe)
            else { return false }
            for (glyph, i) in firsts where i < n {
                guard let set = t.offset(at + 6 + 2 * i, from: at) else { continue }
                let fires = anyRule(&t, set) { t, rule in
                    chainedRule(t, rule) { _, value in universe.bits.contains(value) }
                }
                guard let fires else { return false }
                if fires { starts.insert(glyph) }
            }
            return true
        case 2:
            guard let coverage = t.offset(at + 2, from: at), let n = t.u16(at + 10), let firsts = covered(&t, coverage, universe),
                let backtrack = classDefinition(&t, t.offset(at + 4, from: at), universe),
                let input = classDefinition(&t, t.offset(at + 6, from: at), universe),
                let lookahead = classDefinition(&t, t.offset(at + 8, from: at), universe)
            else { return false }
            let definitions = [backtrack, input, lookahead]
            for (glyph, _) in firsts {
                let c = input.classes[glyph] ?? 0
                guard c < n, let set = t.offset(at + 12 + 2 * c, from: at) else { continue }
                let fires = anyRule(&t, set) { t, rule in
                    chainedRule(t, rule) { part, value in definitions[part].inhabited.contains(Int(value)) }
                }
                guard let fires else { return false }
                if fires { starts.insert(glyph) }
            }
            return true
        case 3:
            // backtrack count and coverages, input count and coverages, lookahead count and coverages
            var p = at + 2
            var inputCoverages: [Int] = []
            for part in 0..<3 {
                guard let count = t.u16(p), part != 1 || count > 0 else { return false }
                for k in 0..<Int(count) {
                    guard let coverage = t.offset(p + 2 + 2 * k, from: at), let met = meets(&t, coverage, universe) else { return false }
                    if !met { return true }
                    if part == 1 { inputCoverages.append(coverage) }
                }
                p += 2 + 2 * Int(count)
            }
            return t.forEachCovered(inputCoverages[0]) { glyph, _ in if universe.bits.contains(glyph) { starts.insert(glyph) } }
        default:
            return false
        }
    }

    /// Whether any rule of the rule set at `set` may fire, by `fires`; `nil` when unreadable.
    private func anyRule(_ t: inout FontTable, _ set: Int, _ fires: (FontTable, Int) -> Bool?) -> Bool? {
        guard let count = t.u16(set), t.spend(Int(count)) else { return nil }
        for k in 0..<Int(count) {
            guard let rule = t.offset(set + 2 + 2 * k, from: set), let fired = fires(t, rule) else { return nil }
            if fired { return true }
        }
        return false
    }

    /// A chained rule's backtrack, input (less its first) and lookahead values, each passed to
    /// `meets` with its part (0, 1, 2); whether all pass, or `nil` when unreadable.
    private func chainedRule(_ t: FontTable, _ rule: Int, _ meets: (Int, UInt32) -> Bool) -> Bool? {
        var p = rule
        for part in 0..<3 {
            guard let count = t.u16(p) else { return nil }
            let n = part == 1 ? max(Int(count) - 1, 0) : Int(count)
            guard let values = glyphs(t, p + 2, n) else { return nil }
            if !values.allSatisfy({ meets(part, $0) }) { return false }
            p += 2 + 2 * n
        }
        return true
    }

    /// A class definition (a NULL offset is HarfBuzz's empty one: every glyph class 0) and the
    /// classes the universe's glyphs fall in.
    private func classDefinition(_ t: inout FontTable, _ at: Int?, _ universe: Universe) -> (classes: [UInt32: Int], inhabited: Set<Int>)? {
        var classes: [UInt32: Int] = [:]
        if let at {
            guard let read = t.classes(at) else { return nil }
            classes = read
        }
        return (classes, Set(universe.members.map { classes[$0] ?? 0 }))
    }
}
