import ArgumentParser
import Foundation
import GlanceChecksCommand
import GlanceSamples
import GlanceFiles
import GlanceFirmware
import GlanceWidgets

/// `glance bench [measure]`: how long each ROM widget takes to render, per entry, headless and repeatable.
struct BenchMeasureCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "measure",
        abstract: "Measure how long each ROM (or bundle) widget takes to render per timeline entry, in every family and state asked for.",
        discussion: "Renders every entry of every row (widget × family × device × state × mode) many times after a warm-up, "
            + "cycling through the entries, along the emulator window's path, and reports median, p95, p99 and max per entry, "
            + "entries per second and the resolve / layout / raster split. Build with `swift build -c release` first. "
            + "Example: glance bench roms/tides.json --state unlocked,always-on --budget 2ms --json tides.json. See docs/bench.md."
    )

    @Argument(help: ArgumentHelp("ROM files (default: every ROM in roms/).", valueName: "rom.json"))
    var files: [String] = []

    @Option(name: .long, help: ArgumentHelp("Another ROM file; repeatable.", valueName: "rom.json"))
    var rom: [String] = []

    @OptionGroup var bundleSource: BundleSource

    @Option(name: .long, help: ArgumentHelp("Families to measure, repeatable or comma-separated (default: every family each widget supports).", valueName: "family"))
    var family: [String] = []

    @Option(name: .long, help: ArgumentHelp("States, comma-separated: \(BenchState.forms).", valueName: "state"))
    var state: [String] = ["unlocked"]

    @Option(name: .long, help: ArgumentHelp("Rendering modes, comma-separated: fullColor, accented, vibrant.", valueName: "mode"))
    var mode: [String] = [WidgetRenderingMode.fullColor.rawValue]

    @Option(name: .long, help: ArgumentHelp("The face's tint for accented mode (name or #RRGGBB).", valueName: "color"))
    var tint: String = "orange"

    @Option(name: .long, help: ArgumentHelp("Devices, repeatable or comma-separated (see `glance devices`).", valueName: "id"))
    var device: [String] = [Device.defaultID]

    @Option(name: .long, help: ArgumentHelp("Measured renders of each entry (default: \(BenchRun.Settings.defaultIterations), or 1 with --min-time).", valueName: "n"))
    var iterations: Int?

    @Option(name: .long, help: ArgumentHelp("Unmeasured renders of each entry first.", valueName: "n"))
    var warmup = 10

    @Option(name: .long, help: ArgumentHelp("Keep measuring each row at least this long: 500ms, 2s.", valueName: "duration"))
    var minTime: String?

    @Option(name: .long, help: ArgumentHelp("Measure only part i of n of the rows (dealt round-robin), for CI; join parts with `glance bench merge`.", valueName: "i/n"))
    var shard: String?

    @OptionGroup var output: BenchOutputOptions

    @OptionGroup var assetOptions: AssetOptions

    func validate() throws {
        _ = try resolvedFamilies()
        _ = try resolvedStates()
        _ = try resolvedModes()
        _ = try resolvedDevices()
        _ = try DeviceStateChoice.tint(tint)
        if let iterations, !(1...1_000_000).contains(iterations) { throw ValidationError("--iterations must be 1…1000000 (got \(iterations))") }
        guard (0...100_000).contains(warmup) else { throw ValidationError("--warmup must be 0…100000 (got \(warmup))") }
        _ = try minTimeNanoseconds()
        _ = try resolvedShard()
    }

    func resolvedFamilies() throws -> [WidgetFamily]? {
        let families: [WidgetFamily]
        do { families = try WidgetFamily.list(parsing: family) } catch { throw ValidationError(error.description) }
        return families.isEmpty ? nil : families.uniqued()
    }

    func resolvedStates() throws -> [BenchState] {
        let names = ChoiceError.names(in: state)
        guard !names.isEmpty else { throw ValidationError("--state needs a value: \(BenchState.forms)") }
        return try names.map(BenchState.init(parsing:)).uniqued()
    }

    func resolvedModes() throws -> [WidgetRenderingMode] {
        try ChoiceError.names(in: mode).map { try DeviceStateChoice.pick($0, "--mode", WidgetRenderingMode.self) }.uniqued()
    }

    func resolvedDevices() throws -> [Device] {
        do { return try Device.list(parsing: device).uniqued() } catch { throw ValidationError(error.description) }
    }

    func minTimeNanoseconds() throws -> Double? { try minTime.map { try BenchDuration.nanoseconds($0, option: "--min-time") } }

    func resolvedShard() throws -> BenchShard? { try shard.map(BenchShard.init(parsing:)) }

    /// The ROM files named, or every ROM in roms/ when neither ROMs nor a bundle are.
    func romFiles() throws -> [String] {
        let named = files + rom
        if !named.isEmpty || bundleSource.bundle != nil { return named.uniqued() }
        let found = RunCommand.defaults(in: "roms", first: nil)
        guard !found.isEmpty else {
            throw CommandFailure("no ROM files: name them (glance bench roms/tides.json) or run where roms/ is (not in \(FileManager.default.currentDirectoryPath))")
        }
        return found
    }

    @MainActor
    func run() async throws {
        let started = MonotonicClock.nanoseconds(), date = Date()
        if !BuildInfo.isRelease {
            FileHandle.standardError.write(Data("warning: timings from a debug build are not representative; build with `swift build -c release`\n".utf8))
        }
        let baseline = try output.preflight()
        let paths = try romFiles()
        let families = try resolvedFamilies(), devices = try resolvedDevices(), states = try resolvedStates(), modes = try resolvedModes()
        let shard = try resolvedShard()
        let settings = BenchRun.Settings(iterations: iterations, warmup: warmup, minTime: try minTimeNanoseconds(), start: Gallery.now)
        let measured = try await measure(
            paths, families: families, devices: devices, states: states, modes: modes, shard: shard, settings: settings)
        // The ROMs, renderers and caches that measured are gone with `measure`: the heap they
        // held goes back to the system before the outputs (a 2× plot is a 15 MB bitmap) are
        // drawn, so the run's peak stays measuring's.
        PeakMemory.returnFreedMemory()
        let report = BenchReport(
            configuration: configuration(
                roms: paths, families: families, devices: devices, states: states, modes: modes, totalRows: measured.planned, shard: shard,
                settings: settings),
            runs: [
                BenchReport.Run(
                    shard: shard?.index, date: ISO8601DateFormatter().string(from: date), machine: MachineInfo.current(),
                    swiftVersion: BuildInfo.swiftVersion, peakMemoryBytes: PeakMemory.bytes(),
                    seconds: Double(MonotonicClock.nanoseconds() - started) / 1e9, rows: measured.rows.count, stalls: measured.stalls)
            ],
            rows: measured.rows)
        try output.publish(report, baseline: baseline)
        if !measured.faulted.isEmpty {
            throw CommandFailure("\(measured.faulted.count) of \(measured.measured) rows not measured: their widget's extension failed (see above)")
        }
    }

    /// What measuring leaves for the outputs.
    private struct Measured {
        var rows: [BenchReport.Row]
        /// Rows whose widget's extension failed.
        var faulted: [String]
        var stalls: MachineStalls.Summary?
        /// Rows in the whole plan, and in this shard of it.
        var planned: Int, measured: Int
    }

    /// Loads the ROMs (and bundle), then measures this shard's rows.
    @MainActor
    private func measure(
        _ paths: [String], families: [WidgetFamily]?, devices: [Device], states: [BenchState], modes: [WidgetRenderingMode],
        shard: BenchShard?, settings: BenchRun.Settings
    ) async throws -> Measured {
        var rows: [BenchReport.Row] = []
        var faulted: [String] = []
        let roms = try paths.map { (path: $0, rom: try RomLoader.load($0)) }
        var widgets = roms.flatMap { rom in rom.rom.widgets.filter { !$0.entries.isEmpty }.map { BenchWidget.rom($0, path: rom.path) } }
        let remote = try bundleSource.open(on: devices[0])
        defer { remote?.stop() }
        if let remote { widgets += remote.widgets.map { BenchWidget.bundle($0, remote: remote) } }
        let sources = paths + (bundleSource.bundle.map { [$0] } ?? [])
        let plan = BenchPlan(widgets: widgets, families: families, devices: devices, states: states, modes: modes, tint: try DeviceStateChoice.tint(tint))
        for unshown in plan.unshown { FileHandle.standardError.write(Data("warning: \(unshown) is not shown; skipped\n".utf8)) }
        guard !plan.items.isEmpty else {
            throw CommandFailure("nothing to measure: no widget in \(sources.joined(separator: ", ")) supports the families asked for on the devices asked for")
        }
        let items = plan.items.filter { shard?.contains($0.index) ?? true }
        let assets = MissingAssetReporter(try assetOptions.catalog(adding: roms.flatMap(\.rom.assets)))
        let progress = TerminalProgress(rows: items.count)
        let run = BenchRun(settings: settings, assets: assets, progress: progress)
        // The machine's stalls are probed before the rows and after each, for a twentieth of
        // the row's time, so they sample the run as it went.
        var stalls = MachineStalls()
        stalls.probe(for: Self.firstProbe)
        for (done, item) in items.enumerated() {
            let label = [item.widget.kind, item.family.rawValue, item.device.id, item.state.name, item.mode.rawValue].joined(separator: " ")
            let rowStarted = MonotonicClock.nanoseconds()
            do {
                rows.append(try await run.measure(item, done: done, label: label))
            } catch let fault as BenchWidget.Fault {
                progress?.finish()
                FileHandle.standardError.write(Data("error: \(item.widget.path): \(label): not measured: \(fault)\n".utf8))
                faulted.append(label)
                continue
            } catch {
                progress?.finish()
                throw CommandFailure("\(item.widget.path): \(label): cannot render: \(error)")
            }
            stalls.probe(for: min(max((MonotonicClock.nanoseconds() - rowStarted) / 20, Self.rowProbes.lowerBound), Self.rowProbes.upperBound))
        }
        progress?.finish()
        for (n, p99) in stalls.percentiles(99, ofConstantWork: rows.map(\.render.median)).enumerated() {
            rows[n].stallP99 = p99.map { ($0 * 10).rounded() / 10 }
        }
        return Measured(rows: rows, faulted: faulted, stalls: stalls.summary, planned: plan.items.count, measured: items.count)
    }

    /// Nanoseconds the machine's stalls are probed before the first row, and after each row.
    static let firstProbe: UInt64 = 200_000_000
    static let rowProbes: ClosedRange<UInt64> = 2_000_000...50_000_000

    /// What this run measures and how, as merges and baselines compare it.
    func configuration(
        roms: [String], families: [WidgetFamily]?, devices: [Device], states: [BenchState], modes: [WidgetRenderingMode], totalRows: Int,
        shard: BenchShard?, settings: BenchRun.Settings
    ) -> BenchReport.Configuration {
        BenchReport.Configuration(
            glanceVersion: GlanceVersion.string, build: BuildInfo.configuration, roms: roms, bundle: bundleSource.bundle, families: families?.map(\.rawValue) ?? [],
            devices: devices.map(\.id), states: states.map(\.name), modes: modes.map(\.rawValue), tint: tint,
            iterations: settings.iterations ?? (settings.minTime == nil ? BenchRun.Settings.defaultIterations : nil), warmup: settings.warmup,
            minTime: settings.minTime,
            assets: assetOptions.assets, totalRows: totalRows, shardCount: shard?.count)
    }
}
