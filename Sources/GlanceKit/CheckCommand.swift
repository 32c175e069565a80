import ArgumentParser
import Foundation
import GlanceCairo
import GlanceChecks
import GlanceText
import GlanceWidgets

/// `check`: the bundle's widgets through `glance check`'s design checks, with its report,
/// JSON, JUnit and pictures (docs/checks.md).
struct CheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check the widgets in every family, device, lock state, luminance and rendering mode, and over a simulated day.",
        discussion: "Exits 1 when a finding is at least --fail-on (error by default). Example: swift run MyWidgets check --junit checks.xml")

    @Option(name: .long, help: ArgumentHelp("Families to check, comma-separated (default: each widget's own).", valueName: "family"))
    var family: [String] = []

    @Option(name: .long, help: ArgumentHelp("Devices, comma-separated (default: every built-in device that shows the family).", valueName: "id"))
    var device: [String] = []

    @Option(name: .long, help: ArgumentHelp("Always On limits: apple, wear-os, garmin.", valueName: "preset"))
    var preset = "apple"

    @Option(name: .long, help: ArgumentHelp("Only these checks, comma-separated.", valueName: "id"))
    var check: [String] = []

    @Option(name: .long, help: ArgumentHelp("Fail on findings of at least: error, warning, note.", valueName: "severity"))
    var failOn = "error"

    @Option(name: .long, help: "Reloads each widget may make a day.")
    var allowance = 50

    @Option(name: .long, help: ArgumentHelp("Write the findings as JSON to this file, or - for standard output.", valueName: "file.json"))
    var json: String?

    @Option(name: .long, help: ArgumentHelp("Write JUnit XML to this file.", valueName: "file.xml"))
    var junit: String?

    @Option(name: .long, help: ArgumentHelp("Write a PNG of each problem into this existing folder.", valueName: "dir"))
    var pictures: String?

    @Option(name: .long, help: ArgumentHelp("An asset catalog (.xcassets or Glance folder) for named images and colours; repeatable.", valueName: "path"))
    var assets: [String] = []

    @Flag(name: [.short, .long], help: "Replace output files that exist.")
    var force = false

    @MainActor
    func run() async throws {
        let configuration: CheckConfiguration
        let outputs: CheckOutputs
        do {
            configuration = try CheckConfiguration(families: family, devices: device, preset: preset, checks: check, allowance: allowance, pictures: pictures != nil)
            outputs = CheckOutputs(json: json, junit: junit, pictures: pictures, force: force, failOn: try Severity(failOn: failOn))
        } catch { throw ValidationError(error.description) }
        do {
            try outputs.check()
            let runner = CheckRunner(
                measurer: try TextEngine(), rasterizer: CairoRasterizer(), assets: try PreviewAssets.catalog(given: assets, previews: []),
                configuration: configuration)
            let report = await runner.run(WidgetHost.widgets)
            let text = report.text(preset: configuration.preset)
            if json == "-" { FileHandle.standardError.write(Data((text + "\n").utf8)) } else { print(text) }
            for path in try outputs.write(report, preset: configuration.preset.name, checks: configuration.checks, png: { try PNGCodec().encode($0) }) {
                FileHandle.standardError.write(Data("wrote \(path)\n".utf8))
            }
            if report.fails(at: outputs.failOn) { throw ExitCode(1) }
        } catch let exit as ExitCode {
            throw exit
        } catch {
            throw HostFailure("\(error)")
        }
    }
}
