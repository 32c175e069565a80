/// Where something is in a file: 1-based line and column.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    // Kept in 32 bits each: every JSON value carries one, and files are at most a few MB.
    private var storedLine: UInt32
    private var storedColumn: UInt32
    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = UInt32(clamping: newValue) }
    }
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = UInt32(clamping: newValue) }
    }
    public init(line: Int, column: Int) {
        storedLine = UInt32(clamping: line)
        storedColumn = UInt32(clamping: column)
    }
    public var description: String { "\(line):\(column)" }
}

/// A parsed JSON value that remembers where it was written.
public struct JSONNode: Sendable {
    /// Not `indirect`: arrays and objects already hold their members out of line, so scalars
    /// are stored in place rather than in a box of their own (a ROM keeps its entries' trees).
    public enum Value: Sendable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([JSONNode])
        /// Members in the order written, with where each key was.
        case object([(key: String, location: SourceLocation, value: JSONNode)])
        /// A value checked for syntax and kept as text, parsed when it is read (see
        /// `JSONParser.parse(_:deferringMembersOf:)`).
        case deferred(JSONText)
    }

    public var value: Value
    public var location: SourceLocation

    /// Whether this is a string.
    public var isString: Bool {
        if case .string = value { return true }
        return false
    }

    /// What kind of value this is, for error messages.
    public var kindName: String {
        switch value {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string(let s): "the string \"\(s.count > 40 ? String(s.prefix(40)) + "…" : s)\""
        case .array: "an array"
        case .object: "an object"
        case .deferred(let text): text.bytes[text.range.lowerBound] == UInt8(ascii: "{") ? "an object" : "a value"
        }
    }

    /// The node with a deferred value parsed, with lines and columns as in the file; any other
    /// node as it is. The text was checked when the file was parsed (with the default limits).
    /// Members named in `keepingAsText` stay text, for a reader that hands them on whole.
    public func parsed(keepingAsText: Set<String> = []) throws(JSONSyntaxError) -> JSONNode {
        guard case .deferred(let text) = value else { return self }
        return try JSONParser.parse(text, keepingAsText: keepingAsText)
    }
}

/// Limits that keep hostile files from exhausting the firmware.
public struct JSONLimits: Sendable {
    public var maxBytes = 8 << 20
    public var maxDepth = 64
    public var maxStringLength = 16_384
    public var maxArrayCount = 100_000
    public init() {}
}

/// A file that is not JSON, or breaks a limit.
public struct JSONSyntaxError: Error, Sendable, CustomStringConvertible {
    public var message: String
    public var location: SourceLocation
    public var description: String { "\(location): \(message)" }
}
