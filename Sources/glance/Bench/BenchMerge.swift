/// Joins the parts of one benchmark (`--shard i/n` runs, or runs of the same configuration
/// that measured different rows) into one report.
enum BenchMerge {
    /// The merged report and warnings for people, or a failure naming the files that do not fit:
    /// parts measured with another configuration, the same shard twice, or the same row twice.
    static func merge(_ parts: [(path: String, report: BenchReport)]) throws -> (report: BenchReport, warnings: [String]) {
        guard let (firstPath, first) = parts.first else { throw CommandFailure("nothing to merge: give the JSON files of the parts") }
        var warnings: [String] = []
        var shardFiles: [Int: String] = [:]
        var rowFiles: [String: String] = [:]
        var rows: [BenchReport.Row] = []
        var runs: [BenchReport.Run] = []
        for (path, report) in parts {
            let differences = report.configuration.differences(from: first.configuration)
            guard differences.isEmpty else {
                throw CommandFailure("\(path): measured with another configuration than \(firstPath); they cannot be merged:\n  " + differences.joined(separator: "\n  "))
            }
            for shard in report.runs.compactMap(\.shard) {
                if let other = shardFiles[shard] {
                    throw CommandFailure("\(path): shard \(shard)/\(report.configuration.shardCount ?? 0) is also in \(other)")
                }
                shardFiles[shard] = path
            }
            for row in report.rows {
                if let other = rowFiles[row.key] { throw CommandFailure("\(path): row \(row.key) is also in \(other)") }
                rowFiles[row.key] = path
            }
            rows += report.rows
            runs += report.runs
        }
        if let n = first.configuration.shardCount {
            let absent = (1...n).filter { shardFiles[$0] == nil }
            if !absent.isEmpty {
                warnings.append("shard\(absent.count == 1 ? "" : "s") \(absent.map(String.init).joined(separator: ", ")) of \(n) not given: the merged report has \(rows.count) of \(first.configuration.totalRows) rows")
            }
        }
        if Set(runs.map(\.machine)).count > 1 {
            warnings.append("the parts ran on different machines; compare rows from different parts with care")
        }
        var merged = first
        merged.runs = runs.sorted { ($0.shard ?? 0, $0.date) < ($1.shard ?? 0, $1.date) }
        merged.rows = rows.sorted { $0.index < $1.index }
        return (merged, warnings)
    }
}
