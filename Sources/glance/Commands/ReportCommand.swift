import ArgumentParser
import Foundation
import GlanceCairo
import GlanceChecks
import GlanceChecksCommand
import GlanceGraphics

/// `glance report`: merges the JSON parts of a sharded `glance check` into the report of the
/// whole run, as text, JSON and JUnit.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Merge the parts of a sharded check (glance check --shard i/n --json PART.json) into one report.",
        discussion: "The merged findings, counts and exit status are those of one unsharded run. Refuses a part given twice and "
            + "parts of different runs; warns about a missing part. Example: glance report parts/*.json --json all.json --junit all.xml"
    )

    @Argument(help: ArgumentHelp("The parts' JSON files.", valueName: "part.json"))
    var parts: [String]

    @Option(name: .long, help: ArgumentHelp("Write the merged report as JSON to this file, or - for standard output.", valueName: "file.json"))
    var json: String?

    @Option(name: .long, help: ArgumentHelp("Write the merged report as JUnit XML to this file.", valueName: "file.xml"))
    var junit: String?

    @Option(name: .long, help: ArgumentHelp("Fail (exit 1) on findings of at least this severity (default: the parts' --fail-on).", valueName: "severity"))
    var failOn: String?

    @Flag(name: [.short, .long], help: "Replace output files that exist.")
    var force = false

    func run() throws {
        let read = try parts.map { (file: $0, part: try CheckPart.read($0)) }
        let merged: CheckReport.Merged
        do { merged = try CheckReport.merge(read) } catch { throw CommandFailure(error.description) }
        for warning in merged.warnings { FileHandle.standardError.write(Data("warning: \(warning)\n".utf8)) }
        // The parts' threshold, as the run they came from would have failed at it.
        let partsFailOn = merged.configuration?.split(separator: ";").first { $0.hasPrefix("fail-on=") }.map { String($0.dropFirst(8)) }
        let threshold: Severity
        do { threshold = try Severity(failOn: failOn ?? partsFailOn ?? "error") } catch { throw ValidationError("--fail-on: \(error)") }
        let outputs = CheckOutputs(json: json, junit: junit, force: force, failOn: threshold)
        do { try outputs.check() } catch { throw CommandFailure("\(error)") }
        let text = merged.report.text(sources: merged.sources, preset: CheckConfiguration.presets.first { $0.preset.name == merged.preset }?.preset)
        if json == "-" { FileHandle.standardError.write(Data((text + "\n").utf8)) } else { print(text) }
        do {
            for path in try outputs.write(merged.report, preset: merged.preset, configuration: merged.configuration, sources: merged.sources, png: { try PNGCodec().encode($0) }) {
                FileHandle.standardError.write(Data("wrote \(path)\n".utf8))
            }
        } catch { throw CommandFailure("\(error)") }
        if merged.report.fails(at: threshold) { throw ExitCode(1) }
    }
}
