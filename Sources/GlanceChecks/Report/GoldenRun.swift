import Foundation

/// The result of one golden matrix (`assertWidgetSnapshots`) in one run: every cell it
/// checked, passing or not, with the paths of its golden, actual and difference images.
/// GlanceTesting writes it where `GLANCE_RESULTS` says (and beside its failures);
/// `glance report` merges the parts of sharded runs and shows them in its HTML.
public struct GoldenRun: Codable, Sendable, Equatable {
    /// One cell: a family on a device in a state (at an entry), compared with its golden.
    public struct Cell: Codable, Sendable, Equatable {
        /// How the comparison ended.
        public enum Status: String, Codable, Sendable, CaseIterable {
            case passed, failed, recorded, missing, error
        }
        /// The golden's name in its test file's folder: `weather.accessoryCircular.watch-45mm.locked`.
        public var name: String
        public var family: String
        public var device: String
        public var state: String
        public var entry: String?
        public var status: Status
        public var message: String?
        /// Absolute paths; the actual and difference images exist only for a failed cell.
        public var golden: String?
        public var actual: String?
        public var diff: String?

        public init(
            name: String, family: String, device: String, state: String, entry: String? = nil, status: Status, message: String? = nil,
            golden: String? = nil, actual: String? = nil, diff: String? = nil
        ) {
            (self.name, self.family, self.device, self.state, self.entry) = (name, family, device, state, entry)
            (self.status, self.message, self.golden, self.actual, self.diff) = (status, message, golden, actual, diff)
        }
    }

    /// Tells a golden result from a check report when `glance report` reads a part.
    public var kind = "goldens"
    /// The matrix: the test file's name and the name the goldens start with (`WeatherTests/weather`).
    public var test: String
    /// The widget's kind (or the view's name).
    public var widget: String
    public var shard: String
    /// The tolerance, as `ImageTolerance` describes it: parts of one matrix must share it.
    public var tolerance: String
    public var cells: [Cell]

    public init(test: String, widget: String, shard: String, tolerance: String, cells: [Cell]) {
        (self.test, self.widget, self.shard, self.tolerance, self.cells) = (test, widget, shard, tolerance, cells)
    }

    /// Whether any cell did not pass (a recorded golden fails the run, as it fails the test).
    public var fails: Bool { cells.contains { $0.status != .passed } }

    /// The environment variable naming the folder results are written to.
    public static let environmentKey = "GLANCE_RESULTS"

    /// The file name of this part: the test, with its shard when the matrix is split.
    public var fileName: String {
        let base = test.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "." ? $0 : "_" }
        return String(base) + (shard == "1/1" ? "" : ".part-" + shard.replacingOccurrences(of: "/", with: "-of-")) + ".golden.json"
    }

    /// The JSON written for `glance report`.
    public func json() throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode(self)) + [10]
    }
}
