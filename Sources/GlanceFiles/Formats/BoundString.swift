import Foundation

/// A string with `{{name}}` bindings, split into text and names once: how ROM strings are
/// filled from an entry's data, whether read from JSON (`ViewReader.string`) or bound into a
/// compiled template (`RomTemplate`).
struct BoundString: Sendable {
    enum Piece: Sendable {
        case literal(String)
        case binding(String)
    }
    var pieces: [Piece]

    /// The string filled from `value`, or nil when a name has no value.
    func filled(_ value: (String) -> String?) -> String? {
        var out = ""
        for piece in pieces {
            switch piece {
            case .literal(let s): out += s
            case .binding(let name):
                guard let v = value(name) else { return nil }
                out += v
            }
        }
        return out
    }
}

extension BoundString {
    /// Splits `s` byte by byte: `{{ name }}` up to the first `}}` after it (the name without
    /// the spaces around it); a `{{` with no `}}` after it is text to the end.
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

    /// The names bound, in order.
    var names: [String] { pieces.compactMap { if case .binding(let name) = $0 { name } else { nil } } }

    /// Whether `bytes` (a string's UTF-8, or JSON kept as text) hold a `{{`.
    static func hasBindings(_ bytes: some Sequence<UInt8>) -> Bool {
        var previous: UInt8 = 0
        for byte in bytes {
            if byte == UInt8(ascii: "{") && previous == byte { return true }
            previous = byte
        }
        return false
    }
}
