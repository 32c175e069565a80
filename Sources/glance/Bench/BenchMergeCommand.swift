import ArgumentParser
import Foundation

/// `glance bench merge`: the parts of a sharded benchmark joined into one report.
struct BenchMergeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Join the JSON reports of `glance bench --shard i/n` runs into one report and print its table.",
        discussion: "Parts must come from the same configuration (ROMs, families, devices, states, modes, iterations, "
            + "build and version); a row or shard given twice is refused. Example: glance bench merge part1.json part2.json --json all.json"
    )

    @Argument(help: ArgumentHelp("The parts' JSON files.", valueName: "part.json"))
    var parts: [String]

    @OptionGroup var output: BenchOutputOptions

    func validate() throws {
        guard !parts.isEmpty else { throw ValidationError("give the JSON files of the parts to merge") }
        if let json = output.json, parts.contains(json) { throw ValidationError("--json \(json) is one of the parts") }
    }

    @MainActor
    func run() async throws {
        let baseline = try output.preflight()
        let reports = try parts.map { (path: $0, report: try BenchReport.read($0)) }
        let (merged, warnings) = try BenchMerge.merge(reports)
        for warning in warnings { FileHandle.standardError.write(Data("warning: \(warning)\n".utf8)) }
        try output.publish(merged, baseline: baseline)
    }
}
