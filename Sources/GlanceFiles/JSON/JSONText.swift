/// A value's JSON text, kept unparsed: the file's bytes (shared, not copied), where the value
/// lies in them and where it starts. A ROM keeps its entries' views so: their text costs a
/// fraction of their parse tree, and each is parsed when it is read (`JSONNode.parsed()`).
/// A class, so that a deferred `JSONNode` is no larger than any other.
public final class JSONText: Sendable {
    let bytes: [UInt8]
    let range: Range<Int>
    let location: SourceLocation
    /// The offset of the first byte of the value's first line, for columns.
    let lineStart: Int
    let depth: Int

    init(bytes: [UInt8], range: Range<Int>, location: SourceLocation, lineStart: Int, depth: Int) {
        (self.bytes, self.range, self.location, self.lineStart, self.depth) = (bytes, range, location, lineStart, depth)
    }
}
