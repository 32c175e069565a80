import GlanceGraphics
extension SymbolTable {
    /// Every name Glance draws, sorted.
    static let names: [String] = Set(codePoints.keys).union(compositions.keys).sorted()

    /// Whether `name` is a symbol Glance draws.
    static func isKnown(_ name: String) -> Bool { codePoints[name] != nil || composition(name) != nil }

    /// How `name` is drawn from several glyphs: listed in `compositions`, or formed as SF
    /// Symbols forms variants of a known single-glyph name: `NAME.badge.plus` (`minus`,
    /// `checkmark`, `xmark`, `exclamationmark`, `clock`) badges it, `NAME.slash` strikes it.
    static func composition(_ name: String) -> SymbolComposition? {
        if let listed = compositions[name] { return listed }
        for (suffix, badge) in badges where name.hasSuffix(suffix) {
            if let base = codePoints[String(name.dropLast(suffix.count))] { return .badged(base, badge: badge) }
        }
        for (suffix, fill) in [(".slash", ""), (".slash.fill", ".fill")] where name.hasSuffix(suffix) {
            let base = String(name.dropLast(suffix.count))
            if let glyph = codePoints[base + fill] ?? codePoints[base] { return .slashed(glyph) }
        }
        return nil
    }

    /// SF Symbols' badge suffixes and the Font Awesome glyphs that draw the badge.
    static let badges: [(suffix: String, glyph: UInt32)] = [
        (".badge.plus", 0xF055),  // fa-plus-circle
        (".badge.minus", 0xF056),  // fa-minus-circle
        (".badge.checkmark", 0xF058),  // fa-check-circle
        (".badge.xmark", 0xF057),  // fa-times-circle
        (".badge.exclamationmark", 0xF06A),  // fa-exclamation-circle
        (".badge.clock", 0xF017),  // fa-clock-o
    ]

    /// The glyphs `name` is set with inside a line of text, or `nil` for an unknown name.
    static func textGlyphs(_ name: String) -> String? {
        let scalars = codePoints[name].map { [$0] } ?? composition(name)?.textGlyphs
        return scalars.map { String(String.UnicodeScalarView($0.compactMap(Unicode.Scalar.init))) }
    }

    /// Up to `limit` known names closest to `name` by edit distance (characters inserted,
    /// deleted or replaced), nearest first, then alphabetically; a name more than half the
    /// length of `name` away (or two edits, for short names) is not offered.
    static func nearestNames(to name: String, limit: Int = 3) -> [String] {
        let word = Array(name)
        let scored = names.map { ($0, editDistance(word, Array($0))) }
            .filter { $0.1 > 0 && $0.1 <= max(2, word.count / 2) }
            .sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }
        return scored.prefix(limit).map(\.0)
    }

    /// The Levenshtein distance between two character sequences.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        var row = Array(0...b.count)
        for (i, ca) in a.enumerated() {
            var diagonal = row[0]
            row[0] = i + 1
            for (j, cb) in b.enumerated() {
                let above = row[j + 1]
                row[j + 1] = min(above + 1, row[j] + 1, diagonal + (ca == cb ? 0 : 1))
                diagonal = above
            }
        }
        return row[b.count]
    }
}
