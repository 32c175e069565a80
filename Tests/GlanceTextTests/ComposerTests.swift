import CHarfBuzz
import GlanceGraphics
import Testing

@testable import GlanceText

/// Composing a string from its characters' and pairs' kept glyphs must give exactly what
/// HarfBuzz gives shaping it whole (glyph ids, clusters, positions, width, ink), in every face
/// the catalogue maps to, with tabular digits on and off; and strings it cannot prove must
/// fall back.
@Suite struct ComposerTests {
    /// Characters widgets show, most of which compose in Inter.
    static let plain = Array(
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789" + ".,;!?'\"°·%/&#$€£¥_|" + "ÀÉÎÕÜßàéîõüñçÆæØøÅåÿ"
            + "ĀĂĄĆČĎĐĒĘĚĞĦİĲĹĽŁŃŇŐŒŘŚŠŢŤŦŰŲŸŹŽſƒǍǅǰȘȚɏ" + "…‘’“”′″‰‹›")
    /// Characters Inter or DejaVu treat in context, marks, hidden and unknown characters.
    static let special = Array("():-+x×<>=@[]{}~*–—•⁄") + ["\u{AD}", "\u{301}", "\u{A0}", "\u{200D}", "🙂", "日", "α", "ж", "ŉ", "\t"]

    /// `count` strings of one to six words of one to nine characters, with single, double,
    /// leading and trailing spaces; a third draw special characters as well.
    static func strings(_ count: Int, seed: UInt64) -> [String] {
        var state = seed
        func next(_ n: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(n))
        }
        return (0..<count).map { _ in
            let mixed = next(3) == 0
            var words = (0...next(6)).map { _ in
                String(
                    (0...next(9)).map { _ in
                        if next(3) == 0 { return Character(String(next(10))) }  // digits are most of what changes
                        return mixed && next(6) == 0 ? special[next(special.count)] : plain[next(plain.count)]
                    })
            }
            if next(10) == 0 { words[0] = " " + words[0] }
            if next(10) == 0 { words[words.count - 1] += " " }
            return words.joined(separator: next(8) == 0 ? "  " : " ")
        }
    }

    @Test(arguments: [false, true])
    func composedStringsAreHarfBuzzsWholeStrings(tabularDigits: Bool) throws {
        let engine = try TextEngine(fastPaths: .all), whole = try TextEngine(fastPaths: [])
        engine.stringsBeforeComposing = 0
        whole.cacheLimit = 0  // every string shaped whole by HarfBuzz
        for (n, var font) in WordSplittingTests.fonts.enumerated() {
            font.monospacedDigit = tabularDigits
            let before = engine.composedRuns
            for string in Self.strings(2_000, seed: 0xC0DE + UInt64(n)) {
                let expected = whole.shape(string, font: font)
                #expect(engine.shape(string, font: font) == expected, "\(font) \"\(string)\"")
            }
            // Most strings here are made of characters that compose in every face.
            #expect(engine.composedRuns - before > 500, "\(font): only \(engine.composedRuns - before) composed")
        }
        #expect(!engine.composerBroken)
    }

    /// Every face file the catalogue can choose (every design, weight, slant and cut), with
    /// fewer strings each: faces of one family differ in their lookups (DejaVu Sans Mono Bold
    /// has no `ccmp`, Inter's heavier weights kern more).
    @Test func everyCatalogueFaceComposesAsHarfBuzzShapes() throws {
        let engine = try TextEngine(fastPaths: .all), whole = try TextEngine(fastPaths: [])
        engine.stringsBeforeComposing = 0
        whole.cacheLimit = 0
        var seen = Set<String>()
        let faces = FontCatalog.everyFace.filter { seen.insert(engine.loadedFont(for: $0).id.path).inserted }
        #expect(faces.count >= 40)  // 36 Inter files and 8 DejaVu ones
        for (n, face) in faces.enumerated() {
            for tabularDigits in [false, true] {
                var font = face
                font.monospacedDigit = tabularDigits
                for string in Self.strings(150, seed: 0xFACE + UInt64(n)) {
                    #expect(engine.shape(string, font: font) == whole.shape(string, font: font), "\(font) \"\(string)\"")
                }
            }
        }
        #expect(!engine.composerBroken)
    }

    /// Strings HarfBuzz treats in context or specially, in every face and digit style, from an
    /// engine that has already learned the characters and pairs they hold.
    static let handPicked = [
        "1x2", "3 x 4", "10:30", "(A", "- O", "->", "<-", "a-b", "fi", "ff", "ffi", "fl", "office", "1⁄2", "1/2", "½", "a\u{301}",
        "e\u{301}t\u{E9}", "soft\u{AD}hyphen", "🙂", "日本", "7241", "72°", "41°", "-5°", "+3", "·", " · ", "", " ", "  ", " a", "a ",
        "a  b", "  Wed  ", "AV", "To", "Ta", "Yo", "T.", "L'", "f.", "Ŧ", "ǅ", "ŉ", "ĳ", "i\u{307}", "\u{A0}", "a\u{A0}b", "Wa…",
        "“Hi”", "x", "1x", "x2", "ab:cd", "12:30", "—", "A—B", "•", "a\u{200D}b", "\t", "Ω", "α", "Wed 12 · 7241 Showers",
    ]

    @Test(arguments: [false, true])
    func handPickedStringsAreHarfBuzzsWholeStrings(tabularDigits: Bool) throws {
        let engine = try TextEngine(fastPaths: .all), whole = try TextEngine(fastPaths: [])
        engine.stringsBeforeComposing = 0
        whole.cacheLimit = 0
        for var font in WordSplittingTests.fonts {
            font.monospacedDigit = tabularDigits
            for string in Self.handPicked + Self.handPicked.map({ "a" + $0 + "b" }) + Self.handPicked.map({ "1" + $0 + "2" }) {
                #expect(engine.shape(string, font: font) == whole.shape(string, font: font), "\(font) \"\(string)\"")
            }
        }
        #expect(!engine.composerBroken)
    }

    /// Whether `engine` composed `string` in `font` (a new string to it).
    private func composes(_ string: String, _ font: FontDescriptor, _ engine: TextEngine) -> Bool {
        let before = engine.composedRuns
        _ = engine.shape(string, font: font)
        return engine.composedRuns == before + 1
    }

    @Test func stringsInterChangesInContextFallBack() throws {
        let engine = try TextEngine(fastPaths: .all)
        engine.stringsBeforeComposing = 0
        let body = FontDescriptor(size: 16)
        // Contextual alternates ("x" between digits, ":" between digits, arrows, case-sensitive
        // punctuation), U+2044, marks, hidden, unknown and non-Latin characters.
        for string in ["1x2", "10:30", "(A", "- O", "->", "1⁄2", "a\u{301}", "soft\u{AD}hyphen", "🙂", "日本", "ŉ", "α"] {
            #expect(!composes(string, body, engine), "\"\(string)\"")
        }
        // Inter's `ccmp` rules for "i" and "j" before combining accents never fire without marks.
        for string in ["7241", "72°", "Cupertino", "ij", "fi", "ff", "  Wed  ", "Łódź 5", "“Hi”…"] {
            #expect(composes(string, body, engine), "\"\(string)\"")
        }
        // `tnum` substitutes digits glyph by glyph.
        #expect(composes("Cupertino 4821", FontDescriptor(size: 16, monospacedDigit: true), engine))
        // DejaVu Serif's `liga` makes "f" start a ligature.
        #expect(!composes("office", FontDescriptor(size: 16, design: .serif), engine))
        #expect(composes("Sea 12", FontDescriptor(size: 16, design: .serif), engine))
    }

    /// Every pair of digits once: a de Bruijn sequence of order 2 over "0"…"9".
    static let allDigitPairs: String = {
        var seen = Set<String>(), sequence = "0"
        while seen.count < 100 {
            let last = sequence.last!
            // The largest digit that makes a new pair (Martin's greedy construction).
            let next = "9876543210".first { !seen.contains(String([last, $0])) }!
            seen.insert(String([last, next]))
            sequence.append(next)
        }
        return sequence
    }()

    @Test(arguments: [FontWeight.medium, .semibold])
    func widgetStringsComposeWithoutHarfBuzzOnceTheirPairsAreKnown(weight: FontWeight) throws {
        let engine = try TextEngine(fastPaths: .all), whole = try TextEngine(fastPaths: [])
        engine.stringsBeforeComposing = 0
        whole.cacheLimit = 0
        let font = FontDescriptor(size: 16, weight: weight)
        let spaced = (0...9).map(String.init).joined(separator: " ")
        let degrees = (0...9).map { "\($0)°" }.joined()
        // Learn the characters and pairs: each digit after and before a space, "°" and another
        // digit, in strings guessed Latin; digits alone, guessed to have no script.
        for warm in [
            "Wed 12 · 7241 Showers", "Cupertino 4821", "Showers at 2741 m", "H 72°  L 41°", "a " + spaced + " a",
            "a" + Self.allDigitPairs, "a" + degrees, Self.allDigitPairs,
        ] {
            _ = engine.shape(warm, font: font)
        }
        #expect(engine.composedRuns == 8)
        var state: UInt64 = 7
        func digits(_ n: Int) -> String {
            (0..<n).map { _ in
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return String((state >> 33) % 10)
            }.joined()
        }
        let calls = engine.shapingCalls
        var seen = Set<String>()
        for _ in 0..<200 {
            for string in [
                "Wed \(digits(2)) · \(digits(4)) Showers", "Cupertino \(digits(4))", "Showers at \(digits(4)) m",
                "H \(digits(2))°  L \(digits(2))°", digits(4),
            ] where seen.insert(string).inserted {
                #expect(composes(string, font, engine), "\"\(string)\"")
                #expect(engine.shape(string, font: font) == whole.shape(string, font: font), "\"\(string)\"")
            }
        }
        #expect(engine.shapingCalls == calls, "no HarfBuzz call once the characters and pairs are known")
        #expect(!engine.composerBroken)
    }

    /// A face composes from its ninth new string: the first eight are shaped as before, without
    /// the cost of proving the face composable, and give what composing gives.
    @Test func aFaceComposesFromItsNinthNewString() throws {
        let engine = try TextEngine(fastPaths: .all), whole = try TextEngine(fastPaths: [])
        whole.cacheLimit = 0
        let font = FontDescriptor(size: 16)
        for n in 0..<12 {
            let string = "Cupertino \(4821 + n)"
            #expect(composes(string, font, engine) == (n >= engine.stringsBeforeComposing), "\(n): \(string)")
            #expect(engine.shape(string, font: font) == whole.shape(string, font: font))
        }
        #expect(engine.stringsBeforeComposing == 8)
    }

    /// A string whose characters are known but whose pairs are new costs one HarfBuzz call
    /// however many pairs are new, and the pairs it taught compose later strings with none.
    @Test func newPairsAreLearnedFromOneWholeShaping() throws {
        let engine = try TextEngine(fastPaths: .all), whole = try TextEngine(fastPaths: [])
        engine.stringsBeforeComposing = 0
        whole.cacheLimit = 0
        let font = FontDescriptor(size: 16)
        _ = engine.shape("a 0 1 2 3 4 5 6 7 8 9 a", font: font)
        let calls = engine.shapingCalls
        // Nearly every pair of digits is new here.
        let string = "a" + Self.allDigitPairs
        #expect(composes(string, font, engine))
        #expect(engine.shapingCalls == calls + 1)
        #expect(engine.shape(string, font: font) == whole.shape(string, font: font))
        // Every pair of digits again, in the other order of each: all kept now.
        let later = "a" + String(Self.allDigitPairs.reversed())
        #expect(composes(later, font, engine))
        #expect(engine.shapingCalls == calls + 1)
        #expect(engine.shape(later, font: font) == whole.shape(later, font: font))
        #expect(!engine.composerBroken)
    }

    /// The properties a string is composed in are those HarfBuzz guesses for it whole: Latin
    /// with a Latin letter, no script for digits and punctuation alone (shaped with DFLT).
    @Test func composersUseThePropertiesHarfBuzzGuesses() {
        let buffer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        let singles = (0..<CharacterSlots.count).map { String(Unicode.Scalar(CharacterSlots.scalar($0))!) }
        for string in singles + singles.map({ "12·" + $0 + "%" }) + ["7241", "72°", "Wed 12 · 7241", "µs", "ª", "× 4"] {
            let scanned = string.utf8.withContiguousStorageIfAvailable { TextEngine.scan($0) }
            guard let scanned = scanned ?? nil else { continue }  // not composed at all
            hb_buffer_clear_contents(buffer)
            hb_buffer_add_utf8(buffer, string, Int32(string.utf8.count), 0, Int32(string.utf8.count))
            hb_buffer_guess_segment_properties(buffer)
            var guessed = hb_segment_properties_t()
            hb_buffer_get_segment_properties(buffer, &guessed)
            var composed = FaceComposers.properties(latin: scanned.latin)
            #expect(hb_segment_properties_equal(&guessed, &composed) != 0, "\"\(string)\"")
        }
    }
}
