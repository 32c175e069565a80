import GlanceGraphics
import Testing

/// Hashing and comparing strings by their UTF-8 bytes, for the caches of shaped text.
@Suite struct StringUTF8KeyTests {
    func hash(_ s: String) -> Int {
        var hasher = Hasher()
        s.hashUTF8(into: &hasher)
        return hasher.finalize()
    }

    @Test func sameBytesAreEqualAndHashAlike() {
        for s in ["", "Cupertino 4821", "H 72°  L 41°", "µg/m³", "🌧 Showers", String(repeating: "é", count: 40)] {
            let copy = String(decoding: Array(s.utf8), as: UTF8.self)
            #expect(s.hasSameUTF8(as: copy))
            #expect(hash(s) == hash(copy))
        }
    }

    /// Canonically equivalent strings are `==` but not the same bytes.
    @Test func canonicalEquivalentsDiffer() {
        let composed = "Caf\u{E9}", decomposed = "Cafe\u{301}"
        #expect(composed == decomposed)
        #expect(!composed.hasSameUTF8(as: decomposed))
        #expect(hash(composed) != hash(decomposed))
    }

    @Test func differentStringsDiffer() {
        #expect(!"H 72°".hasSameUTF8(as: "H 73°"))
        #expect(!"ab".hasSameUTF8(as: "abc"))
        // A string that is not stored as UTF-8 contiguously (a bridged or lazily made one
        // takes the byte-by-byte path) compares the same way.
        let substring = "xx H 72° xx".dropFirst(3).dropLast(3)
        #expect(String(substring).hasSameUTF8(as: "H 72°"))
    }
}
