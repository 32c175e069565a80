import ArgumentParser
import Foundation
import GlanceCairo
import GlanceChecks
import GlanceFiles
import GlanceFirmware
import GlanceText
import GlanceWidgets

/// `glance check`: runs the design checks over ROM widgets and reports what breaks where.
struct CheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check ROM widgets in every family, device, lock state, luminance and rendering mode, and over a simulated day.",
        discussion: "Reports truncated or tiny text, content outside the slot or mask, privacy leaks while locked, Always On "
            + "brightness and burn-in, rendering-mode problems, timeline spacing and the reload budget (docs/checks.md). "
            + "Exits 1 when a finding is at least --fail-on (error by default). Example: glance check roms/*.json --junit checks.xml"
    )

    @Argument(help: ArgumentHelp("ROM files to check (default: roms/*.json).", valueName: "rom.json"))
    var roms: [String] = []

    @Option(name: .long, help: ArgumentHelp("Families to check, comma-separated (default: each widget's own).", valueName: "family"))
    var family: [String] = []

    @Option(name: .long, help: ArgumentHelp("Devices to check on, comma-separated (default: every built-in device that shows the family).", valueName: "id"))
    var device: [String] = []

    @Option(name: .long, help: ArgumentHelp("Always On limits: apple, wear-os, garmin.", valueName: "preset"))
    var preset: String = "apple"

    @Option(name: .long, help: ArgumentHelp("Only these checks, comma-separated (see docs/checks.md).", valueName: "id"))
    var check: [String] = []

    @Option(name: .long, help: ArgumentHelp("Fail (exit 1) on findings of at least this severity: error, warning, note.", valueName: "severity"))
    var failOn: String = "error"

    @Option(name: .long, help: ArgumentHelp("Simulated start of the day, ISO 8601 (default: the gallery's moment, 2026-06-03).", valueName: "date"))
    var start: String?

    @Option(name: .long, help: "Reloads each widget may make a day.")
    var allowance = 50

    @Option(name: .long, help: ArgumentHelp("Write the findings as JSON to this file, or - for standard output.", valueName: "file.json"))
    var json: String?

    @Option(name: .long, help: ArgumentHelp("Write JUnit XML for CI to this file.", valueName: "file.xml"))
    var junit: String?

    @Option(name: .long, help: ArgumentHelp("Write a PNG of each problem into this existing folder.", valueName: "dir"))
    var pictures: String?

    @Flag(name: [.short, .long], help: "Replace output files that exist.")
    var force = false

    @OptionGroup var assetOptions: AssetOptions

    func validate() throws {
        _ = try resolvedConfiguration()
        _ = try resolvedFailOn()
    }

    func resolvedFailOn() throws -> Severity {
        do { return try Severity(failOn: failOn) } catch { throw ValidationError(error.description) }
    }

    /// The options as a check configuration, or an error naming the bad value and the valid ones.
    func resolvedConfiguration() throws -> CheckConfiguration {
        do {
            var c = try CheckConfiguration(families: family, devices: device, preset: preset, checks: check, allowance: allowance, pictures: pictures != nil)
            if let start { c.start = try SimulatedStart.parse(start) }
            return c
        } catch let error as CheckSettingError {
            throw ValidationError(error.description)
        }
    }

    /// The ROM files named, or the sample ROMs in `roms/`.
    func files() throws -> [String] {
        if !roms.isEmpty { return roms }
        let found = ((try? FileManager.default.contentsOfDirectory(atPath: "roms")) ?? []).filter { $0.hasSuffix(".json") }.sorted().map { "roms/\($0)" }
        guard !found.isEmpty else { throw ValidationError("no ROM files given and no roms/*.json here") }
        return found
    }

    @MainActor
    func run() async throws {
        let configuration = try resolvedConfiguration()
        let outputs = CheckOutputs(json: json, junit: junit, pictures: pictures, force: force, failOn: try resolvedFailOn())
        do { try outputs.check() } catch { throw CommandFailure("\(error)") }
        let files = try self.files()
        let loaded = try files.map { (file: $0, rom: try RomLoader.load($0)) }
        var report = CheckReport()
        var sources: [String: String] = [:]
        let measurer: TextEngine
        do { measurer = try TextEngine() } catch { throw CommandFailure("\(error)") }
        for (file, rom) in loaded {
            let runner = CheckRunner(measurer: measurer, rasterizer: CairoRasterizer(), assets: try assetOptions.catalog(adding: rom.assets), configuration: configuration)
            report.merge(await runner.run(rom.widgetDescriptions))
            for widget in rom.widgets { sources[widget.kind] = file }
        }
        let text = report.text(sources: sources, preset: configuration.preset)
        if json == "-" { FileHandle.standardError.write(Data((text + "\n").utf8)) } else { print(text) }
        do {
            for path in try outputs.write(report, preset: configuration.preset.name, checks: configuration.checks, png: { try PNGCodec().encode($0) }) where path != "-" {
                FileHandle.standardError.write(Data("wrote \(path)\n".utf8))
            }
        } catch { throw CommandFailure("\(error)") }
        if report.fails(at: outputs.failOn) { throw ExitCode(1) }
    }
}
