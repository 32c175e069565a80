import GlanceGraphics
import Testing

@testable import GlanceText

/// A string begun from one lately shaped whole (`FastPaths.joins`) must shape exactly as the
/// whole string: the same glyphs, clusters, positions, width and ink, in every face Glance
/// sets text in, wherever the two strings part.
@Suite struct JoinTests {
    /// Lines widgets show, with the characters that keep a string from splitting at words
    /// ("·", "…", "–", digits against "x", ligatures, accents, a script past Latin).
    static let lines = [
        "Reykjavík 06:00 · light rain", "San Francisco 06:01 · sunny spells", "Kyoto 06:02 · hail possible",
        "Oslo 06:04 · thunder later", "Next: Design review in Room 4 · 20 min", "Showers at 2741 m → 12 km/h",
        "3x4 office affairs fi ff", "Wind 3 km/h from the north–east", "Łódź déjà vu — Straße 7½",
        "Ταχύτητα 12 km/h", "72° H:75° L:58°", "AV To Ta Yo 1/2 1⁄2", "soft\u{AD}hyphen a\u{0301}b 🙂 日本",
    ]

    /// Each line, then variants of it that part from it at every character: cut and ended
    /// with "…", or with a new ending, as a truncated line and the next entry give.
    static func variants(of line: String) -> [String] {
        let characters = Array(line)
        return characters.indices.dropFirst().flatMap { n -> [String] in
            let head = String(characters[..<n])
            return [head + "…", head, head + "7 min", head + "ffi", head + "·x"]
        }
    }

    @Test(arguments: [false, true])
    func aStringBegunFromAKeptOneShapesAsTheWholeString(tabularDigits: Bool) throws {
        let joined = try TextEngine(fastPaths: .joins), whole = try TextEngine(fastPaths: [])
        whole.cacheLimit = 0  // no cache: every string shaped whole
        var variants = 0
        for var font in WordSplittingTests.fonts {
            font.monospacedDigit = tabularDigits
            for line in Self.lines {
                #expect(joined.shape(line, font: font) == whole.shape(line, font: font), "\(font) \"\(line)\"")
                for variant in Self.variants(of: line) {
                    variants += 1
                    _ = joined.shape(line, font: font)  // kept again, as if just shown
                    #expect(joined.shape(variant, font: font) == whole.shape(variant, font: font), "\(font) \"\(variant)\" after \"\(line)\"")
                }
            }
        }
        #expect(joined.joinedStrings * 2 > variants, "\(joined.joinedStrings) of \(variants) joined: most should be")
    }

    /// The truncated line of a string just shaped makes one short HarfBuzz call: its new end.
    @Test func aCutLineShapesOnlyItsEnd() throws {
        let engine = try TextEngine(fastPaths: .joins)
        let body = FontDescriptor(size: 15, weight: .semibold)
        _ = engine.shape("Reykjavík 06:00 · light rain", font: body)
        let before = engine.shapingCalls
        _ = engine.shape("Reykjavík 06:00 · lig…", font: body)
        #expect(engine.shapingCalls - before == 1 && engine.joinedStrings == 1)
        #expect(engine.keptShapings.count == 1, "a joined string is not kept")
    }

    /// Without the fast path, or for a string that shares too little, the string is shaped whole.
    @Test func otherwiseTheStringIsShapedWhole() throws {
        let body = FontDescriptor(size: 15)
        let off = try TextEngine(fastPaths: [])
        _ = off.shape("Reykjavík 06:00 · light rain", font: body)
        #expect(off.keptShapings.isEmpty)
        let on = try TextEngine(fastPaths: .joins)
        _ = on.shape("Reykjavík 06:00 · light rain", font: body)
        _ = on.shape("Reyk · snow", font: body)
        #expect(on.keptShapings.count == 2 && on.joinedStrings == 0, "shared only four bytes: shaped whole, and kept")
    }
}
