import Foundation
import GlanceUI

extension RomTemplate {
    /// Reads the template `node` (at `path` in `file`) into parts, dates in it counting from `start`.
    static func compile(_ node: JSONNode, path: String, file: String, start: Date) -> RomTemplate {
        RomTemplate(root: Compiler(file: file, start: start).part(node, path, depth: 0), file: file, start: start)
    }

    private struct Compiler {
        let file: String
        let start: Date

        /// `node` read without data: what it is when nothing in it is bound.
        func read(_ node: JSONNode, _ path: String, depth: Int) -> ViewNode? {
            let r = FileReader(file: file)
            let view = ViewReader(r: r, data: [:], start: start).view(node, path, depth: depth)
            return r.problems.isEmpty ? view : nil
        }

        func part(_ node: JSONNode, _ path: String, depth: Int) -> Part {
            guard Self.hasBindings(node) else { return read(node, path, depth: depth).map { .constant($0) } ?? .read(node, path, depth: depth) }
            guard depth < 32, case .object(let members) = node.value, let at = members.firstIndex(where: { ViewReader.kinds.contains($0.key) }),
                members.filter({ ViewReader.kinds.contains($0.key) }).count == 1,
                members.indices.allSatisfy({ $0 == at || !Self.hasBindings(members[$0].value) })
            else { return .read(node, path, depth: depth) }
            let kind = members[at].key, value = members[at].value, valuePath = path.isEmpty ? kind : "\(path).\(kind)"
            // The view with its bound value emptied, read once: the shell the entry's value goes into.
            func shell(_ empty: JSONNode.Value) -> ViewNode? {
                var copy = node, emptied = members
                emptied[at].value.value = empty
                copy.value = .object(emptied)
                return read(copy, path, depth: depth)
            }
            switch (kind, value.value) {
            case ("text", .string(let s)):
                guard let shell = shell(.string("")), case .text = shell.innermost else { break }
                return .text(Pieces(parsing: s), shell: shell)
            case ("hstack", .array(let items)), ("vstack", .array(let items)), ("zstack", .array(let items)):
                guard items.count <= 64, let shell = shell(.array([])), case .stack = shell.innermost else { break }
                return .stack(shell: shell, children: items.enumerated().map { part($1, "\(valuePath)[\($0)]", depth: depth + 1) })
            case ("group", .array(let items)):
                // A group's modifiers apply to each member: only a bare group is bound member by member.
                guard members.count == 1, items.count <= 64 else { break }
                return .group(items.enumerated().map { part($1, "\(valuePath)[\($0)]", depth: depth + 1) })
            default: break
            }
            return .read(node, path, depth: depth)
        }

        /// Whether a string in `node` holds `{{`; a value kept as text (an archived view) is searched as text.
        static func hasBindings(_ node: JSONNode) -> Bool {
            switch node.value {
            case .null, .bool, .number: false
            case .string(let s): RomTemplate.Pieces.hasBindings(s)
            case .array(let items): items.contains(where: hasBindings)
            case .object(let members): members.contains { hasBindings($0.value) }
            case .deferred(let text): text.bytes[text.range].indices.contains { i in
                    i + 1 < text.range.upperBound && text.bytes[i] == UInt8(ascii: "{") && text.bytes[i + 1] == UInt8(ascii: "{")
                }
            }
        }
    }
}

extension RomTemplate.Pieces {
    /// Splits `s` as `ViewReader.string` fills it, byte by byte: `{{ name }}` up to the first
    /// `}}` after it; a `{{` with no `}}` after it is text to the end.
    init(parsing s: String) {
        let bytes = Array(s.utf8)
        var pieces: [Piece] = [], literal: [UInt8] = [], i = 0
        func flush() {
            if !literal.isEmpty { pieces.append(.literal(String(decoding: literal, as: UTF8.self))) }
            literal = []
        }
        while i < bytes.count {
            guard bytes[i] == UInt8(ascii: "{"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "{") else {
                literal.append(bytes[i])
                i += 1
                continue
            }
            var close = i + 2
            while close + 1 < bytes.count, !(bytes[close] == UInt8(ascii: "}") && bytes[close + 1] == UInt8(ascii: "}")) { close += 1 }
            guard close + 1 < bytes.count else {
                literal += bytes[i...]
                break
            }
            flush()
            pieces.append(.binding(String(decoding: bytes[(i + 2)..<close], as: UTF8.self).trimmingSpaces))
            i = close + 2
        }
        flush()
        self.init(pieces: pieces)
    }

    /// Whether `s` holds a `{{`.
    static func hasBindings(_ s: String) -> Bool {
        var previous: UInt8 = 0
        for byte in s.utf8 {
            if byte == UInt8(ascii: "{") && previous == byte { return true }
            previous = byte
        }
        return false
    }
}
