import Foundation

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
