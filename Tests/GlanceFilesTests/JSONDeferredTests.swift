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

    /// The value reached through `keys`, object by object.
    func field(_ node: JSONNode, _ keys: [String]) -> JSONNode? {
        keys.reduce(node) { node, key in
            guard case .object(let members) = node?.value else { return nil }
            return members.last { $0.key == key }?.value
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

    /// A member kept as text when a deferred view is read (an archived view, handed to a
    /// decoder whole) is its exact text, and what follows it keeps its lines and columns.
    @Test func membersKeptAsTextWhenReadAreTheirTextAndLeaveLocationsRight() throws {
        let view = """
            {
              "views": { "a": {
                "archived": { "s": "a \\" ] } [ \\\\", "n": [1, -2.5e3, {"x": [true, null]}],
                  "next": "line" },
                "after": [ "x" ],
                "number": -12.5, "word": false, "last": "y"
              } }
            }
            """
        let bytes = Array(view.utf8)
        let deferred = try JSONParser.parse(bytes, deferringMembersOf: ["views"])
        let full = try JSONParser.parse(bytes)
        guard case .object(let top) = deferred.value, case .object(let views) = top[0].value.value else {
            Issue.record("not an object")
            return
        }
        for keep in [["archived"], ["archived", "number", "word", "last", "after"]] as [Set<String>] {
            let read = try views[0].value.parsed(keepingAsText: keep)
            guard case .object(let members) = read.value else {
                Issue.record("not an object")
                continue
            }
            for member in members where keep.contains(member.key) {
                guard case .deferred = member.value.value else { Issue.record("\(member.key) was parsed"); continue }
                // The kept text parses to the tree a full parse makes, at the same place.
                #expect(try dump(member.value) == dump(try #require(field(full, ["views", "a", member.key]))))
            }
            guard case .object(let fullMembers) = field(full, ["views", "a"])?.value else { return }
            let places = { (m: [(key: String, location: GlanceFiles.SourceLocation, value: JSONNode)]) in m.map { "\($0.key)@\($0.location) \($0.value.location)" } }
            #expect(places(members) == places(fullMembers))
            #expect(members.count == 5)
        }
        // Text that was never checked ends in an error, not a trap.
        for cut in 1..<24 {
            let text = JSONText(bytes: Array("{\"archived\": {\"s\": \"a\\\"b\", \"n\": [1]}}".utf8.prefix(14 + cut)), range: 0..<(14 + cut), location: GlanceFiles.SourceLocation(line: 1, column: 1), lineStart: 0, depth: 0)
            _ = try? JSONParser.parse(text, keepingAsText: ["archived"])
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
