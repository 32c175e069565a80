/// How a format is stored and compared: bytes out, bytes in, and a difference with an
/// optional picture of it.
public struct Diffing<Format> {
    public var toData: (Format) throws -> [UInt8]
    public var fromData: ([UInt8]) throws -> Format
    /// `nil` when the two match; otherwise what differs and, where one helps, an artifact showing it.
    public var diff: (_ reference: Format, _ actual: Format) -> (message: String, artifact: Format?)?

    public init(
        toData: @escaping (Format) throws -> [UInt8], fromData: @escaping ([UInt8]) throws -> Format,
        diff: @escaping (Format, Format) -> (message: String, artifact: Format?)?
    ) {
        self.toData = toData
        self.fromData = fromData
        self.diff = diff
    }
}

/// How a value becomes a snapshot: the format it is turned into and how that is diffed.
public struct Snapshotting<Value, Format> {
    public var pathExtension: String
    public var diffing: Diffing<Format>
    public var snapshot: (Value) throws -> Format

    public init(pathExtension: String, diffing: Diffing<Format>, snapshot: @escaping (Value) throws -> Format) {
        self.pathExtension = pathExtension
        self.diffing = diffing
        self.snapshot = snapshot
    }
}
