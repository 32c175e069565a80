import Foundation

/// A benchmark report as people read it: a header saying where, when and how it was measured,
/// a table with a row per widget × family (× device, state and mode where they vary), and the
/// run's cost. Times are in microseconds.
struct BenchTable {
    let report: BenchReport

    /// The header, the table and the footer, each line ending in a newline.
    var text: String { (header + [""] + table + [""] + footer).map { $0 + "\n" }.joined() }

    /// Where, when, with what and how much was measured.
    var header: [String] {
        let c = report.configuration
        var lines = ["glance bench: Glance \(c.glanceVersion), \(c.build) build, Swift \(Set(report.runs.map(\.swiftVersion)).sorted().joined(separator: "/"))"]
        lines += report.runs.map(\.machine.description).uniqued().map { "machine: \($0)" }
        let dates = report.runs.map(\.date).sorted()
        if let first = dates.first, let last = dates.last { lines.append("date: " + (first == last ? first : "\(first) to \(last)")) }
        let renders = c.iterations.map { "\($0) render\($0 == 1 ? "" : "s") of each entry" } ?? ""
        let time = c.minTime.map { "at least \(BenchDuration.text($0)) per row" } ?? ""
        let how = [renders, time].filter { !$0.isEmpty }.joined(separator: " and ") + " after \(c.warmup) warm-up"
        let sources = (c.roms.isEmpty && c.bundle != nil ? [] : ["\(c.roms.count) ROM\(c.roms.count == 1 ? "" : "s")"]) + (c.bundle == nil ? [] : ["1 bundle"])
        var scope = "\(sources.joined(separator: " and ")), \(report.rows.count) row\(report.rows.count == 1 ? "" : "s")"
        if let n = c.shardCount {
            let shards = report.runs.compactMap(\.shard).sorted()
            if shards == Array(1...n) {
                scope += " (merged from \(n) shards)"
            } else {
                let names = shards.map(String.init).joined(separator: ", ")
                scope += " (shard\(shards.count == 1 ? "" : "s") \(names) of \(n); \(c.totalRows) rows in all)"
            }
        }
        lines.append("\(scope); \(how)")
        let stalls = report.runs.compactMap(\.stalls).map(Self.describe).uniqued()
        if !stalls.isEmpty { lines.append("machine stalls: \(stalls.joined(separator: "; ")); stall p99 = the p99 of a render that always took the median") }
        let varying = report.varyingColumns
        var fixed: [String] = []
        if !varying.contains("device"), let d = report.rows.first?.device ?? c.devices.first { fixed.append("device \(d)") }
        if !varying.contains("state"), let s = report.rows.first?.state ?? c.states.first { fixed.append("state \(s)") }
        if !varying.contains("mode"), let m = report.rows.first?.mode ?? c.modes.first { fixed.append("mode \(m)\(m == "accented" ? " (tint \(c.tint))" : "")") }
        if !fixed.isEmpty { lines.append(fixed.joined(separator: ", ")) }
        return lines
    }

    /// The aligned table: each entry's first render (median, and its layout), then render time per
    /// entry replayed, then the medians of its phases.
    var table: [String] {
        let varying = report.varyingColumns
        var titles = ["widget", "family"]
        for column in ["device", "state", "mode"] where varying.contains(column) { titles.append(column) }
        let stalls = report.rows.contains { $0.stallP99 != nil }
        let firsts = report.rows.contains { $0.firstRender != nil }
        let references = report.rows.contains { $0.referenceMedian != nil }
        let numbers = ["entries"] + (firsts ? ["first µs", "first layout µs"] : []) + (references ? ["plain C µs", "first/C"] : []) + ["median µs", "p95 µs", "p99 µs"] + (stalls ? ["stall p99 µs"] : []) + [
            "max µs", "entries/s", "resolve µs", "layout µs", "raster µs",
        ]
        let cells: [[String]] = report.rows.map { row in
            let r = row.render
            let first = firsts ? [row.firstRender.map { Self.micro($0.median) } ?? "–", row.firstLayoutMedian.map(Self.micro) ?? "–"] : []
            let reference = references ? [row.referenceMedian.map(Self.micro) ?? "–", row.firstToReference.map { BenchDuration.format($0, 2) + "×" } ?? "–"] : []
            return row.columns(showing: varying) + ["\(row.entries)"] + first + reference + [r.median, r.p95, r.p99].map(Self.micro)
                + (stalls ? [row.stallP99.map(Self.micro) ?? "–"] : []) + [Self.micro(r.max), BenchDuration.format(row.entriesPerSecond, 0)]
                + [row.resolveMedian, row.layoutMedian, row.rasterMedian].map(Self.micro)
        }
        return Self.align([titles + numbers] + cells, leftColumns: titles.count)
    }

    /// Rows, renders, time and memory.
    var footer: [String] {
        let renders = report.rows.reduce(0) { $0 + $1.render.count }
        let seconds = report.runs.reduce(0) { $0 + $1.seconds }
        let memory = report.runs.map { PeakMemory.text($0.peakMemoryBytes) }
        let parts = report.runs.count == 1 ? "" : " over \(report.runs.count) runs"
        return [
            "\(renders) renders in \(BenchDuration.format(seconds, 1)) s\(parts); peak memory \(memory.joined(separator: ", "))"
        ]
    }

    /// A run's stalls for people: `412/s of 20 µs or more, 2.9% of the time`.
    static func describe(_ stalls: MachineStalls.Summary) -> String {
        "\(BenchDuration.format(stalls.longStallsPerSecond, 0))/s of 20 µs or more, \(BenchDuration.format(stalls.stalledShare * 100, 1))% of the time"
    }

    /// Nanoseconds as microseconds with one decimal.
    static func micro(_ ns: Double) -> String { BenchDuration.format(ns / 1000, 1) }

    /// `rows` as text columns two spaces apart: the first `leftColumns` aligned left, the rest right.
    static func align(_ rows: [[String]], leftColumns: Int) -> [String] {
        let widths = (0..<(rows.map(\.count).max() ?? 0)).map { c in rows.map { c < $0.count ? $0[c].count : 0 }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { c, cell in
                let pad = String(repeating: " ", count: widths[c] - cell.count)
                return c < leftColumns ? cell + pad : pad + cell
            }.joined(separator: "  ").replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
        }
    }
}
