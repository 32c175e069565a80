import Foundation
import GlanceTesting
import Testing

@testable import GlanceFiles

@Suite struct JSONParserTests {
    func parse(_ text: String, _ limits: JSONLimits = JSONLimits()) throws(JSONSyntaxError) -> JSONNode {
        try JSONParser.parse(Array(text.utf8), limits: limits)
    }

    func failure(_ text: String, _ limits: JSONLimits = JSONLimits()) -> JSONSyntaxError? {
        do {
            _ = try parse(text, limits)
            return nil
        } catch {
            return error
        }
    }

    @Test func valuesRememberTheirLineAndColumn() throws {
        let node = try parse("{\n  \"a\": [1, true],\n  \"b\": \"x\\u00e9\\ud83d\\ude00\"\n}")
        guard case .object(let members) = node.value else { Issue.record("not an object"); return }
        #expect(members.map(\.key) == ["a", "b"])
        #expect(members[0].location == SourceLocation(line: 2, column: 3))
        #expect(members[1].value.location == SourceLocation(line: 3, column: 8))
        guard case .string(let s) = members[1].value.value, case .array(let items) = members[0].value.value else { return }
        #expect(s == "xé😀")
        #expect(items[1].location == SourceLocation(line: 2, column: 12))
    }

    /// Strings read in one slice (no escape) and piece by piece (escapes) come out as
    /// Foundation's decoder reads them, and the length limit holds on both paths.
    @Test func stringsReadAsFoundationReadsThem() throws {
        var generator = SeededGenerator(seed: 47)
        let pieces = ["a", "Z", " ", "é", "😀", "°", "中", "\\n", "\\\"", "\\\\", "\\/", "\\u00e9", "\\ud83d\\ude00", "\\t", "\\u0000"]
        for _ in 0..<500 {
            let body = (0..<Int.random(in: 0...12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let text = "[\"\(body)\"]"
            let expected = try JSONDecoder().decode([String].self, from: Data(text.utf8))[0]
            guard case .array(let items) = try parse(text).value, case .string(let s) = items[0].value else {
                Issue.record("not a string: \(text) (seed \(generator.seed))")
                continue
            }
            #expect(Array(s.utf8) == Array(expected.utf8), "\(text) (seed \(generator.seed))")
        }
        var limits = JSONLimits()
        limits.maxStringLength = 4
        #expect(failure("\"abcd\"", limits) == nil)
        #expect(failure("\"abcde\"", limits)?.description == "1:1: string longer than 4 characters")
        #expect(failure("\"ab\\ncde\"", limits)?.description == "1:1: string longer than 4 characters")
        #expect(failure("\"ab\ncd\"")?.message.contains("control character") == true)
    }

    @Test func numbersFollowTheGrammar() throws {
        guard case .number(let n) = try parse("-12.5e2").value else { return }
        #expect(n == -1250)
        for bad in ["01", "1.", "-", ".5", "1e", "+1", "1e999", "NaN"] { #expect(failure(bad) != nil, "\(bad)") }
    }

    @Test func syntaxErrorsSayWhatAndWhere() {
        #expect(failure("{\"a\": 1,, \"b\": 2}")?.description == "1:9: expected a field name in quotes, found ','")
        #expect(failure("{\"a\" 1}")?.description == "1:6: expected ':' after \"a\", found '1'")
        #expect(failure("[1, 2")?.description == "1:6: unterminated array: expected ',' or ']', found the end of file")
        #expect(failure("\n\n  \"abc")?.description == "3:3: unterminated string")
        #expect(failure("{} x")?.description == "1:4: unexpected 'x' after the end of the document")
        #expect(failure("\"a\tb\"")?.message.contains("control character") == true)
        #expect(failure("\"\\q\"")?.message.contains("unknown escape") == true)
        #expect(failure("tru")?.message.contains("expected a value") == true)
    }

    @Test func limitsAreClearErrors() {
        var limits = JSONLimits()
        limits.maxDepth = 5
        #expect(failure(String(repeating: "[", count: 6) + String(repeating: "]", count: 6), limits)?.message == "nesting deeper than 5 levels")
        limits.maxStringLength = 3
        #expect(failure("\"abcd\"", limits)?.message == "string longer than 3 characters")
        limits.maxBytes = 4
        #expect(failure("[1, 2]", limits)?.message.contains("the limit is 4") == true)
        limits = JSONLimits()
        limits.maxArrayCount = 2
        #expect(failure("[1,2,3]", limits)?.message == "more than 2 items")
    }

    @Test func deepNestingIsRefusedWithoutExhaustingTheStack() {
        let deep = String(repeating: "[", count: 100_000)
        #expect(failure(deep)?.message == "nesting deeper than 64 levels")
    }

    @Test func randomBytesNeverTrap() {
        var generator = SeededGenerator(seed: 48)
        let alphabet = Array("{}[]\":,0123456789-+.eEtrufalsn \\u\n\t".utf8) + [0xFF, 0xC3, 0x00]
        for _ in 0..<3000 {
            let length = Int.random(in: 0..<40, using: &generator)
            let bytes = (0..<length).map { _ in alphabet.randomElement(using: &generator)! }
            _ = try? JSONParser.parse(bytes)
        }
    }
}
