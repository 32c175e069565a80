import Testing

@testable import GlanceGraphics

/// Text a widget chose is echoed to terminals with its control characters escaped.
@Suite struct ControlCharacterTests {
    @Test func controlCharactersAreEscapedAndNothingElse() {
        #expect("\u{1B}[2Jhi\u{07}".escapingControlCharacters == #"\u{1B}[2Jhi\u{7}"#)
        #expect("a\nb\tc\u{7F}\u{9B}".escapingControlCharacters == #"a\u{A}b\u{9}c\u{7F}\u{9B}"#)
        #expect("Café 72° 🌧 東京".escapingControlCharacters == "Café 72° 🌧 東京")
        for value in UInt32(0)...0x9F where value < 0x20 || value >= 0x7F {
            let escaped = String(Unicode.Scalar(value)!).escapingControlCharacters
            #expect(!escaped.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        }
    }
}
