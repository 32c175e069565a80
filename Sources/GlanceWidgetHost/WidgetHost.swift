import ArgumentParser
import Foundation
import GlanceFirmware
import GlanceGraphics
import GlancePreviews
import GlanceSimulatedTime
import GlanceText
import GlanceUI
import GlanceWidgets

/// The program a widget bundle runs as (`@main`): `list` (the default), `previews`, `check`,
/// and `run` and `bench`, which forward to `glance`.
@MainActor
package enum WidgetHost {
    /// The bundle's widgets, for the subcommands.
    static var widgets: [WidgetDescription] = []

    package static func main(widgets: [WidgetDescription]) async {
        self.widgets = widgets
        SimulatedWallClock.install()
        await HostCommand.main()
    }
}

/// The bundle's command line.
struct HostCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: (CommandLine.arguments.first as NSString?)?.lastPathComponent ?? "widgets",
        abstract: "A widget bundle built with GlanceKit: list its widgets, render its previews, check them, or open the emulator.",
        subcommands: [ListCommand.self, PreviewsCommand.self, CheckCommand.self, EmulatorCommand.self, BenchForwardCommand.self, ExtensionCommand.self],
        defaultSubcommand: ListCommand.self)
}

/// Options that pick the device, shared by the subcommands that draw.
struct HostDeviceOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "The device to draw on: \(Device.builtIn.map(\.id).joined(separator: ", ")); default: \(Self.phoneID) for an iOS widget extension (a widget declares a Home Screen family), \(Device.defaultID) otherwise.",
            valueName: "id"))
    var device: String?

    static let phoneID = "iphone-6.1in"

    /// The device named, or the one the bundle's widgets are written for.
    @MainActor var deviceID: String { device ?? Self.defaultDevice(for: WidgetHost.widgets) }

    /// An iPhone when any widget declares a Home Screen family (watchOS has none, so such a
    /// bundle is an iOS widget extension), else the default watch.
    @MainActor
    static func defaultDevice(for widgets: [WidgetDescription]) -> String {
        widgets.contains { $0.declaresFamilies && $0.supportedFamilies.contains { !$0.isAccessory } } ? phoneID : Device.defaultID
    }

    @Option(name: .long, help: ArgumentHelp("Set a widget's intent parameter: [SLOT/]KIND.PARAMETER=VALUE (repeatable).", valueName: "setting"))
    var set: [String] = []

    @Option(name: .long, help: ArgumentHelp("An asset catalog (.xcassets or Glance folder) to draw named images and colours from; those beside the previews' files are found by themselves.", valueName: "path"))
    var assets: [String] = []

    @Option(name: .long, help: ArgumentHelp("Text size setting (xSmall … xxxLarge, AX1 … AX5); default: the device's own (a 45 mm watch: xLarge).", valueName: "size"))
    var dynamicType: String?

    @Option(name: .long, help: ArgumentHelp("A folder with Apple's SF fonts (SF Pro, SF Compact): text set in them, metric for metric; default: the open stand-ins (Inter).", valueName: "dir"))
    var fonts: String?

    func validate() throws {
        if let fonts {
            do { try AppleFonts.use(fonts) } catch { throw ValidationError("--fonts: \(error)") }
        }
    }

    /// The device named, at the text size asked for.
    @MainActor
    func resolvedDevice() throws -> Device {
        let device = deviceID
        guard let found = Device.named(device) else { throw HostFailure("unknown device '\(device)'; valid devices: " + Device.builtIn.map(\.id).joined(separator: ", ")) }
        do {
            return found.withTextSize(try dynamicType.map(DynamicTypeSize.init(parsing:)))
        } catch { throw HostFailure("--dynamic-type: \(error)") }
    }
}
