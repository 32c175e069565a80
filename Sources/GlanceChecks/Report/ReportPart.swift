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
            throw MergeError("\(path): not JSON (\(CheckPart.lineOf(error, in: data))): expected a part written by glance check --json or GLANCE_RESULTS")
        }
        switch kind {
        case nil: return .check(try CheckPart.read(path, data: data))
        case "goldens": return .goldens(try GoldenRun.read(path, data: data))
        case let other?: throw MergeError("\(path): kind: '\(other)' is not a part glance report knows (goldens, or none for a check)")
        }
    }
}

/// Everything `glance report` was given, merged: the check run (when parts of one were given),
/// the golden matrices, and the warnings of the merge.
public struct MergedReport: Sendable {
    public var check: CheckReport.Merged?
    public var goldens: [GoldenRun]
    public var warnings: [String]

    /// Merges parts of at most one check run and any golden matrices.
    public static func merge(_ files: [(file: String, part: ReportPart)]) throws(MergeError) -> MergedReport {
        var checks: [(file: String, part: CheckPart)] = [], goldens: [(file: String, run: GoldenRun)] = []
        for (file, part) in files {
            switch part {
            case .check(let c): checks.append((file, c))
            case .goldens(let g): goldens.append((file, g))
            }
        }
        let check = checks.isEmpty ? nil : try CheckReport.merge(checks)
        let (runs, goldenWarnings) = try GoldenRun.merge(goldens)
        return MergedReport(check: check, goldens: runs, warnings: (check?.warnings ?? []) + goldenWarnings)
    }

    /// Whether the run fails: a check finding at `threshold` or worse, or a golden cell that did not pass.
    public func fails(at threshold: Severity) -> Bool {
        (check?.report.fails(at: threshold) ?? false) || goldens.contains(where: \.fails)
    }

    /// The goldens' lines of the text report: totals, then the first 20 cells that did not pass.
    public var goldenText: String {
        guard !goldens.isEmpty else { return "" }
        let cells = goldens.flatMap(\.cells)
        let bad = goldens.flatMap { run in run.cells.filter { $0.status != .passed }.map { (run.test, $0) } }
        var lines = ["Goldens: \(cells.count) cells in \(goldens.count) matri\(goldens.count == 1 ? "x" : "ces"), \(cells.count - bad.count) passed, \(bad.count) did not"]
        for (test, cell) in bad.prefix(20) { lines.append("  \(cell.status.rawValue): \(test): \(cell.name)") }
        if bad.count > 20 { lines.append("  and \(bad.count - 20) more (the JSON, JUnit and HTML list them all)") }
        return lines.joined(separator: "\n")
    }
}
