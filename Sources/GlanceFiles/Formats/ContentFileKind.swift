/// Which of Glance's file formats a JSON file is written in, told by its top-level fields:
/// a face has `slots`, a ROM `widgets`. Commands that take both sort them with this.
public enum ContentFileKind: String, Sendable {
    case face
    case rom

    /// The kind `bytes` are, or nil when they are not a JSON object with a telling field (the
    /// decoder for the expected kind then says what is wrong, with lines).
    public init?(_ bytes: [UInt8]) {
        guard let node = try? JSONParser.parse(bytes), case .object(let members) = node.value else { return nil }
        let keys = Set(members.map(\.key))
        if keys.contains("slots") {
            self = .face
        } else if keys.contains("widgets") {
            self = .rom
        } else {
            return nil
        }
    }
}
