import Foundation

/// A strict JSON parser (RFC 8259) that records each value's line and column, enforces
/// limits, and reports the first syntax error; it never traps, whatever the bytes.
public struct JSONParser {
    public let limits: JSONLimits
    private let bytes: [UInt8]
    private var i = 0
    private var line = 1
    private var lineStart = 0
    /// Keys whose object's members are kept as text (`JSONNode.Value.deferred`).
    private var deferringMembersOf: Set<String> = []
    /// Keys whose values, in text already checked, are kept as text without being parsed.
    private var checkedKeptAsText: Set<String> = []

    public init(bytes: [UInt8], limits: JSONLimits = JSONLimits()) {
        self.bytes = bytes
        self.limits = limits
    }

    /// Parses one JSON document. Where a member named in `deferringMembersOf` is an object,
    /// that object's members are checked as any value is, then kept as text
    /// (`JSONNode.Value.deferred`) rather than as trees: a ROM's views, parsed when they are read.
    public static func parse(
        _ bytes: [UInt8], limits: JSONLimits = JSONLimits(), deferringMembersOf: Set<String> = []
    ) throws(JSONSyntaxError) -> JSONNode {
        var parser = JSONParser(bytes: bytes, limits: limits)
        parser.deferringMembersOf = deferringMembersOf
        guard bytes.count <= limits.maxBytes else {
            throw JSONSyntaxError(message: "file is \(bytes.count) bytes; the limit is \(limits.maxBytes)", location: SourceLocation(line: 1, column: 1))
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.i = 3 }  // a UTF-8 byte-order mark
        if let bad = firstInvalidUTF8(bytes) {
            let line = 1 + bytes[..<bad].count { $0 == 0x0A }
            let lineStart = (bytes[..<bad].lastIndex(of: 0x0A) ?? -1) + 1
            throw JSONSyntaxError(
                message: String(format: "not UTF-8: byte 0x%02X does not belong here (files are read strictly, never repaired)", bytes[bad]),
                location: SourceLocation(line: line, column: bad - lineStart + 1))
        }
        parser.skipSpace()
        let node = try parser.value(depth: 0)
        parser.skipSpace()
        guard parser.i == bytes.count else { throw parser.error("unexpected \(parser.describeHere()) after the end of the document") }
        return node
    }

    /// Parses a value kept as text. Members named in `keepingAsText` are kept as text again,
    /// passed over without a tree being built (the text was checked when the file was parsed).
    static func parse(_ text: JSONText, keepingAsText: Set<String> = []) throws(JSONSyntaxError) -> JSONNode {
        var parser = JSONParser(bytes: text.bytes)
        (parser.i, parser.line, parser.lineStart) = (text.range.lowerBound, text.location.line, text.lineStart)
        parser.checkedKeptAsText = keepingAsText
        let node = try parser.value(depth: text.depth)
        guard parser.i == text.range.upperBound else { throw parser.error("the kept text does not end where its value does") }
        return node
    }

    private var here: SourceLocation { SourceLocation(line: line, column: i - lineStart + 1) }

    private func error(_ message: String, at location: SourceLocation? = nil) -> JSONSyntaxError {
        JSONSyntaxError(message: message, location: location ?? here)
    }

    /// The offset of the first byte that is not part of well-formed UTF-8, if any.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        if !bytes.contains(where: { $0 >= 0x80 }) { return nil }
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    private func describeHere() -> String {
        guard i < bytes.count else { return "end of file" }
        let b = bytes[i]
        return b >= 0x20 && b < 0x7F ? "'\(Character(Unicode.Scalar(b)))'" : String(format: "byte 0x%02X", b)
    }

    private mutating func skipSpace() {
        while i < bytes.count {
            switch bytes[i] {
            case 0x20, 0x09, 0x0D: i += 1
            case 0x0A:
                i += 1
                line += 1
                lineStart = i
            default: return
            }
        }
    }

    private mutating func value(depth: Int) throws(JSONSyntaxError) -> JSONNode {
        guard depth < limits.maxDepth else { throw error("nesting deeper than \(limits.maxDepth) levels") }
        let start = here
        guard i < bytes.count else { throw error("expected a value, found the end of file") }
        switch bytes[i] {
        case UInt8(ascii: "{"): return JSONNode(value: try object(depth: depth), location: start)
        case UInt8(ascii: "["): return JSONNode(value: try array(depth: depth), location: start)
        case UInt8(ascii: "\""): return JSONNode(value: .string(try string()), location: start)
        case UInt8(ascii: "t"): try literal("true"); return JSONNode(value: .bool(true), location: start)
        case UInt8(ascii: "f"): try literal("false"); return JSONNode(value: .bool(false), location: start)
        case UInt8(ascii: "n"): try literal("null"); return JSONNode(value: .null, location: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return JSONNode(value: .number(try number()), location: start)
        default: throw error("expected a value, found \(describeHere())")
        }
    }

    private mutating func literal(_ word: String) throws(JSONSyntaxError) {
        let w = Array(word.utf8)
        guard i + w.count <= bytes.count, Array(bytes[i..<(i + w.count)]) == w else {
            throw error("expected a value, found \(describeHere())")
        }
        i += w.count
    }

    private mutating func object(depth: Int, deferringMembers: Bool = false) throws(JSONSyntaxError) -> JSONNode.Value {
        i += 1
        var members: [(key: String, location: SourceLocation, value: JSONNode)] = []
        skipSpace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "}") {
            i += 1
            return .object(members)
        }
        while true {
            skipSpace()
            let keyAt = here
            guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { throw error("expected a field name in quotes, found \(describeHere())") }
            let key = try string()
            skipSpace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { throw error("expected ':' after \"\(key)\", found \(describeHere())") }
            i += 1
            skipSpace()
            members.append((key, keyAt, try member(key, depth: depth + 1, deferred: deferringMembers)))
            guard members.count <= limits.maxArrayCount else { throw error("more than \(limits.maxArrayCount) fields") }
            skipSpace()
            guard i < bytes.count else { throw error("unterminated object: expected ',' or '}', found the end of file") }
            if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
            if bytes[i] == UInt8(ascii: "}") { i += 1; return .object(members) }
            throw error("expected ',' or '}' in the object, found \(describeHere())")
        }
    }

    /// A member's value: parsed, kept as text (`deferred`), or an object whose members are kept as text.
    private mutating func member(_ key: String, depth: Int, deferred: Bool) throws(JSONSyntaxError) -> JSONNode {
        // Kept as text: checked as any value is, or, in text checked before, passed over.
        let checked = !checkedKeptAsText.isEmpty && checkedKeptAsText.contains(key)
        if deferred || checked {
            let (start, location, firstLineStart) = (i, here, lineStart)
            if checked { try skipChecked() } else { _ = try value(depth: depth) }
            let text = JSONText(bytes: bytes, range: start..<i, location: location, lineStart: firstLineStart, depth: depth)
            return JSONNode(value: .deferred(text), location: location)
        }
        if deferringMembersOf.contains(key), i < bytes.count, bytes[i] == UInt8(ascii: "{"), depth < limits.maxDepth {
            let location = here
            return JSONNode(value: try object(depth: depth, deferringMembers: true), location: location)
        }
        return try value(depth: depth)
    }

    /// Moves past the value at `i`, in text the parser has checked before: brackets are
    /// counted and strings passed over, nothing is built. Text that was not checked ends in
    /// an error, never a trap.
    private mutating func skipChecked() throws(JSONSyntaxError) {
        let start = here
        guard i < bytes.count else { throw error("expected a value, found the end of file") }
        switch bytes[i] {
        case UInt8(ascii: "\""): try skipCheckedString(start)
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var depth = 0
            repeat {
                guard i < bytes.count else { throw error("the kept text ends inside a value", at: start) }
                switch bytes[i] {
                case UInt8(ascii: "{"), UInt8(ascii: "["): (depth, i) = (depth + 1, i + 1)
                case UInt8(ascii: "}"), UInt8(ascii: "]"): (depth, i) = (depth - 1, i + 1)
                case UInt8(ascii: "\""): try skipCheckedString(start)
                case 0x0A: (i, line, lineStart) = (i + 1, line + 1, i + 1)
                default: i += 1
                }
            } while depth > 0
        default:  // a number or a literal
            while i < bytes.count, !Self.endsScalar(bytes[i]) { i += 1 }
        }
    }

    private mutating func skipCheckedString(_ start: SourceLocation) throws(JSONSyntaxError) {
        i += 1
        while i < bytes.count, bytes[i] != UInt8(ascii: "\"") { i += bytes[i] == UInt8(ascii: "\\") ? 2 : 1 }
        guard i < bytes.count else { throw error("the kept text ends inside a string", at: start) }
        i += 1
    }

    private static func endsScalar(_ b: UInt8) -> Bool {
        b == UInt8(ascii: ",") || b == UInt8(ascii: "}") || b == UInt8(ascii: "]") || b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D
    }

    private mutating func array(depth: Int) throws(JSONSyntaxError) -> JSONNode.Value {
        i += 1
        var items: [JSONNode] = []
        skipSpace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "]") {
            i += 1
            return .array(items)
        }
        while true {
            skipSpace()
            items.append(try value(depth: depth + 1))
            guard items.count <= limits.maxArrayCount else { throw error("more than \(limits.maxArrayCount) items") }
            skipSpace()
            guard i < bytes.count else { throw error("unterminated array: expected ',' or ']', found the end of file") }
            if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
            if bytes[i] == UInt8(ascii: "]") { i += 1; return .array(items) }
            throw error("expected ',' or ']' in the array, found \(describeHere())")
        }
    }

    private mutating func string() throws(JSONSyntaxError) -> String {
        let start = here
        i += 1
        // Most strings have no escape: one slice of the bytes, checked as UTF-8 when the file was.
        let first = i
        while i < bytes.count, bytes[i] != UInt8(ascii: "\""), bytes[i] != UInt8(ascii: "\\"), bytes[i] >= 0x20 { i += 1 }
        if i < bytes.count, bytes[i] == UInt8(ascii: "\""), i - first <= limits.maxStringLength {
            let s = bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[first..<i]), as: UTF8.self) }
            i += 1
            return s
        }
        i = first
        var utf8: [UInt8] = []
        var length = 0
        while true {
            guard i < bytes.count else { throw error("unterminated string", at: start) }
            let b = bytes[i]
            if b == UInt8(ascii: "\"") {
                i += 1
                break
            }
            length += 1
            guard length <= limits.maxStringLength else { throw error("string longer than \(limits.maxStringLength) characters", at: start) }
            if b < 0x20 { throw error("control character in a string (write it as an escape such as \\n)") }
            if b != UInt8(ascii: "\\") {
                utf8.append(b)
                i += 1
                continue
            }
            i += 1
            guard i < bytes.count else { throw error("unterminated escape in a string") }
            let e = bytes[i]
            i += 1
            let scalar: Unicode.Scalar
            switch e {
            case UInt8(ascii: "\""): scalar = "\""
            case UInt8(ascii: "\\"): scalar = "\\"
            case UInt8(ascii: "/"): scalar = "/"
            case UInt8(ascii: "b"): scalar = "\u{08}"
            case UInt8(ascii: "f"): scalar = "\u{0C}"
            case UInt8(ascii: "n"): scalar = "\n"
            case UInt8(ascii: "r"): scalar = "\r"
            case UInt8(ascii: "t"): scalar = "\t"
            case UInt8(ascii: "u"):
                var code = try hex4()
                if (0xD800...0xDBFF).contains(code) {
                    guard i + 1 < bytes.count, bytes[i] == UInt8(ascii: "\\"), bytes[i + 1] == UInt8(ascii: "u") else {
                        throw error("a \\u surrogate pair is missing its second half")
                    }
                    i += 2
                    let low = try hex4()
                    guard (0xDC00...0xDFFF).contains(low) else { throw error("invalid \\u surrogate pair") }
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let named = Unicode.Scalar(code) else { throw error("\\u escape names no character") }
                scalar = named
            default:
                throw error("unknown escape '\\\(Character(Unicode.Scalar(e)))' in a string")
            }
            UTF8.encode(scalar) { utf8.append($0) }
        }
        return String(decoding: utf8, as: UTF8.self)
    }

    private mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
        guard i + 4 <= bytes.count else { throw error("\\u escape needs four hex digits") }
        var v: UInt32 = 0
        for _ in 0..<4 {
            let b = bytes[i]
            let d: UInt32
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): d = UInt32(b - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): d = UInt32(b - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): d = UInt32(b - UInt8(ascii: "A") + 10)
            default: throw error("\\u escape needs four hex digits")
            }
            v = v * 16 + d
            i += 1
        }
        return v
    }

    private mutating func number() throws(JSONSyntaxError) -> Double {
        let start = i
        func digits() -> Int {
            let s = i
            while i < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[i]) { i += 1 }
            return i - s
        }
        if bytes[i] == UInt8(ascii: "-") { i += 1 }
        guard i < bytes.count else { throw error("a number needs digits") }
        if bytes[i] == UInt8(ascii: "0") {
            i += 1
            if i < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[i]) { throw error("numbers may not start with 0") }
        } else if digits() == 0 {
            throw error("a number needs digits, found \(describeHere())")
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            i += 1
            guard digits() > 0 else { throw error("a decimal point needs digits after it") }
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            guard digits() > 0 else { throw error("an exponent needs digits") }
        }
        guard i - start <= 64, let value = Double(String(decoding: bytes[start..<i], as: UTF8.self)), value.isFinite else {
            throw error("number out of range")
        }
        return value
    }
}
