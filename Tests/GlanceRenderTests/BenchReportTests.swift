import Foundation
import Testing

@testable import glance

/// A report with rows of the given medians, for tests of what reads reports; no timing here is measured.
func syntheticBenchReport(
    medians: [Double], mad: Double = 1000, count: Int = 1000, shardCount: Int? = nil, shard: Int? = nil, iterations: Int = 200
) -> BenchReport {
    let configuration = BenchReport.Configuration(
        glanceVersion: "0.1.0", build: "release", roms: ["roms/tides.json"], families: [], devices: ["watch-45mm"], states: ["unlocked"],
        modes: ["fullColor"], tint: "orange", iterations: iterations, warmup: 10, minTime: nil, assets: [], totalRows: medians.count,
        shardCount: shardCount)
    let rows = medians.enumerated().map { n, median in
        BenchReport.Row(
            index: n, rom: "roms/tides.json", widget: "tides", family: ["accessoryCircular", "accessoryRectangular", "accessoryInline", "accessoryCorner"][n % 4],
            device: "watch-45mm", state: n < 4 ? "unlocked" : "locked\(n)", mode: "fullColor", entries: 4,
            render: BenchSummary(
                count: count, min: median * 0.9, q1: median - mad, median: median, q3: median + mad, p95: median * 1.3, p99: median * 1.5,
                max: median * 2, mean: median * 1.05, mad: mad),
            resolveMedian: median * 0.2, layoutMedian: median * 0.3, rasterMedian: median * 0.5, entriesPerSecond: 1e9 / median,
            entryMedians: [median, median * 1.1, median * 0.9, median])
    }
    let run = BenchReport.Run(
        shard: shard, date: "2026-06-03T08:00:00Z", machine: MachineInfo(cpu: "Test CPU", cores: 2, memoryBytes: 1 << 30, system: "Test OS"),
        swiftVersion: "6.3", peakMemoryBytes: 50 << 20, seconds: 1.5, rows: rows.count)
    return BenchReport(configuration: configuration, runs: [run], rows: rows)
}

@Suite struct BenchReportTests {
    @Test func percentilesInterpolateBetweenTheClosestRanks() {
        let values = (1...10).map(Double.init)
        #expect(BenchStatistics.percentile(sorted: values, 0) == 1)
        #expect(BenchStatistics.percentile(sorted: values, 100) == 10)
        #expect(BenchStatistics.percentile(sorted: values, 50) == 5.5)
        #expect(BenchStatistics.percentile(sorted: values, 25) == 3.25)
        #expect(abs(BenchStatistics.percentile(sorted: values, 90) - 9.1) < 1e-9)
        #expect(abs(BenchStatistics.percentile(sorted: values, 99) - 9.91) < 1e-9)
        #expect(BenchStatistics.percentile(sorted: [7], 99) == 7)
        #expect(BenchStatistics.percentile(sorted: [], 50) == 0)
        #expect(BenchStatistics.median([5, 1, 3]) == 3)
        #expect(BenchStatistics.median([4, 1, 3, 2]) == 2.5)
    }

    @Test func theMedianAbsoluteDeviationIgnoresOutliers() {
        #expect(BenchStatistics.medianAbsoluteDeviation([1, 1, 2, 2, 4, 6, 9]) == 1)
        #expect(BenchStatistics.medianAbsoluteDeviation([10, 10, 10, 10, 1_000_000]) == 0)
        let summary = BenchSummary([9, 1, 8, 2, 7, 3, 6, 4, 5, 10].map(Double.init))
        #expect(summary.count == 10 && summary.min == 1 && summary.max == 10 && summary.median == 5.5 && summary.mean == 5.5)
        #expect(summary.q1 == 3.3 && summary.q3 == 7.8 && summary.mad == 2.5)  // 3.25 and 7.75 rounded to a tenth
    }

    @Test func durationsTakeTheirUnitAndRefuseAnythingElse() throws {
        #expect(try BenchDuration.nanoseconds("2ms", option: "--budget") == 2_000_000)
        #expect(try BenchDuration.nanoseconds("500us", option: "--budget") == 500_000)
        #expect(try BenchDuration.nanoseconds("500µs", option: "--budget") == 500_000)
        #expect(try BenchDuration.nanoseconds("0.5ms", option: "--budget") == 500_000)
        #expect(try BenchDuration.nanoseconds("1ns", option: "--budget") == 1)
        #expect(try BenchDuration.nanoseconds("2s", option: "--min-time") == 2e9)
        for bad in ["2", "ms", "-1ms", "0ms", "2xs", "2 m", "fast"] {
            #expect(throws: (any Error).self, "\(bad)") { try BenchDuration.nanoseconds(bad, option: "--budget") }
        }
        #expect(BenchDuration.text(850) == "850 ns" && BenchDuration.text(254_140) == "254.1 µs" && BenchDuration.text(2_410_000) == "2.41 ms")
    }

    @Test func shardsCoverEveryRowExactlyOnce() throws {
        for count in 1...6 {
            for total in [0, 1, 5, 7, 24, 45] {
                let parts = (1...count).map { BenchShard(index: $0, count: count).rows(of: total) }
                #expect(parts.flatMap { $0 }.sorted() == Array(0..<total), "\(total) rows in \(count) shards")
                #expect(parts.map(\.count).max()! - parts.map(\.count).min()! <= 1, "balanced")
            }
        }
        #expect(try BenchShard(parsing: "2/3") == BenchShard(index: 2, count: 3))
        for bad in ["0/2", "3/2", "1/0", "a/b", "1-2", "1/2/3", "", "/2"] {
            #expect(throws: (any Error).self, "\(bad)") { try BenchShard(parsing: bad) }
        }
    }

    @Test func statesReadLockStatesAndAlwaysOn() throws {
        #expect(try BenchState(parsing: "always-on") == BenchState(lock: .unlocked, alwaysOn: true))
        #expect(try BenchState(parsing: "locked+always-on").name == "locked+always-on")
        #expect(try BenchState(parsing: "always-on+locked").name == "locked+always-on")
        #expect(try BenchState(parsing: "unlocked+always-on").name == "always-on")
        #expect(try BenchState(parsing: "rebootedBeforeFirstUnlock") == BenchState(lock: .rebootedBeforeFirstUnlock, alwaysOn: false))
        for bad in ["sleepy", "locked+unlocked", "always-on+always-on", "", "Locked"] {
            #expect(throws: (any Error).self, "\(bad)") { try BenchState(parsing: bad) }
        }
    }

    @Test func aReportReadsBackAsWritten() throws {
        let report = syntheticBenchReport(medians: [250_000, 1_480_000.5, 318_000])
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("bench-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data(try report.encoded()).write(to: URL(fileURLWithPath: path))
        #expect(try BenchReport.read(path) == report)
        try Data(#"{"format": "glance-bench/1", "timeUnit": "ns", "rows": []}"#.utf8).write(to: URL(fileURLWithPath: path))
        #expect { try BenchReport.read(path) } throws: { "\($0)".contains("\(path): not a glance bench report: missing field 'configuration'") }
        let text = String(decoding: try report.encoded(), as: UTF8.self).replacingOccurrences(of: "\"resolveMedian\"", with: "\"resolve\"")
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        #expect { try BenchReport.read(path) } throws: { "\($0)".contains("not a glance bench report: rows[0]: missing field 'resolveMedian'") }
        var other = report
        other.format = "glance-bench/9"
        try Data(try other.encoded()).write(to: URL(fileURLWithPath: path))
        #expect { try BenchReport.read(path) } throws: { "\($0)".contains("glance-bench/9") }
    }

    @Test func aRegressionIsASlowerMedianBeyondToleranceAndNoise() {
        let old = syntheticBenchReport(medians: [100_000, 100_000, 100_000, 100_000], mad: 2000)
        let new = syntheticBenchReport(medians: [150_000, 105_000, 80_000, 100_000], mad: 2000)
        let comparison = BenchBaseline(baseline: old, current: new, tolerance: 0.10)
        #expect(comparison.regressions.map(\.label) == ["tides accessoryCircular"])
        #expect(comparison.improvements.map(\.label) == ["tides accessoryInline"])
        #expect(comparison.changes.filter { $0.verdict == .unchanged }.count == 2)
        // With few, noisy renders the same 50% is within the noise.
        let noisyOld = syntheticBenchReport(medians: [100_000], mad: 40_000, count: 3)
        let noisyNew = syntheticBenchReport(medians: [150_000], mad: 40_000, count: 3)
        #expect(BenchBaseline(baseline: noisyOld, current: noisyNew, tolerance: 0.10).regressions.isEmpty)
        // Rows in only one run are listed, not compared.
        let more = syntheticBenchReport(medians: [100_000, 100_000, 100_000, 100_000, 100_000], mad: 2000)
        let grown = BenchBaseline(baseline: old, current: more, tolerance: 0.10)
        #expect(grown.added.count == 1 && grown.missing.isEmpty && grown.regressions.isEmpty)
    }

    @Test func partsOfOneConfigurationMergeAndOthersAreRefused() throws {
        let full = syntheticBenchReport(medians: [1, 2, 3, 4, 5].map { $0 * 100_000 }, shardCount: 2)
        func part(_ shard: Int) -> BenchReport {
            var r = full
            r.rows = full.rows.filter { BenchShard(index: shard, count: 2).contains($0.index) }
            r.runs[0].shard = shard
            return r
        }
        let (merged, warnings) = try BenchMerge.merge([("b.json", part(2)), ("a.json", part(1))])
        #expect(merged.rows == full.rows && merged.runs.map(\.shard) == [1, 2] && warnings.isEmpty)
        let (half, missing) = try BenchMerge.merge([("a.json", part(1))])
        #expect(half.rows.count == 3 && missing.first?.contains("shard 2 of 2 not given") == true)
        #expect { try BenchMerge.merge([("a.json", part(1)), ("again.json", part(1))]) } throws: { "\($0)".contains("again.json: shard 1/2 is also in a.json") }
        var other = part(2)
        other.configuration.iterations = 50
        #expect { try BenchMerge.merge([("a.json", part(1)), ("b.json", other)]) } throws: {
            "\($0)".contains("b.json: measured with another configuration than a.json") && "\($0)".contains("iterations: 50 vs 200")
        }
        var duplicate = part(2)
        duplicate.runs[0].shard = nil
        duplicate.rows.append(part(1).rows[0])
        #expect { try BenchMerge.merge([("a.json", part(1)), ("b.json", duplicate)]) } throws: {
            "\($0)".contains("b.json: row roms/tides.json · tides · accessoryCircular") && "\($0)".contains("is also in a.json")
        }
    }

    @Test func theCSVHasOneHeaderAndALinePerRow() {
        let csv = BenchCSV.text(syntheticBenchReport(medians: [250_000, 1_480_000]))
        let lines = csv.split(separator: "\n")
        #expect(lines.first == "index,rom,widget,family,device,state,mode,entries,renders,min_us,q1_us,median_us,q3_us,p95_us,p99_us,stall_p99_us,max_us,mean_us,mad_us,entries_per_second,resolve_median_us,layout_median_us,raster_median_us,first_median_us,first_p95_us,first_p99_us,first_layout_median_us,plain_c_median_us,first_to_plain_c")
        #expect(lines.count == 3 && lines[1].hasPrefix("0,roms/tides.json,tides,accessoryCircular,watch-45mm,unlocked,fullColor,4,1000,225.000,249.000,250.000,"))
        #expect(lines[1].contains(",375.000,,500.000,"), "no stall p99: an empty field")
        #expect(lines[1].hasSuffix(",,,,,,"), "a report from before first renders were timed: empty fields")
    }

    /// First renders are their own columns, beside the replayed medians, when a report has them.
    @Test func firstRendersAreReportedBesideReplays() {
        var report = syntheticBenchReport(medians: [250_000, 1_480_000])
        #expect(!BenchTable(report: report).text.contains("first µs"))
        report.rows[1].firstRender = BenchSummary([5_000_000, 6_000_000, 7_000_000])
        report.rows[1].firstLayoutMedian = 4_000_000
        let table = BenchTable(report: report).table
        #expect(table[0].contains("first µs") && table[0].contains("first layout µs"))
        #expect(table[1].contains("–"), "a row without first renders shows a dash")
        #expect(table[2].contains("6000.0") && table[2].contains("4000.0"))
        #expect(BenchCSV.text(report).split(separator: "\n")[2].hasSuffix(",6000.000,6900.000,6980.000,4000.000,,"))
        #expect(!table[0].contains("plain C"), "a report from before the plain C reference: no column")
    }

    /// The plain C reference's median and the first render as a multiple of it, when a report has them.
    @Test func firstRendersAreReadAgainstPlainC() {
        var report = syntheticBenchReport(medians: [250_000, 1_480_000])
        report.rows[1].firstRender = BenchSummary([5_000_000, 6_000_000, 7_000_000])
        report.rows[1].firstLayoutMedian = 4_000_000
        report.rows[1].referenceMedian = 2_400_000
        #expect(report.rows[1].firstToReference == 2.5)
        #expect(report.rows[0].firstToReference == nil)
        let table = BenchTable(report: report).table
        #expect(table[0].contains("plain C µs") && table[0].contains("first/C"))
        #expect(table[2].contains("2400.0") && table[2].contains("2.50×"))
        #expect(BenchCSV.text(report).split(separator: "\n")[2].hasSuffix(",6000.000,6900.000,6980.000,4000.000,2400.000,2.500"))
    }

    @Test func theMachinesStallsAreSaidOnceAndEachRowsStallTailBesideItsOwn() {
        var report = syntheticBenchReport(medians: [250_000, 1_480_000])
        var table = BenchTable(report: report)
        #expect(!table.text.contains("stall"), "a report from before stalls were probed: no stall column")
        report.runs[0].stalls = MachineStalls.Summary(seconds: 0.4, longStallsPerSecond: 412, stalledShare: 0.0291)
        report.rows[0].stallP99 = 310_000
        table = BenchTable(report: report)
        #expect(table.header.contains("machine stalls: 412/s of 20 µs or more, 2.9% of the time; stall p99 = the p99 of a render that always took the median"))
        #expect(table.table[0].contains("p99 µs  stall p99 µs  max µs"), "\(table.table[0])")
        #expect(table.table[1].contains(" 375.0         310.0   500.0 "), "\(table.table[1])")
        #expect(table.table[2].contains(" 2220.0             –  2960.0 "), "\(table.table[2])")
        #expect(BenchCSV.text(report).split(separator: "\n")[1].contains(",375.000,310.000,500.000,"))
    }
}
