import Foundation

/// A benchmark report as CSV for spreadsheets and scripts: one line per row, times in
/// microseconds, a header line first (RFC 4180 quoting).
enum BenchCSV {
    static let header = [
        "index", "rom", "widget", "family", "device", "state", "mode", "entries", "renders", "min_us", "q1_us", "median_us", "q3_us",
        "p95_us", "p99_us", "stall_p99_us", "max_us", "mean_us", "mad_us", "entries_per_second", "resolve_median_us", "layout_median_us", "raster_median_us",
        "first_median_us", "first_p95_us", "first_p99_us", "first_layout_median_us", "plain_c_median_us", "first_to_plain_c",
    ]

    static func text(_ report: BenchReport) -> String {
        let lines = report.rows.map { row -> [String] in
            let r = row.render
            let firsts = [row.firstRender?.median, row.firstRender?.p95, row.firstRender?.p99, row.firstLayoutMedian, row.referenceMedian]
            let ratio = row.firstToReference.map { BenchDuration.format($0, 3) } ?? ""
            return ["\(row.index)", row.rom, row.widget, row.family, row.device, row.state, row.mode, "\(row.entries)", "\(r.count)"]
                + [r.min, r.q1, r.median, r.q3, r.p95, r.p99].map(micro) + [row.stallP99.map(micro) ?? ""]
                + [r.max, r.mean, r.mad].map(micro)
                + [BenchDuration.format(row.entriesPerSecond, 1)] + [row.resolveMedian, row.layoutMedian, row.rasterMedian].map(micro)
                + firsts.map { $0.map(micro) ?? "" } + [ratio]
        }
        return ([header] + lines).map { $0.map(quoted).joined(separator: ",") + "\n" }.joined()
    }

    private static func micro(_ ns: Double) -> String { BenchDuration.format(ns / 1000, 3) }

    private static func quoted(_ field: String) -> String {
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
