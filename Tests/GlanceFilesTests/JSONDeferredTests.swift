import Foundation
import GlanceWidgets
import Testing

@testable import GlanceFiles

/// Members kept as text (a ROM's views): checked when the file is parsed, parsed to the same
/// tree, with the same lines and columns, when they are read.
@Suite struct JSONDeferredTests {
    let text = """
        {
          "views": {
            "a": { "text": "Hi \\u00e9", "list": [1, 2.5, true, null] },
            "b": [ { "deep": { "deeper": "x" } } ]
          },
          "other": { "kept": { "as": "tree" } }
        }
        """

    /// The tree with every deferred value parsed, as comparable text with locations.
    func dump(_ node: JSONNode) throws -> String {
        let node = try node.parsed()
        switch node.value {
        case .array(let items): return "\(node.location)[" + (try items.map(dump).joined(separator: ",")) + "]"
        case .object(let members):
            return "\(node.location){" + (try members.map { "\($0.key)@\($0.location):" + (try dump($0.value)) }.joined(separator: ",")) + "}"
        default: return "\(node.location)" + node.jsonText
        }
    }

    @Test func deferredMembersParseToTheTreeAFullParseMakes() throws {
        let bytes = Array(text.utf8)
        let full = try JSONParser.parse(bytes)
        let deferred = try JSONParser.parse(bytes, deferringMembersOf: ["views"])
        guard case .object(let members) = deferred.value, case .object(let views) = members[0].value.value else {
            Issue.record("not an object")
            return
        }
        // The members of "views" are text; "other", whose key is not named, is a tree.
        for view in views {
            guard case .deferred = view.value.value else { Issue.record("\(view.key) was parsed"); continue }
        }
        guard case .object(let other) = members[1].value.value, case .object = other[0].value.value else {
            Issue.record("\"other\" was not parsed")
            return
        }
        #expect(try dump(deferred) == dump(full))
        #expect(try views[0].value.parsed().location == SourceLocation(line: 3, column: 10))
    }

    @Test func aSyntaxErrorInADeferredMemberIsFoundWhenTheFileIsParsed() {
        let broken = Array(text.replacingOccurrences(of: "2.5", with: "2.").utf8)
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(broken, deferringMembersOf: ["views"]) }
        do {
            _ = try JSONParser.parse(broken, deferringMembersOf: ["views"])
        } catch {
            #expect(error.location.line == 3)
            #expect(error.message.contains("decimal point"))
        }
    }

    @Test func deferredMembersKeepTheDepthLimit() {
        let deep = "{\"views\": {\"a\": " + String(repeating: "[", count: 70) + String(repeating: "]", count: 70) + "}}"
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(Array(deep.utf8), deferringMembersOf: ["views"]) }
    }

    /// A ROM's problems inside an entry's view name the line and column in the file, though the
    /// view is kept as text until it is read.
    @Test func aRomViewProblemNamesItsLineAndPath() {
        let rom = """
            {
              "formatVersion": 1, "name": "t",
              "widgets": [{
                "kind": "k", "families": ["accessoryInline"],
                "timeline": { "entries": [
                  { "views": { "accessoryInline": { "text": "ok" } } },
                  { "views": { "accessoryInline": {
                      "txet": "typo" } } }
                ] }
              }]
            }
            """
        do {
            _ = try RomFile.decode(Array(rom.utf8), file: "t.json")
            Issue.record("decoded")
        } catch {
            let found = error.problems.map { "\($0.location.map(\.description) ?? "?") \($0.path)" }
            #expect(found.contains("7:39 widgets[0].timeline.entries[1].views.accessoryInline"), "\(found)")
            #expect(found.contains("8:11 widgets[0].timeline.entries[1].views.accessoryInline.txet"), "\(found)")
        }
    }
}
