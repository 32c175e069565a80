import Foundation

/// What `glance bench` measured, as written to `--json` and read back by `--baseline` and
/// `glance bench merge`. Times are in nanoseconds.
struct BenchReport: Codable, Equatable, Sendable {
    /// The file format; readers refuse any other.
    static let currentFormat = "glance-bench/1"

    var format = BenchReport.currentFormat
    var timeUnit = "ns"
    var configuration: Configuration
    /// One per process that measured rows: one for a plain run, one per part for a merged one.
    var runs: [Run]
    /// In the order of the full, unsharded list.
    var rows: [Row]

    /// What was measured and how; parts of one benchmark have the same configuration.
    struct Configuration: Codable, Equatable, Sendable {
        var glanceVersion: String
        /// `debug` or `release`.
        var build: String
        var roms: [String]
        /// The widget bundle program measured, if any.
        var bundle: String?
        /// The families asked for; empty for every family each widget supports.
        var families: [String]
        var devices: [String]
        var states: [String]
        var modes: [String]
        var tint: String
        /// Measured renders of each entry, when fixed.
        var iterations: Int?
        /// Warm-up renders of each entry, not measured.
        var warmup: Int
        /// Least measuring time per row in nanoseconds, when asked for.
        var minTime: Double?
        /// Asset catalogs given on the command line (a ROM's own are part of the ROM).
        var assets: [String]
        /// Rows in the full list, all parts together.
        var totalRows: Int
        /// How many parts the rows were split into; `nil` when not split.
        var shardCount: Int?

        /// `name: mine vs other` for every field that differs.
        func differences(from other: Configuration) -> [String] {
            zip(Mirror(reflecting: self).children, Mirror(reflecting: other).children).compactMap { mine, theirs in
                let (a, b) = (Self.text(mine.value), Self.text(theirs.value))
                return a == b ? nil : "\(mine.label ?? "?"): \(a) vs \(b)"
            }
        }

        private static func text(_ value: Any) -> String {
            if let array = value as? [String] { return array.isEmpty ? "(all)" : array.joined(separator: ",") }
            let mirror = Mirror(reflecting: value)
            if mirror.displayStyle == .optional { return mirror.children.first.map { "\($0.value)" } ?? "none" }
            return "\(value)"
        }
    }

    /// One process's run: where, when, with what, and what it cost.
    struct Run: Codable, Equatable, Sendable {
        /// Which part (from 1), when the rows were split.
        var shard: Int?
        /// ISO 8601, UTC.
        var date: String
        var machine: MachineInfo
        var swiftVersion: String
        /// Peak resident memory of the whole process.
        var peakMemoryBytes: Int?
        /// Wall time of the whole run.
        var seconds: Double
        var rows: Int
        /// The machine's stalls, probed between rows (see `MachineStalls`); `nil` in reports from before.
        var stalls: MachineStalls.Summary? = nil
    }

    /// One widget × family × device × state × mode, every entry rendered many times.
    struct Row: Codable, Equatable, Sendable {
        /// Where the row is in the full, unsharded list (from 0).
        var index: Int
        var rom: String
        var widget: String
        var family: String
        var device: String
        var state: String
        var mode: String
        /// Timeline entries, rendered in turn.
        var entries: Int
        /// Render time per entry: resolve + layout + raster, replayed after the warm-up.
        var render: BenchSummary
        /// Each entry's first render in this row, before the warm-up: what a watch pays when its
        /// timeline moves on to an entry it has not drawn. `nil` in reports from before.
        var firstRender: BenchSummary? = nil
        /// The median layout time of those first renders.
        var firstLayoutMedian: Double? = nil
        /// The median resolve and raster times of those first renders (JSON only).
        var firstResolveMedian: Double? = nil
        var firstRasterMedian: Double? = nil
        /// The median time the plain C reference (`CPlainDraw`) took to draw each first render's
        /// picture: every string shaped anew with HarfBuzz, drawn with cairo. `nil` in reports from before.
        var referenceMedian: Double? = nil

        /// The first render's median as a multiple of the plain C reference's.
        var firstToReference: Double? {
            guard let first = firstRender?.median, let reference = referenceMedian, reference > 0 else { return nil }
            return first / reference
        }
        /// Medians of each phase; they need not add up to the render median.
        var resolveMedian: Double
        var layoutMedian: Double
        var rasterMedian: Double
        /// Renders per second of measured time.
        var entriesPerSecond: Double
        /// The median render time of each entry, in timeline order.
        var entryMedians: [Double]
        /// The p99 a render that always took this row's median would show on this machine: the
        /// median plus the stalls probed during the run (see `MachineStalls`). `nil` when too
        /// little was probed, and in reports from before.
        var stallP99: Double? = nil

        /// What identifies the row across runs.
        var key: String { [rom, widget, family, device, state, mode].joined(separator: " · ") }

        /// The row's name for people: widget, family and whatever else is not the same in every row.
        func label(showing columns: Set<String> = []) -> String { self.columns(showing: columns).joined(separator: " ") }

        /// The parts of the row's name: widget, family, then device, state and mode where `columns` has them.
        func columns(showing columns: Set<String>) -> [String] {
            var parts = [widget, family]
            if columns.contains("device") { parts.append(device) }
            if columns.contains("state") { parts.append(state) }
            if columns.contains("mode") { parts.append(mode) }
            return parts
        }
    }

    /// Which of device, state and mode differ between rows (the rest are said once, in the header).
    var varyingColumns: Set<String> {
        var result = Set<String>()
        if Set(rows.map(\.device)).count > 1 { result.insert("device") }
        if Set(rows.map(\.state)).count > 1 { result.insert("state") }
        if Set(rows.map(\.mode)).count > 1 { result.insert("mode") }
        return result
    }

    /// The JSON text, keys sorted so files diff well.
    func encoded() throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode(self)) + [10]
    }

    /// Reads a report written by `glance bench --json`, or fails naming the file and what is wrong.
    static func read(_ path: String) throws -> BenchReport {
        guard let data = FileManager.default.contents(atPath: path) else { throw CommandFailure("\(path): cannot read the file") }
        struct Format: Decodable { var format: String? }
        if let format = (try? JSONDecoder().decode(Format.self, from: data))?.format, format != currentFormat {
            throw CommandFailure("\(path): format '\(format)' is not \(currentFormat), which this glance reads")
        }
        do {
            return try JSONDecoder().decode(BenchReport.self, from: data)
        } catch let error as DecodingError {
            throw CommandFailure("\(path): not a glance bench report: \(Self.describe(error))")
        }
    }

    /// A decoding error as the field path and what was wrong there.
    private static func describe(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            let names = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return String(names.drop { $0 == "." })
        }
        func at(_ context: DecodingError.Context) -> String { path(context).isEmpty ? "" : path(context) + ": " }
        switch error {
        case .keyNotFound(let key, let context): return "\(at(context))missing field '\(key.stringValue)'"
        case .typeMismatch(let type, let context): return "\(at(context))expected \(type)"
        case .valueNotFound(let type, let context): return "\(at(context))expected \(type), found null"
        case .dataCorrupted(let context): return "\(at(context))\(context.debugDescription)"
        @unknown default: return "\(error)"
        }
    }
}
