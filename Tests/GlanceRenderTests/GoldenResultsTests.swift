import Foundation
import GlanceChecks
import GlanceSamples
import GlanceTesting
import GlanceWidgets
import Testing

/// The JSON result a golden matrix writes for `glance report` (`GLANCE_RESULTS`): every cell
/// with its outcome and images; the parts of a split run merge into the unsplit run's result.
@MainActor @Suite final class GoldenResultsTests {
    let folder: String

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("glance-golden-results-\(UUID().uuidString)").path
    }

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    func matrix(_ record: RecordMode, shard: Shard = .whole, results: String? = nil) -> WidgetSnapshots {
        var m = WidgetSnapshots(
            families: [.accessoryCircular, .accessoryRectangular], devices: ["watch-41mm", "watch-45mm"], states: [.unlocked, .locked, .alwaysOn],
            directory: "\(folder)/__Snapshots__/cairo", subfolder: "MyWidgetTests", record: record)
        m.shard = shard
        m.resultsFolder = results
        return m
    }

    func run(_ m: WidgetSnapshots, _ widget: WidgetDescription) async -> Bool {
        do { try await m.verify(widget, named: "weather"); return true } catch { return false }
    }

    func results(in dir: String) throws -> [(file: String, run: GoldenRun)] {
        try FileManager.default.contentsOfDirectory(atPath: dir).sorted().map { name in
            let path = "\(dir)/\(name)"
            guard case .goldens(let run) = try ReportPart.read(path) else { throw MergeError("\(path) is not a golden result") }
            return (path, run)
        }
    }

    @Test(arguments: [2, 3, 4, 7]) func thePartsOfASplitMatrixMergeIntoTheWholeRun(count: Int) async throws {
        let weather = SampleWeatherWidget().body.widgetDescription, other = SampleHeartRateWidget().body.widgetDescription
        _ = await run(matrix(.missing), weather)
        // Compared with another widget's drawing, every cell fails: the same outcome whole or split.
        for widget in [weather, other] {
            let whole = "\(folder)/whole-\(widget.kind)", split = "\(folder)/split-\(count)-\(widget.kind)"
            let passedWhole = await run(matrix(.never, results: whole), widget)
            var passedParts = true
            for i in 1...count where !(await run(matrix(.never, shard: Shard(index: i, count: count), results: split), widget)) { passedParts = false }
            let one = try GoldenRun.merge(try results(in: whole)), merged = try GoldenRun.merge(try results(in: split))
            #expect(passedWhole == passedParts && passedWhole == (widget.kind == weather.kind))
            #expect(one.runs == merged.runs && one.runs.first?.cells.count == 12, "\(one.runs.map(\.cells.count)) vs \(merged.runs.map(\.cells.count))")
            #expect(one.warnings.isEmpty && merged.warnings.isEmpty, "\(merged.warnings)")
            #expect(merged.runs.first?.fails == !passedWhole)
        }
    }

    @Test func aFailingCellNamesItsGoldenActualAndDifferenceAndIsWrittenBesideTheFailures() async throws {
        _ = await run(matrix(.missing), SampleWeatherWidget().body.widgetDescription)
        #expect(await run(matrix(.never), SampleHeartRateWidget().body.widgetDescription) == false)
        let beside = "\(folder)/__Snapshots__/__Failures__/MyWidgetTests/MyWidgetTests_weather.golden.json"
        guard case .goldens(let result) = try ReportPart.read(beside) else { Issue.record("not a golden result"); return }
        #expect(result.test == "MyWidgetTests/weather" && result.shard == "1/1" && result.cells.count == 12)
        let cell = try #require(result.cells.first { $0.name == "weather.accessoryCircular.watch-45mm.locked" })
        #expect(cell.status == .failed && cell.family == "accessoryCircular" && cell.device == "watch-45mm" && cell.state == "locked")
        for path in [cell.golden, cell.actual, cell.diff] {
            #expect(path.map { FileManager.default.fileExists(atPath: $0) } == true, "\(path ?? "no path")")
        }
        // A missing golden is told apart from a changed one.
        #expect(await run(matrix(.never, results: "\(folder)/r"), SampleWeatherWidget().body.widgetDescription) == true)
        let m = matrix(.never, results: "\(folder)/new")
        do { try await m.verify(SampleWeatherWidget().body.widgetDescription, named: "new") } catch {}
        let new = try results(in: "\(folder)/new")
        #expect(new.first?.run.cells.allSatisfy { $0.status == .missing && $0.actual == nil } == true)
    }

    @Test func partsGivenTwiceOrOfOtherRunsAreRefusedAndAMissingPartWarned() throws {
        func part(_ shard: String, tolerance: String = "t") -> GoldenRun {
            GoldenRun(test: "T/w", widget: "w", shard: shard, tolerance: tolerance, cells: [])
        }
        #expect(throws: MergeError.self) { try GoldenRun.merge([("a", part("1/2")), ("b", part("1/2"))]) }
        #expect(throws: MergeError.self) { try GoldenRun.merge([("a", part("1/2")), ("b", part("2/3"))]) }
        #expect(throws: MergeError.self) { try GoldenRun.merge([("a", part("1/2")), ("b", part("2/2", tolerance: "u"))]) }
        let (_, warnings) = try GoldenRun.merge([("a", part("1/3")), ("b", part("3/3"))])
        #expect(warnings == ["T/w: part 2/3 missing: the report covers 2 of 3 parts"])
    }
}
