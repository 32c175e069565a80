import Testing

@testable import GlanceFiles

/// `trimmingSpaces` drops spaces and tabs (any whitespace but line breaks) at either end and
/// nothing else, for strings of every shape a binding or a gauge's value may hold.
@Suite struct TrimmingSpacesTests {
    /// The definition, character by character.
    static func trimmed(_ s: String) -> String {
        func isSpace(_ c: Character) -> Bool { c.isWhitespace && !c.isNewline }
        return String(s.drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }

    static let pieces = ["", " ", "\t", "\u{00A0}", "\u{3000}", "\n", "\r\n", "42", "-1.5", "a b", "é", "e\u{0301}", "🙂", "{{x}}", "\u{0600}", "\u{0301}", "\u{200D}"]

    @Test func everyJoinOfPiecesTrimsAsDefined() {
        var checked = 0
        for a in Self.pieces {
            for b in Self.pieces {
                for c in Self.pieces {
                    let s = a + b + c
                    #expect(s.trimmingSpaces == Self.trimmed(s), "\(s.debugDescription)")
                    checked += 1
                }
            }
        }
        #expect(checked == Self.pieces.count * Self.pieces.count * Self.pieces.count)
        #expect("  42 \t".trimmingSpaces == "42" && "\n42\n".trimmingSpaces == "\n42\n" && "   ".trimmingSpaces.isEmpty)
    }
}
