import ArgumentParser
import GlanceFirmware
import GlanceGraphics
import GlanceText

/// Options that pick the device and pixel density, shared by commands that draw.
struct DeviceOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The device whose sizes to use (see `glance devices`).", valueName: "id"))
    var device: String = Device.defaultID

    @Option(name: .long, help: ArgumentHelp("Pixels per point; defaults to the device's own.", valueName: "n"))
    var scale: Double?

    @Option(name: .long, help: ArgumentHelp("Text size setting (xSmall … xxxLarge, AX1 … AX5); default: the device's own (a 45 mm watch: xLarge).", valueName: "size"))
    var dynamicType: String?

    @Option(name: .long, help: ArgumentHelp("A folder with Apple's SF fonts (SF Pro, SF Compact): text set in them, metric for metric; default: the open stand-ins (Inter).", valueName: "dir"))
    var fonts: String?

    func validate() throws {
        _ = try resolvedDevice()
        if let fonts {
            do { try AppleFonts.use(fonts) } catch { throw ValidationError("--fonts: \(error)") }
        }
        if let scale, !(scale > 0 && scale <= 8) {
            throw ValidationError("--scale must be more than 0 and at most 8 (got \(scale))")
        }
    }

    /// The named device, or an error listing the valid names.
    func resolvedDevice() throws -> Device {
        guard let found = Device.named(device) else {
            throw ValidationError(
                "unknown device '\(device)'; valid devices: " + Device.builtIn.map(\.id).joined(separator: ", "))
        }
        do {
            return found.withTextSize(try dynamicType.map(DynamicTypeSize.init(parsing:)))
        } catch { throw ValidationError("--dynamic-type: \(error)") }
    }
}
