import ArgumentParser
import Foundation
import GlanceChecksCommand
import GlanceFiles
import GlanceFirmware
import GlanceGraphics

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

    @OptionGroup var options: CheckOptions

    @OptionGroup var assetOptions: AssetOptions

    @OptionGroup var bundleSource: BundleSource

    /// The ROM files named, or the sample ROMs in `roms/` when neither ROMs nor a bundle are.
    func files() throws -> [String] {
        if !roms.isEmpty || bundleSource.bundle != nil { return roms }
        let found = RunCommand.defaults(in: "roms", first: nil)
        guard !found.isEmpty else { throw ValidationError("no ROM files given and no roms/*.json here") }
        return found
    }

    @MainActor
    func run() async throws {
        try options.checkOutputs()
        let loaded = try files().map { (file: $0, rom: try RomLoader.load($0)) }
        let groups = try loaded.map { (widgets: $0.rom.widgetDescriptions, assets: try assetOptions.catalog(adding: $0.rom.assets) as any AssetSource) }
        var sources = Dictionary(loaded.flatMap { item in item.rom.widgets.map { ($0.kind, item.file) } }, uniquingKeysWith: { first, _ in first })
        guard let bundle = bundleSource.bundle, let remote = try bundleSource.open(on: Device.named(Device.defaultID) ?? Device.builtIn[0]) else {
            return try await options.run(groups, sources: sources)
        }
        defer { remote.stop() }
        for widget in remote.widgets where sources[widget.kind] == nil { sources[widget.kind] = bundle }
        let catalogs = try assetOptions.catalog(adding: BundleOptions.catalogs(beside: remote.previews))
        try await options.run(groups + [(widgets: remote.widgets, assets: catalogs)], sources: sources, faults: { remote.faults.records })
    }
}
