/// A benchmark compared with an earlier one, row by row (rows match on ROM, widget, family,
/// device, state and mode). A row's median render time changed when the difference is beyond
/// both of these:
/// - `tolerance` of the earlier median (10% by default): runs on one machine drift by several
///   percent between processes (frequency, caches, neighbours), which no single run's spread shows;
/// - three standard errors of the difference of the two medians, each estimated from its run's
///   median absolute deviation and number of renders: rows measured with few renders, or very
///   noisily, need a larger difference before it means anything.
/// Slower is a regression (the command fails), faster an improvement.
struct BenchBaseline {
    /// One row measured in both runs.
    struct Change {
        enum Verdict { case regression, improvement, unchanged }
        var label: String
        var old: Double
        var new: Double
        /// The least difference that counts, in nanoseconds.
        var threshold: Double
        var verdict: Verdict
        var ratio: Double { old > 0 ? new / old - 1 : 0 }
    }

    var changes: [Change] = []
    /// Rows only the new run has.
    var added: [String] = []
    /// Rows only the earlier run has (and the new run's configuration would have measured).
    var missing: [String] = []

    var regressions: [Change] { changes.filter { $0.verdict == .regression } }
    var improvements: [Change] { changes.filter { $0.verdict == .improvement } }

    /// The least difference of medians that counts as a change between `old` and `new`.
    static func threshold(old: BenchSummary, new: BenchSummary, tolerance: Double) -> Double {
        let a = BenchStatistics.standardErrorOfMedian(mad: old.mad, count: old.count)
        let b = BenchStatistics.standardErrorOfMedian(mad: new.mad, count: new.count)
        return max(tolerance * old.median, 3 * (a * a + b * b).squareRoot())
    }

    /// `current` compared with `baseline`; `tolerance` is a share (0.1 for 10%).
    init(baseline: BenchReport, current: BenchReport, tolerance: Double) {
        let columns = current.varyingColumns.union(baseline.varyingColumns)
        let old = Dictionary(baseline.rows.map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })
        let newKeys = Set(current.rows.map(\.key))
        for row in current.rows {
            guard let before = old[row.key] else {
                added.append(row.label(showing: columns))
                continue
            }
            let threshold = Self.threshold(old: before.render, new: row.render, tolerance: tolerance)
            let difference = row.render.median - before.render.median
            let verdict: Change.Verdict = difference > threshold ? .regression : difference < -threshold ? .improvement : .unchanged
            changes.append(Change(label: row.label(showing: columns), old: before.render.median, new: row.render.median, threshold: threshold, verdict: verdict))
        }
        // A sharded run measures only some rows: the rest are not missing.
        let partial = current.configuration.shardCount.map { n in Set(current.runs.compactMap(\.shard)).count < n } ?? false
        if !partial {
            missing = baseline.rows.filter { !newKeys.contains($0.key) }.map { $0.label(showing: columns) }
        }
    }

    /// The comparison as lines: regressions and improvements, each with its figures, then counts.
    func lines(baselinePath: String, tolerance: Double) -> [String] {
        func describe(_ c: Change) -> String {
            let sign = c.ratio >= 0 ? "+" : "−"
            return "  \(c.label): median \(BenchTable.micro(c.old)) → \(BenchTable.micro(c.new)) µs (\(sign)\(BenchDuration.format(abs(c.ratio) * 100, 1))%, threshold ±\(BenchTable.micro(c.threshold)) µs)"
        }
        var lines = ["compared with \(baselinePath) (a change counts beyond max(\(BenchDuration.format(tolerance * 100, 0))% of the earlier median, 3 standard errors)):"]
        let regressions = self.regressions, improvements = self.improvements
        if !regressions.isEmpty { lines += ["regressions (\(regressions.count)):"] + regressions.map(describe) }
        if !improvements.isEmpty { lines += ["improvements (\(improvements.count)):"] + improvements.map(describe) }
        var counts = ["\(changes.count - regressions.count - improvements.count) unchanged"]
        func some(_ labels: [String]) -> String { labels.prefix(3).joined(separator: "; ") + (labels.count > 3 ? "; …" : "") }
        if !added.isEmpty { counts.append("\(added.count) new (\(some(added)))") }
        if !missing.isEmpty { counts.append("\(missing.count) no longer measured (\(some(missing)))") }
        lines.append(counts.joined(separator: ", "))
        return lines
    }
}
