import Foundation
import GlanceGraphics

/// Reads values out of a parsed file, collecting every problem rather than stopping at the
/// first: each names the file, line and column, the field path, what was expected and what
/// was found.
public final class FileReader {
    public let file: String
    public internal(set) var problems: [FileProblem] = []
    /// Things that read but are probably mistakes (an SF Symbol name Glance does not draw):
    /// they do not stop the file loading.
    public internal(set) var warnings: [FileProblem] = []

    public init(file: String) { self.file = file }

    /// Parses `bytes` and reads the root with `read`, or throws every problem found, each once.
    /// Members of objects named in `deferringMembersOf` are kept as text (see `JSONParser`).
    static func decode<T>(
        _ bytes: [UInt8], file: String, deferringMembersOf: Set<String> = [], _ read: (JSONNode, FileReader) -> T?
    ) throws(FileErrors) -> T {
        let reader = FileReader(file: file)
        let root: JSONNode
        do {
            root = try JSONParser.parse(bytes, deferringMembersOf: deferringMembersOf)
        } catch {
            throw FileErrors([FileProblem(file: file, location: error.location, path: "", message: error.message)])
        }
        let value = read(root, reader)
        let problems = reader.problems.uniqued()  // a ROM template fails once, not once per entry
        guard problems.isEmpty, let value else { throw FileErrors(problems) }
        return value
    }

    public func problem(_ node: JSONNode?, _ path: String, _ message: String) {
        problems.append(FileProblem(file: file, location: node?.location, path: path, message: message))
    }

    public func warning(_ node: JSONNode?, _ path: String, _ message: String) {
        warnings.append(FileProblem(file: file, location: node?.location, path: path, message: message))
    }

    /// A value kept as text, parsed; a problem if it does not parse (it was checked when the
    /// file was, so only a hand-made one fails).
    public func parsed(_ node: JSONNode, _ path: String, keepingAsText: Set<String> = []) -> JSONNode? {
        do {
            return try node.parsed(keepingAsText: keepingAsText)
        } catch {
            problems.append(FileProblem(file: file, location: error.location, path: path, message: error.message))
            return nil
        }
    }

    func expected(_ what: String, _ node: JSONNode, _ path: String) {
        problem(node, path, "expected \(what), found \(node.kindName)")
    }

    /// The members of an object, checked against the fields it may have.
    public func object(_ node: JSONNode, _ path: String) -> ObjectReader? {
        guard case .object(let members) = node.value else {
            expected("an object", node, path)
            return nil
        }
        let object = ObjectReader(reader: self, node: node, path: path, fields: members)
        for member in object.repeated {
            problems.append(FileProblem(file: file, location: member.location, path: join(path, member.key), message: "field given twice"))
        }
        return object
    }

    public func string(_ node: JSONNode, _ path: String, nonEmpty: Bool = false) -> String? {
        guard case .string(let s) = node.value else {
            expected("a string", node, path)
            return nil
        }
        if nonEmpty && s.isEmpty { problem(node, path, "expected a non-empty string") }
        return s
    }

    public func number(_ node: JSONNode, _ path: String, in range: ClosedRange<Double>? = nil) -> Double? {
        guard case .number(let n) = node.value else {
            expected("a number", node, path)
            return nil
        }
        if let range, !range.contains(n) {
            problem(node, path, "expected a number from \(range.lowerBound.compact) to \(range.upperBound.compact), found \(n.compact)")
            return nil
        }
        return n
    }

    public func int(_ node: JSONNode, _ path: String, in range: ClosedRange<Int>) -> Int? {
        guard let n = number(node, path) else { return nil }
        guard n == n.rounded(), let i = Int(exactly: n), range.contains(i) else {
            problem(node, path, "expected a whole number from \(range.lowerBound) to \(range.upperBound), found \(n.compact)")
            return nil
        }
        return i
    }

    public func bool(_ node: JSONNode, _ path: String) -> Bool? {
        guard case .bool(let b) = node.value else {
            expected("true or false", node, path)
            return nil
        }
        return b
    }

    /// One of a fixed set of names, with a suggestion for near misses.
    public func choice<T: RawRepresentable & CaseIterable>(_ node: JSONNode, _ path: String, _: T.Type) -> T? where T.RawValue == String {
        guard let s = string(node, path) else { return nil }
        if let value = T(rawValue: s) { return value }
        let names = T.allCases.map(\.rawValue)
        let hint = suggestion(for: s, among: names).map { " (did you mean \"\($0)\"?)" } ?? ""
        problem(node, path, "expected one of \(names.map { "\"\($0)\"" }.joined(separator: ", ")), found \"\(s)\"\(hint)")
        return nil
    }

    /// A colour name, `#RRGGBB[AA]`, or `{ "asset": name }` for an asset catalog colour.
    public func color(_ node: JSONNode, _ path: String) -> Color? {
        if case .object = node.value {
            guard let o = object(node, path) else { return nil }
            defer { o.finish(allowed: ["asset"]) }
            return o.required("asset").flatMap { string($0.0, $0.1, nonEmpty: true) }.map(Color.init(asset:))
        }
        guard let s = string(node, path) else { return nil }
        guard let c = Color(parsing: s) else {
            problem(node, path, "expected a colour name (\(Color.named.map(\.name).prefix(6).joined(separator: ", ")), …) or #RRGGBB[AA], found \"\(s)\"")
            return nil
        }
        return c
    }

    /// The items of an array, with their paths.
    public func array(_ node: JSONNode, _ path: String, count range: ClosedRange<Int> = 0...10_000) -> [(JSONNode, String)]? {
        guard case .array(let items) = node.value else {
            expected("an array", node, path)
            return nil
        }
        guard range.contains(items.count) else {
            problem(node, path, "expected \(range.lowerBound)…\(range.upperBound) items, found \(items.count)")
            return nil
        }
        return items.enumerated().map { ($1, "\(path)[\($0)]") }
    }

    func join(_ path: String, _ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }
}

/// The fields of one object. Read the fields it may have, then call `finish`, which reports
/// any other field as an error with a did-you-mean suggestion.
public struct ObjectReader {
    let reader: FileReader
    public let node: JSONNode
    public let path: String
    /// The fields as written; where a name is given twice, the last counts.
    let fields: [(key: String, location: SourceLocation, value: JSONNode)]
    /// The index of each name's last field, for objects too large to search field by field.
    private let indices: [String: Int]?
    /// Most objects have a few fields: searched in order, not hashed (a ROM's views are read
    /// at every new entry); above this many, hashed.
    private static let searchedInOrder = 16

    init(reader: FileReader, node: JSONNode, path: String, fields: [(key: String, location: SourceLocation, value: JSONNode)]) {
        (self.reader, self.node, self.path, self.fields) = (reader, node, path, fields)
        indices =
            fields.count > Self.searchedInOrder ? Dictionary(fields.enumerated().map { ($1.key, $0) }, uniquingKeysWith: { _, last in last }) : nil
    }

    /// The fields whose name a field before them has.
    var repeated: [(key: String, location: SourceLocation, value: JSONNode)] {
        guard indices != nil else { return fields.enumerated().filter { i, f in fields[..<i].contains { $0.key == f.key } }.map(\.element) }
        var seen = Set<String>()
        return fields.filter { !seen.insert($0.key).inserted }
    }

    /// The index of the last field named `key`.
    func index(of key: String) -> Int? {
        if let indices { return indices[key] }
        return fields.lastIndex { $0.key == key }
    }

    private func member(_ key: String) -> (SourceLocation, JSONNode)? {
        index(of: key).map { (fields[$0].location, fields[$0].value) }
    }

    public func has(_ key: String) -> Bool { index(of: key) != nil }

    /// The object's field names, in written order.
    public var keys: [String] { fields.map(\.key) }

    /// A field that must be present.
    public func required(_ key: String) -> (JSONNode, String)? {
        guard let member = member(key) else {
            reader.problem(node, path, "missing field \"\(key)\"")
            return nil
        }
        return (member.1, reader.join(path, key))
    }

    /// A field that may be absent.
    public func optional(_ key: String) -> (JSONNode, String)? {
        member(key).map { ($0.1, reader.join(path, key)) }
    }

    /// Reports fields not among `allowed`. A file's top level may also name its JSON Schema in
    /// `"$schema"` (what editors add for completion), as a string.
    public func finish(allowed: [String]) {
        if path.isEmpty, let member = member("$schema"), !member.1.isString {
            reader.problems.append(
                FileProblem(file: reader.file, location: member.0, path: "$schema", message: "expected a string (the schema's path or URL), found \(member.1.kindName)"))
        }
        for field in fields where !allowed.contains(field.key) && !(path.isEmpty && field.key == "$schema") {
            let hint = suggestion(for: field.key, among: allowed).map { "; did you mean \"\($0)\"?" } ?? "; fields here: " + allowed.joined(separator: ", ")
            reader.problems.append(
                FileProblem(file: reader.file, location: member(field.key)?.0, path: reader.join(path, field.key), message: "unknown field\(hint)"))
        }
    }
}
