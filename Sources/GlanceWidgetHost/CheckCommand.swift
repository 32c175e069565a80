import ArgumentParser
import GlanceChecksCommand
import GlanceExtension
import GlanceFirmware
import GlanceGraphics
import GlancePreviews
import GlanceUI

/// `check`: the bundle's widgets through `glance check`'s design checks, with its report,
/// JSON, JUnit and pictures (docs/checks.md).
struct CheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check the widgets in every family, device, lock state, luminance and rendering mode, and over a simulated day.",
        discussion: "Exits 1 when a finding is at least --fail-on (error by default). Example: swift run MyWidgets check --junit checks.xml")

    @OptionGroup var options: CheckOptions

    @OptionGroup var extensionOptions: ExtensionOptions

    @Option(name: .long, help: ArgumentHelp("An asset catalog (.xcassets or Glance folder) for named images and colours; repeatable.", valueName: "path"))
    var assets: [String] = []

    @MainActor
    func run() async throws {
        try options.checkOutputs()
        let catalog = try PreviewAssets.catalog(given: assets, previews: [])
        let device = Device.named("watch-45mm") ?? Device.builtIn[0]
        let loaded = try extensionOptions.load(device: device)
        defer { loaded.remote?.stop() }
        var faults: (@MainActor () -> [ExtensionFaultRecord])?
        if let remote = loaded.remote { faults = { remote.faults.records } }
        try await options.run([(widgets: loaded.widgets, assets: catalog)], faults: faults)
    }
}
