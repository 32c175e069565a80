import GlanceGraphics
import Foundation

/// An archived view tree as a file carries it: a format version and the root node.
public struct ViewArchive: Codable, Hashable, Sendable {
    /// The format version this build writes and reads.
    public static let currentVersion = 1

    public var version: Int
    public var root: ViewNode

    public init(root: ViewNode) {
        self.version = Self.currentVersion
        self.root = root
    }

    /// Why an archive could not be read.
    public enum Failure: Error, CustomStringConvertible, Equatable {
        case unsupportedVersion(Int)
        case invalid(path: String, reason: String)

        public var description: String {
            switch self {
            case .unsupportedVersion(let v):
                "archive format version \(v) is not supported (this build reads version \(ViewArchive.currentVersion))"
            case .invalid(let path, let reason): "archive \(path.isEmpty ? "root" : path): \(reason)"
            }
        }
    }

    private enum Keys: String, CodingKey { case version, root }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        version = try c.decode(Int.self, forKey: .version)
        guard version == Self.currentVersion else { throw Failure.unsupportedVersion(version) }
        root = try c.decode(ViewNode.self, forKey: .root)
    }

    /// JSON with sorted keys, so equal trees give equal bytes; `.infinity` is written "infinity".
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "infinity", negativeInfinity: "-infinity", nan: "nan")
        return try encoder.encode(self)
    }

    /// Reads JSON; errors name the field path that failed.
    public static func decode(json data: Data) throws(Failure) -> ViewArchive {
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "infinity", negativeInfinity: "-infinity", nan: "nan")
        do {
            return try decoder.decode(ViewArchive.self, from: data)
        } catch let failure as Failure {
            throw failure
        } catch let DecodingError.keyNotFound(key, context) {
            throw .invalid(path: Self.path(context.codingPath), reason: "missing field '\(key.stringValue)'")
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context),
            let DecodingError.dataCorrupted(context)
        {
            throw .invalid(path: Self.path(context.codingPath), reason: context.debugDescription)
        } catch {
            throw .invalid(path: "", reason: "\(error)")
        }
    }

    static func path(_ keys: [any CodingKey]) -> String {
        keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined().trimmingCharacters(in: CharacterSet(charactersIn: "."))
    }
}
