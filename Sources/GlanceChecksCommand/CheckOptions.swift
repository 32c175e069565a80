import ArgumentParser
import Foundation
import GlanceCairo
import GlanceChecks
import GlanceExtension
import GlanceFirmware
import GlanceGraphics
import GlanceText
import GlanceWidgets

/// The options and the run of `glance check` and a widget bundle's `check`: one command line,
/// one report, the same files.
public struct CheckOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Cores to render and check cells on (default: every core).", valueName: "n"))
    var jobs: Int?

    @Option(name: .long, help: ArgumentHelp("Families to check, comma-separated: accessoryCircular, accessoryCorner, accessoryRectangular, accessoryInline (default: each widget's own).", valueName: "family"))
    var family: [String] = []

    @Option(name: .long, help: ArgumentHelp("Devices to check on, comma-separated, by id (`glance devices` lists them) (default: every built-in device that shows the family).", valueName: "id"))
    var device: [String] = []

    @Option(name: .long, help: ArgumentHelp("Always On limits: \(CheckConfiguration.presets.map(\.name).joined(separator: ", ")).", valueName: "preset"))
    var preset = "apple"

    @Option(name: .long, help: ArgumentHelp("Only these checks, comma-separated (see docs/checks.md).", valueName: "id"))
    var check: [String] = []

    @Option(name: .long, help: ArgumentHelp("Fail (exit 1) on findings of at least this severity: error, warning, note.", valueName: "severity"))
    var failOn = "error"

    @Option(name: .long, help: ArgumentHelp("Simulated start of the day, ISO 8601 (default: the gallery's moment, 2026-06-03).", valueName: "date"))
    var start: String?

    @Option(name: .long, help: "Reloads each widget may make a day.")
    var allowance = 50

    @Option(name: .long, help: ArgumentHelp("Write the findings as JSON to this file, or - for standard output.", valueName: "file.json"))
    var json: String?

    @Option(name: .long, help: ArgumentHelp("Write JUnit XML for CI to this file.", valueName: "file.xml"))
    var junit: String?

    @Option(name: .long, help: ArgumentHelp("Write a PNG of each problem into this folder (made if its parent exists).", valueName: "dir"))
    var pictures: String?

    @Option(name: .long, help: ArgumentHelp("Text size setting to check at (xSmall … xxxLarge, AX1 … AX5); default: each device's own (a 45 mm watch: xLarge).", valueName: "size"))
    var dynamicType: String?

    @Option(name: .long, help: ArgumentHelp("A folder with Apple's SF fonts (SF Pro, SF Compact): text set in them, metric for metric; default: the open stand-ins (Inter).", valueName: "dir"))
    var fonts: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Check part i of n of the cells (e.g. 2/4), split by a stable hash of widget, family, device, state and entry, for CI runners in parallel; the parts together check every cell once.",
            valueName: "i/n"))
    public var shard: String?

    @Flag(name: [.short, .long], help: "Replace output files that exist.")
    var force = false

    public init() {}

    public func validate() throws {
        if let fonts {
            do { try AppleFonts.use(fonts) } catch { throw ValidationError("--fonts: \(error)") }
        }
        if let jobs, !(1...256).contains(jobs) { throw ValidationError("--jobs: expected a number of cores from 1 to 256, found \(jobs)") }
        _ = try configuration()
        _ = try outputs()
    }

    /// The options as a check configuration, or an error naming the bad value and the valid ones.
    public func configuration() throws -> CheckConfiguration {
        var c: CheckConfiguration
        do {
            c = try CheckConfiguration(families: family, devices: device, preset: preset, checks: check, allowance: allowance, pictures: pictures != nil)
        } catch { throw ValidationError(error.description) }
        if let dynamicType {
            do {
                let size = try DynamicTypeSize(parsing: dynamicType)
                c.devices = c.devices.map { $0.withTextSize(size) }
            } catch { throw ValidationError("--dynamic-type: \(error)") }
        }
        if let shard {
            do { c.shard = try Shard(parsing: shard) } catch { throw ValidationError("--shard \(error.description)") }
        }
        if let start {
            guard let date = ISO8601DateFormatter().date(from: start) else {
                throw ValidationError("--start '\(start)' is not an ISO 8601 date like 2026-06-03T08:00:00Z")
            }
            c.start = date
        }
        return c
    }

    /// What the parts of one sharded run share, in words: every option that changes what is
    /// checked or how (`glance report` refuses parts that differ in it).
    var fingerprint: String {
        [
            "preset=\(preset)", "checks=\(check.sorted().joined(separator: ","))", "families=\(family.joined(separator: ","))",
            "devices=\(device.joined(separator: ","))", "start=\(start ?? "default")", "allowance=\(allowance)",
            "dynamic-type=\(dynamicType ?? "default")", "fonts=\(fonts ?? "default")", "fail-on=\(failOn)",
        ].joined(separator: ";")
    }

    /// The files asked for.
    public func outputs() throws -> CheckOutputs {
        do {
            return CheckOutputs(json: json, junit: junit, pictures: pictures, force: force, failOn: try Severity(failOn: failOn))
        } catch { throw ValidationError(error.description) }
    }

    /// Refuses outputs that cannot be written, before any work.
    public func checkOutputs() throws {
        do { try outputs().check() } catch { throw CheckFailure("\(error)") }
    }

    /// Checks each group of widgets (each with its own assets), prints the report (on standard
    /// error when JSON goes to standard output), writes the files, and exits 1 when a finding
    /// reaches `--fail-on`. `sources` names where each widget kind came from. Callers refuse
    /// unwritable outputs with `checkOutputs()` first, before loading the widgets.
    @MainActor
    /// `faults`, when the widgets run in extensions, gives what they did wrong once checked.
    /// `faces` are checked holding the widgets in `placing`, drawn with `faceAssets` over the
    /// background images in `faceImages`.
    public func run(
        _ groups: [(widgets: [WidgetDescription], assets: any AssetSource)], sources: [String: String] = [:],
        faces: [Face] = [], placing: [WidgetDescription] = [], faceAssets: any AssetSource = NoAssets(), faceImages: [String: Bitmap] = [:],
        faults: (@MainActor () -> [ExtensionFaultRecord])? = nil
    ) async throws {
        var configuration = try configuration()
        let outputs = try outputs()
        let measurer: TextEngine
        do { measurer = try TextEngine() } catch { throw CheckFailure("\(error)") }
        var report = CheckReport()
        // Seconds of work show as a bar on a terminal, one step per widget and face; nothing in logs and pipes.
        let steps = groups.reduce(0) { $0 + $1.widgets.count } + faces.count
        let progress = TerminalProgress(rows: steps)
        // Not on a terminal (a CI log): a line at least every 5 s, and a final one.
        let counter = CheckProgress()
        configuration.progress = counter
        let lines = progress == nil ? LogProgress(total: steps, what: "check", cells: { counter.cellsChecked }) : nil
        defer { lines?.finish() }
        var done = 0
        for group in groups {
            let assets = group.assets
            var runner = CheckRunner(
                measurer: measurer, rasterizer: CairoRasterizer(), assets: assets, configuration: configuration,
                makeRenderer: { (try? TextEngine()).map { SlotRenderer(measurer: $0, rasterizer: CairoRasterizer(), assets: assets) } })
            if let jobs { runner.workers = jobs }
            for widget in group.widgets {
                progress?.update(row: done, fraction: 0, label: "checking \(widget.kind)", force: true)
                lines?.update(done: done, label: "checking \(widget.kind)")
                report.merge(await runner.run(widget))
                done += 1
            }
        }
        if let faults {
            // A widget's faults are the part's of that widget's key, so merged parts name each once.
            report.findings += configuration.findings(for: faults()).filter { configuration.shard.contains("\($0.widget)|faults") }
        }
        for face in faces where configuration.shard.contains("face|\(face.name)|\(face.deviceID)") {
            progress?.update(row: done, fraction: 0, label: "checking face \(face.name)", force: true)
            lines?.update(done: done, label: "checking face \(face.name)")
            done += 1
            let renderer = SlotRenderer(measurer: measurer, rasterizer: CairoRasterizer(), assets: faceAssets)
            let result = FaceCheck(face: face, images: faceImages).run(
                widgets: placing, renderer: renderer, start: configuration.start, checks: Set(configuration.checks))
            report.findings += result.findings
            report.faceFrames += result.frames
            report.faces.append((face.name, face.deviceID))
        }
        progress?.finish()
        lines?.finish()
        if report.cellsChecked == 0 && report.faces.isEmpty && report.findings.isEmpty && configuration.shard.count == 1 {
            // A run that checked nothing must not pass as if everything were fine.
            let widgets = groups.flatMap(\.widgets)
            let asked = family.isEmpty ? "" : " in \(family.joined(separator: ", "))"
            let offered = widgets.map { "\($0.kind) (\($0.supportedFamilies.map(\.rawValue).joined(separator: ", ")))" }
            throw CheckFailure(
                "nothing was checked: no widget has a family\(asked) that the devices asked for show"
                    + (offered.isEmpty ? "; no widgets were given" : "; the widgets and their families: " + offered.joined(separator: "; ")))
        }
        // Listed in one order whatever the split, so parts merge into what one run lists.
        report.findings.sort(by: CheckReport.canonicalOrder(widgets: report.widgets))
        let text = report.text(sources: sources, preset: configuration.preset)
        if json == "-" { FileHandle.standardError.write(Data((text + "\n").utf8)) } else { print(text) }
        do {
            for path in try outputs.write(
                report, preset: configuration.preset.name, checks: configuration.checks, configuration: fingerprint, shard: configuration.shard,
                sources: sources, png: { try PNGCodec().encode($0) })
            {
                FileHandle.standardError.write(Data("wrote \(path)\n".utf8))
            }
        } catch { throw CheckFailure("\(error)") }
        if report.fails(at: outputs.failOn) { throw ExitCode(1) }
    }
}

/// A check run that could not be made, printed as one line with a non-zero exit.
public struct CheckFailure: Error, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}
