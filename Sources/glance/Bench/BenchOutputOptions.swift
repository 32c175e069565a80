import ArgumentParser
import Foundation
import GlanceCairo
import GlanceGraphics
import GlanceText

/// What `glance bench` and `glance bench merge` do with a report: print the table, write it as
/// JSON, CSV and a plot, and fail when a row is over the budget or slower than the baseline.
struct BenchOutputOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Write the report as JSON (for --baseline and merge).", valueName: "file.json"))
    var json: String?

    @Option(name: .long, help: ArgumentHelp("Write the rows as CSV, times in µs.", valueName: "file.csv"))
    var csv: String?

    @Option(name: .long, help: ArgumentHelp("Draw each row's render times on a shared axis to a PNG.", valueName: "file.png"))
    var plot: String?

    @Option(name: .long, help: ArgumentHelp("The plot's time axis: auto (log when times span over 10×), linear, log.", valueName: "scale"))
    var plotScale: String = BenchPlotAxis.Scale.auto.rawValue

    @Flag(name: [.short, .long], help: "Replace output files that exist.")
    var force = false

    @Option(name: .long, help: ArgumentHelp("Fail when a row's p99 render time per entry is over this: 2ms, 500us, 0.5ms.", valueName: "duration"))
    var budget: String?

    @Option(name: .long, help: ArgumentHelp("Compare with an earlier run's JSON; fail on a regression (see docs/bench.md).", valueName: "old.json"))
    var baseline: String?

    @Option(name: .long, help: ArgumentHelp("Least change of a median that counts against --baseline, in percent.", valueName: "percent"))
    var tolerance: String = "10%"

    func validate() throws {
        _ = try budgetNanoseconds()
        _ = try toleranceShare()
        _ = try axisScale()
        let outputs = [json, csv, plot].compactMap { $0 }
        if Set(outputs).count < outputs.count { throw ValidationError("--json, --csv and --plot must name different files") }
        if let baseline, outputs.contains(baseline) { throw ValidationError("--baseline \(baseline) is also an output file") }
    }

    func budgetNanoseconds() throws -> Double? { try budget.map { try BenchDuration.nanoseconds($0, option: "--budget") } }

    func toleranceShare() throws -> Double {
        let number = tolerance.hasSuffix("%") ? String(tolerance.dropLast()) : tolerance
        guard let n = Double(number), n >= 0, n < 1000 else {
            throw ValidationError("--tolerance '\(tolerance)' is not a percentage like 10% or 5")
        }
        return n / 100
    }

    func axisScale() throws -> BenchPlotAxis.Scale {
        guard let scale = BenchPlotAxis.Scale(rawValue: plotScale) else {
            throw ValidationError("unknown --plot-scale '\(plotScale)'; valid: " + BenchPlotAxis.Scale.allCases.map(\.rawValue).joined(separator: ", "))
        }
        return scale
    }

    /// Checks, before any measuring, that the outputs can be written and the baseline read.
    func preflight() throws -> BenchReport? {
        for path in [json, csv, plot].compactMap({ $0 }) {
            do { try OutputFile.check(path, replacing: force) } catch { throw CommandFailure(error.description) }
        }
        return try baseline.map(BenchReport.read)
    }

    /// Prints the report and writes the files, then fails listing every row over the budget
    /// and every regression against `earlier`.
    @MainActor
    func publish(_ report: BenchReport, baseline earlier: BenchReport?) throws {
        print(BenchTable(report: report).text, terminator: "")
        do {
            if let json { try OutputFile.write(try report.encoded(), to: json, replacing: force) }
            if let csv { try OutputFile.write(Array(BenchCSV.text(report).utf8), to: csv, replacing: force) }
            if let plot { try OutputFile.write(try drawPlot(report), to: plot, replacing: force) }
        } catch let failure as OutputFile.Failure {
            throw CommandFailure(failure.description)
        }
        for (path, kind) in [(json, "JSON"), (csv, "CSV"), (plot, "plot")] { if let path { print("wrote \(path) (\(kind))") } }

        var failures: [String] = []
        if let budget = try budgetNanoseconds() {
            let varying = report.varyingColumns
            let over = report.rows.filter { $0.render.p99 > budget }
            if !over.isEmpty {
                failures.append(
                    "\(over.count) row\(over.count == 1 ? "" : "s") over the budget of \(BenchDuration.text(budget)) per entry (p99):\n"
                        + over.map { row in
                            let stalls = row.stallP99.flatMap { $0 > budget ? $0 : nil }.map {
                                " (this machine's stalls alone give a render of this median a p99 of \(BenchDuration.text($0)))"
                            }
                            return "  \(row.label(showing: varying)): p99 \(BenchDuration.text(row.render.p99)) > \(BenchDuration.text(budget))\(stalls ?? "")"
                        }.joined(separator: "\n"))
            } else {
                print("budget: every row's p99 is within \(BenchDuration.text(budget))")
            }
        }
        if let earlier, let baseline {
            if earlier.configuration.build != report.configuration.build {
                warn("the baseline is a \(earlier.configuration.build) build and this a \(report.configuration.build) build: the comparison says little")
            }
            if Set(earlier.runs.map(\.machine.cpu)) != Set(report.runs.map(\.machine.cpu)) {
                warn("the baseline ran on another machine (\(earlier.runs.map(\.machine.cpu).joined(separator: ", "))): the comparison says little")
            }
            let tolerance = try toleranceShare()
            let comparison = BenchBaseline(baseline: earlier, current: report, tolerance: tolerance)
            print(comparison.lines(baselinePath: baseline, tolerance: tolerance).joined(separator: "\n"))
            let regressions = comparison.regressions
            if !regressions.isEmpty {
                failures.append("\(regressions.count) regression\(regressions.count == 1 ? "" : "s") against \(baseline): " + regressions.map(\.label).joined(separator: "; "))
            }
        }
        if !failures.isEmpty { throw CommandFailure(failures.joined(separator: "\n")) }
    }

    /// The plot as PNG bytes, drawn by Glance itself a band of rows at a time: its 2× bitmap
    /// (15 MB for the sample ROMs, more with more rows) is never held whole.
    @MainActor
    private func drawPlot(_ report: BenchReport) throws -> [UInt8] {
        let budget = try budgetNanoseconds(), scale = try axisScale()
        do {
            let list = BenchPlot(measurer: try TextEngine()).displayList(
                report, title: "Render time per entry", subtitle: BenchTable(report: report).header, budget: budget, scale: scale)
            return try CairoRasterizer().encodePNG(list, scale: 2, background: BenchPlot.background)
        } catch {
            throw CommandFailure("\(plot ?? "plot"): cannot draw the plot: \(error)")
        }
    }

    private func warn(_ message: String) { FileHandle.standardError.write(Data("warning: \(message)\n".utf8)) }
}
