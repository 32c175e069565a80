import Foundation

/// A file `glance report` merges: a part of a check run (`glance check --json`) or the result
/// of a golden matrix (GlanceTesting's `GLANCE_RESULTS`).
public enum ReportPart: Sendable {
    case check(CheckPart)
    case goldens(GoldenRun)

    /// Reads either kind; errors name the file and, for a malformed one, the field.
    public static func read(_ path: String) throws(MergeError) -> ReportPart {
        struct Kind: Decodable { var kind: String? }
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch { throw MergeError("\(path): cannot read: \(error.localizedDescription)") }
        let kind: String?
        do { kind = try JSONDecoder().decode(Kind.self, from: data).kind } catch {
            // JSONSerialization says where the text goes wrong; the decoder does not.
            var cause: any Error = error
            do { _ = try JSONSerialization.jsonObject(with: data) } catch let syntax { cause = syntax }
            throw MergeError("\(path): not JSON (\(CheckPart.lineOf(cause, in: data))): expected a part written by glance check --json or GLANCE_RESULTS")
        }
        switch kind {
        case nil: return .check(try CheckPart.read(path, data: data))
        case "goldens": return .goldens(try GoldenRun.read(path, data: data))
        case let other?: throw MergeError("\(path): kind: '\(other)' is not a part glance report knows (goldens, or none for a check)")
        }
    }
}
