import Foundation
import GlanceCairo
import GlanceGraphics
import Testing

@testable import glance

/// `glance bench` run as a user would, on one small ROM with few renders. No test asserts a
/// timing: only that figures exist, and comparisons against absurd budgets and baselines.
@Suite struct BenchCommandTests {
    private let scratch: ScratchFolder
    var folder: String { scratch.path }
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    /// One widget, one entry, three families.
    var rom: String { "\(root)/roms/tea-timer.json" }
    let quick = ["--iterations", "3", "--warmup", "1"]

    init() throws {
        scratch = try ScratchFolder("glance-bench")
    }


    func bench(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        try GlanceProcess.run(["bench"] + arguments)
    }

    @Test func aRunPrintsItsMachineAndATableAndWritesJSONCSVAndAPlot() throws {
        let r = try bench([rom, "--family", "accessoryCircular,accessoryInline"] + quick + ["--json", "\(folder)/b.json", "--csv", "\(folder)/b.csv", "--plot", "\(folder)/b.png"])
        #expect(r.status == 0, "\(r.err)")
        for header in ["glance bench: Glance \(GlanceVersion.string)", "machine: ", "date: ", "1 ROM, 2 rows; 3 renders of each entry after 1 warm-up"] {
            #expect(r.out.contains(header), "\(r.out)")
        }
        for column in ["median µs", "p95 µs", "p99 µs", "stall p99 µs", "max µs", "machine stalls: ", "entries/s", "resolve µs", "layout µs", "raster µs", "plain C µs", "first/C", "peak memory"] {
            #expect(r.out.contains(column), "\(r.out)")
        }
        #expect(r.out.contains("tea-timer  accessoryCircular") && r.out.contains("tea-timer  accessoryInline"))
        #if DEBUG
        #expect(r.err.contains("timings from a debug build are not representative"))
        #endif
        let report = try BenchReport.read("\(folder)/b.json")
        #expect(report.rows.map(\.family) == ["accessoryCircular", "accessoryInline"])
        #expect(report.rows.allSatisfy { $0.render.count == 3 && $0.entries == 1 && $0.render.median > 0 && $0.render.max >= $0.render.p99 })
        #expect(report.runs.count == 1 && report.runs[0].machine.cores > 0 && report.runs[0].peakMemoryBytes ?? 0 > 0)
        #expect(report.runs[0].stalls?.seconds ?? 0 >= 0.2 && report.rows.allSatisfy { $0.stallP99 ?? 0 >= $0.render.median })
        #expect(report.rows.allSatisfy { $0.referenceMedian ?? 0 > 0 && $0.firstToReference ?? 0 > 0 }, "each row read against plain C")
        let csv = try String(contentsOfFile: "\(folder)/b.csv", encoding: .utf8).split(separator: "\n")
        #expect(csv.count == 3 && csv[0] == BenchCSV.header.joined(separator: ","))
        #expect(csv[0].hasPrefix(OutputFile.benchCSVMarker))
        let plot = try PNGCodec().decode(Array(try Data(contentsOf: URL(fileURLWithPath: "\(folder)/b.png"))))
        #expect(plot.width > 800 && plot.height > 200)
    }

    /// A bundle's four families of 500 new entries each, in one run on the watch: every
    /// timeline crosses the pipe within the extension's 15 MB ceiling. Encoded as one
    /// JSONEncoder tree, the rectangular's answer after the circular's passed it and was stopped.
    @Test func aBundlesFourFamiliesOf500EntriesAreAllMeasuredOnTheWatch() throws {
        let r = try bench(
            ["--bundle", GlanceProcess.binary("BenchWidgets"), "--device", "watch-45mm", "--iterations", "1", "--warmup", "0", "--deadline", "120",
             "--json", "\(folder)/b.json"])
        #expect(r.status == 0, "\(r.err)")
        let report = try BenchReport.read("\(folder)/b.json")
        #expect(report.rows.map(\.family) == ["accessoryCircular", "accessoryCorner", "accessoryRectangular", "accessoryInline"])
        #expect(report.rows.allSatisfy { $0.entries == 500 })
    }

    @Test func statesModesAndDevicesMultiplyTheRows() throws {
        let r = try bench(
            [rom, "--family", "accessoryCircular", "--state", "unlocked,locked+always-on", "--mode", "fullColor", "--mode", "accented",
             "--device", "watch-41mm,iphone-6.1in", "--iterations", "1", "--warmup", "0", "--json", "\(folder)/m.json"])
        #expect(r.status == 0, "\(r.err)")
        let rows = try BenchReport.read("\(folder)/m.json").rows
        #expect(rows.count == 8 && Set(rows.map(\.state)) == ["unlocked", "locked+always-on"] && Set(rows.map(\.device)) == ["watch-41mm", "iphone-6.1in"])
        #expect(r.out.contains("device") && r.out.contains("locked+always-on") && r.out.contains("accented"), "\(r.out)")
    }

    @Test func theBudgetFailsNamingTheRowsOverIt() throws {
        let over = try bench([rom, "--family", "accessoryCircular"] + quick + ["--budget", "1ns"])
        #expect(over.status != 0)
        #expect(over.err.contains("1 row over the budget of 1 ns per entry (p99)") && over.err.contains("tea-timer accessoryCircular: p99 "), "\(over.err)")
        let within = try bench([rom, "--family", "accessoryCircular"] + quick + ["--budget", "1000s"])
        #expect(within.status == 0, "\(within.err)")
        #expect(within.out.contains("budget: every row's p99 is within 1000.00 s"))
    }

    /// The run's own JSON with every median (and the rest) scaled, as an earlier run.
    func baseline(from path: String, times factor: Double, to out: String) throws {
        var report = try BenchReport.read(path)
        for n in report.rows.indices {
            var s = report.rows[n].render
            (s.min, s.q1, s.median, s.q3, s.p95, s.p99, s.max, s.mean, s.mad) = (s.min * factor, s.q1 * factor, s.median * factor, s.q3 * factor, s.p95 * factor, s.p99 * factor, s.max * factor, s.mean * factor, 0)
            s.count = 100_000
            report.rows[n].render = s
        }
        try Data(try report.encoded()).write(to: URL(fileURLWithPath: out))
    }

    @Test func aBaselineFlagsRegressionsAndImprovements() throws {
        // Enough renders that the run's own spread cannot hide a millionfold change: with three,
        // one slow render on a busy machine makes the noise threshold larger than the median.
        let quick = ["--iterations", "30", "--warmup", "3"]
        let first = try bench([rom, "--family", "accessoryCircular"] + quick + ["--json", "\(folder)/now.json"])
        #expect(first.status == 0, "\(first.err)")
        try baseline(from: "\(folder)/now.json", times: 1e-6, to: "\(folder)/fast.json")
        let slower = try bench([rom, "--family", "accessoryCircular"] + quick + ["--baseline", "\(folder)/fast.json"])
        #expect(slower.status != 0)
        #expect(slower.out.contains("regressions (1):") && slower.out.contains("tea-timer accessoryCircular: median"), "\(slower.out)")
        #expect(slower.err.contains("1 regression against \(folder)/fast.json"), "\(slower.err)")
        try baseline(from: "\(folder)/now.json", times: 1e6, to: "\(folder)/slow.json")
        let faster = try bench([rom, "--family", "accessoryCircular"] + quick + ["--baseline", "\(folder)/slow.json"])
        #expect(faster.status == 0, "\(faster.err)")
        #expect(faster.out.contains("improvements (1):"), "\(faster.out)")
    }

    @Test func shardsMergeIntoTheWholeRun() throws {
        for shard in ["1/2", "2/2"] {
            let r = try bench([rom] + quick + ["--shard", shard, "--json", "\(folder)/part\(shard.prefix(1)).json"])
            #expect(r.status == 0, "\(r.err)")
        }
        let whole = try bench([rom] + quick + ["--json", "\(folder)/whole.json"])
        #expect(whole.status == 0, "\(whole.err)")
        let merged = try bench(["merge", "\(folder)/part2.json", "\(folder)/part1.json", "--json", "\(folder)/merged.json"])
        #expect(merged.status == 0, "\(merged.err)")
        #expect(merged.out.contains("merged from 2 shards") && merged.out.contains("accessoryRectangular"), "\(merged.out)")
        let rows = try BenchReport.read("\(folder)/merged.json").rows
        #expect(rows.map(\.key) == (try BenchReport.read("\(folder)/whole.json")).rows.map(\.key))
        #expect(rows.map(\.index) == [0, 1, 2])

        let twice = try bench(["merge", "\(folder)/part1.json", "\(folder)/part1.json"])
        #expect(twice.status != 0 && twice.err.contains("shard 1/2 is also in"), "\(twice.err)")
        let mismatched = try bench(["merge", "\(folder)/part1.json", "\(folder)/whole.json"])
        #expect(mismatched.status != 0 && mismatched.err.contains("measured with another configuration") && mismatched.err.contains("shardCount"), "\(mismatched.err)")
        try Data("{}".utf8).write(to: URL(fileURLWithPath: "\(folder)/junk.json"))
        let junk = try bench(["merge", "\(folder)/part1.json", "\(folder)/junk.json"])
        #expect(junk.status != 0 && junk.err.contains("junk.json: not a glance bench report"), "\(junk.err)")
    }

    @Test func anExistingOutputIsKeptUnlessForced() throws {
        let out = "\(folder)/mine.json"
        try Data("precious".utf8).write(to: URL(fileURLWithPath: out))
        let refused = try bench([rom, "--family", "accessoryInline"] + quick + ["--json", out])
        #expect(refused.status != 0 && refused.err.contains("--force"), "\(refused.err)")
        #expect(!refused.out.contains("median"), "refused before measuring")
        #expect(try String(contentsOfFile: out, encoding: .utf8) == "precious")
        let forced = try bench([rom, "--family", "accessoryInline"] + quick + ["--json", out, "--force"])
        #expect(forced.status == 0, "\(forced.err)")
        #expect(try BenchReport.read(out).rows.count == 1)
    }

    @Test func badArgumentsAreValidationErrorsWithTheAllowedForms() throws {
        let cases: [([String], [String])] = [
            (["--shard", "3/2"], ["--shard '3/2'", "i/n"]),
            (["--shard", "half"], ["--shard 'half'", "i/n"]),
            (["--budget", "5"], ["--budget '5'", "ns, us (or µs), ms or s"]),
            (["--min-time", "soon"], ["--min-time 'soon'", "ms"]),
            (["--state", "unlocked,sleepy"], ["'sleepy'", "always-on", "rebootedBeforeFirstUnlock"]),
            (["--mode", "sepia"], ["'sepia'", "fullColor, accented, vibrant"]),
            (["--device", "watch-99mm"], ["watch-99mm", "watch-45mm"]),
            (["--family", "accessoryHuge"], ["accessoryHuge", "accessoryCircular"]),
            (["--iterations", "0"], ["--iterations"]),
            (["--tolerance", "lots"], ["--tolerance 'lots'"]),
            (["--plot-scale", "cubic"], ["'cubic'", "log"]),
        ]
        for (arguments, expected) in cases {
            let r = try bench([rom] + arguments)
            #expect(r.status != 0, "\(arguments)")
            for text in expected { #expect(r.err.contains(text), "\(arguments): \(r.err)") }
            #expect(!r.out.contains("median"), "\(arguments)")
        }
    }

    @Test func badRomsAndEmptyPlansAreClearErrors() throws {
        let malformed = "\(root)/Tests/GlanceFilesTests/Malformed/roms/families.json"
        let bad = try bench([malformed] + quick)
        #expect(bad.status != 0 && bad.err.contains(malformed) && bad.err.contains("widgets[0].families[0]"), "\(bad.err)")
        let missing = try bench(["\(folder)/none.json"] + quick)
        #expect(missing.status != 0 && missing.err.contains("\(folder)/none.json: cannot read the file"), "\(missing.err)")
        let nothing = try bench([rom, "--family", "accessoryCorner"] + quick)
        #expect(nothing.status != 0 && nothing.err.contains("nothing to measure"), "\(nothing.err)")
        let unshown = try bench([rom, "--family", "accessoryCircular,accessoryCorner", "--device", "iphone-6.1in"] + quick)
        #expect(unshown.status == 0 && unshown.err.contains("accessoryCorner on iphone-6.1in is not shown"), "\(unshown.err)")
    }
}
