import GlanceGraphics
import Testing

@testable import GlanceText

/// Shaping a string from kept words must give exactly what shaping it whole gives: the same
/// glyphs, clusters, positions, width and ink, in every face Glance sets text in.
@Suite struct WordSplittingTests {
    /// Faces by what asks for them: Inter's text and display cuts in each weight widgets use,
    /// italic, and DejaVu for monospaced and serif text.
    static let fonts: [FontDescriptor] =
        [FontWeight.regular, .medium, .semibold, .bold].flatMap { weight in
            [FontDescriptor(size: 12, weight: weight), FontDescriptor(size: 24, weight: weight)]
        } + [
            FontDescriptor(size: 12, italic: true), FontDescriptor(size: 12, design: .monospaced),
            FontDescriptor(size: 12, design: .serif),
        ]

    /// Words, numbers and punctuation widgets show, with the ones fonts treat specially around
    /// spaces: Inter's contextual "x" between digits and arrows, kerning pairs, ligatures,
    /// fractions, Latin-1 and Latin Extended letters, a soft hyphen, and characters past U+0250.
    static let pieces = [
        "Cupertino", "Showers", "at", "m", "H", "L", "Wed", "Sunny", "72°", "41°", "·", "x", "3", "4", "->", "<-", "-", "–", "—",
        "10:30", "AM", "T.", "V", "AV", "To", "Ta", "Yo", "1/2", "1⁄2", "½", "ff", "fi", "office", "(72°)", "[ok]", "{x}", "@home",
        "km/h", "98%", "UV", "Next:", "Łódź", "Straße", "déjà", "ǅ", "µs", "×", "soft\u{AD}hyphen", "a\u{0301}", "🙂", "日本", ":",
        "*", "=", "+", "~", "'", "\"", ",", ".", "!", "?", "&", "$", "€",
    ]

    /// 1,500 strings of one to six pieces, some with double, leading or trailing spaces.
    static let strings: [String] = {
        var seed: UInt64 = 0x5EED
        func next(_ n: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(n))
        }
        return (0..<1_500).map { _ in
            var words = (0...next(6)).map { _ in next(10) < 7 ? pieces[next(pieces.count)] : String(next(100_000)) }
            if next(10) == 0 { words[0] = " " + words[0] }
            if next(10) == 0 { words[words.count - 1] += " " }
            return words.joined(separator: next(8) == 0 ? "  " : " ")
        }
    }()

    /// Every string that splits is put together from words, and must shape as the whole string.
    @Test(arguments: [false, true])
    func wordsPutSideBySideShapeAsTheWholeString(tabularDigits: Bool) throws {
        let split = try TextEngine(fastPaths: .all), whole = try TextEngine(fastPaths: [])
        whole.cacheLimit = 0  // no cache: every string shaped whole
        for var font in Self.fonts {
            font.monospacedDigit = tabularDigits
            for string in Self.strings {
                let expected = whole.shape(string, font: font)
                #expect(split.shape(string, font: font) == expected, "\(font) \"\(string)\"")
            }
        }
    }

    /// An engine that puts strings together from words, not characters (`FastPaths.words`).
    private func wordEngine() throws -> TextEngine {
        let engine = try TextEngine(fastPaths: .all)
        return engine
    }

    /// The HarfBuzz calls `engine` makes to shape `string` in `font`.
    private func calls(shaping string: String, _ font: FontDescriptor, in engine: TextEngine) -> Int {
        let before = engine.shapingCalls
        _ = engine.shape(string, font: font)
        return engine.shapingCalls - before
    }

    @Test func aNewStringOfKeptWordsShapesOnlyItsNewWords() throws {
        let engine = try wordEngine()
        let body = FontDescriptor(size: 16)
        _ = calls(shaping: "Showers at 2741 m", body, in: engine)
        #expect(calls(shaping: "Showers at 2739 m", body, in: engine) == 1, "only \"2739\" is new")
        #expect(calls(shaping: "2739 m at  Showers", body, in: engine) == 1, "only the double space is new")
    }

    @Test func aGlyphKernedAgainstTheSpaceKeepsItsStringWhole() throws {
        // Inter SemiBold kerns "." and "," against a following space: a string where one meets
        // a space is shaped whole, even when every word of it is kept.
        let engine = try wordEngine()
        let headline = FontDescriptor(size: 16, weight: .semibold)
        _ = calls(shaping: "Showers. at", headline, in: engine)
        _ = calls(shaping: "at Showers", headline, in: engine)
        #expect(calls(shaping: "at Showers at", headline, in: engine) == 0, "every word kept")
        #expect(calls(shaping: "at Showers. at", headline, in: engine) == 1, "\". \" kerns: shaped whole")
    }

    @Test func aStringAFontChangesAcrossSpacesIsShapedWhole() throws {
        // Inter's contextual alternates turn "x" between spaced digits into a multiplication
        // sign: "x" is unsafe to shape alone, so the string is shaped whole, once.
        let engine = try wordEngine()
        let body = FontDescriptor(size: 16)
        _ = calls(shaping: "3 x 4", body, in: engine)
        #expect(calls(shaping: "5 x 6", body, in: engine) == 1)
    }
}
