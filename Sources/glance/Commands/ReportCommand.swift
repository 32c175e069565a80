import ArgumentParser
import Foundation
import GlanceCairo
import GlanceChecks
import GlanceChecksCommand
import GlanceGraphics

/// `glance report`: merges the JSON parts of a sharded `glance check` and the results of
/// golden matrices (`GLANCE_RESULTS`) into the report of the whole run, as text, JSON, JUnit
/// and an HTML folder.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Merge the parts of a sharded check (glance check --shard i/n --json PART.json) and golden results into one report.",
        discussion: "The merged findings, counts and exit status are those of one unsharded run. Refuses a part given twice and "
            + "parts of different runs; warns about a missing part. Golden results are the *.golden.json files GlanceTesting writes "
            + "into GLANCE_RESULTS. Example: glance report parts/*.json --json all.json --junit all.xml --html report"
    )

    @Argument(help: ArgumentHelp("The parts' JSON files: check parts and golden results.", valueName: "part.json"))
    var parts: [String]

    @Option(name: .long, help: ArgumentHelp("Write the merged report as JSON to this file, or - for standard output.", valueName: "file.json"))
    var json: String?

    @Option(name: .long, help: ArgumentHelp("Write the merged report as JUnit XML to this file.", valueName: "file.xml"))
    var junit: String?

    @Option(name: .long, help: ArgumentHelp("Write a report to open in a browser into this folder (index.html, no server needed).", valueName: "dir"))
    var html: String?

    @Option(name: .long, help: ArgumentHelp("The HTML report's title.", valueName: "text"))
    var title = "Glance report"

    @Option(name: .long, help: ArgumentHelp("Fail (exit 1) on findings of at least this severity (default: the parts' --fail-on).", valueName: "severity"))
    var failOn: String?

    @Flag(name: [.short, .long], help: "Replace output files that exist (and an earlier HTML report's folder).")
    var force = false

    func run() throws {
        let merged: MergedReport
        do { merged = try MergedReport.merge(try parts.map { (file: $0, part: try ReportPart.read($0)) }) } catch { throw CommandFailure("\(error)") }
        for warning in merged.warnings { FileHandle.standardError.write(Data("warning: \(warning)\n".utf8)) }
        // The parts' threshold, as the run they came from would have failed at it.
        let partsFailOn = merged.check?.configuration?.split(separator: ";").first { $0.hasPrefix("fail-on=") }.map { String($0.dropFirst(8)) }
        let threshold: Severity
        do { threshold = try Severity(failOn: failOn ?? partsFailOn ?? "error") } catch { throw ValidationError("--fail-on: \(error)") }
        let outputs = CheckOutputs(json: json, junit: junit, force: force, failOn: threshold)
        do { try outputs.check() } catch { throw CommandFailure("\(error)") }
        var text: [String] = []
        if let check = merged.check {
            text.append(check.report.text(sources: check.sources, preset: CheckConfiguration.presets.first { $0.preset.name == check.preset }?.preset))
        }
        if !merged.goldens.isEmpty { text.append(merged.goldenText) }
        let shownText = text.joined(separator: "\n\n")
        if json == "-" { FileHandle.standardError.write(Data((shownText + "\n").utf8)) } else { print(shownText) }
        do {
            let report = merged.check?.report ?? CheckReport(widgets: [])
            for path in try outputs.write(
                report, preset: merged.check?.preset ?? "none", configuration: merged.check?.configuration, sources: merged.check?.sources ?? [:],
                goldens: merged.goldens, png: { try PNGCodec().encode($0) })
            {
                FileHandle.standardError.write(Data("wrote \(path)\n".utf8))
            }
            if let html {
                let written = try HTMLReport(merged, title: title, generated: Date()).write(to: html, replacing: force)
                FileHandle.standardError.write(Data("wrote \(html)/index.html (\(written.rows) rows, \(written.images) images)\n".utf8))
            }
        } catch { throw CommandFailure("\(error)") }
        if merged.fails(at: threshold) { throw ExitCode(1) }
    }
}
