import ArgumentParser
import GlanceFirmware
import GlanceWidgets

/// `glance devices`: the built-in devices and their family sizes.
struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List the built-in devices with their display and accessory family sizes (points)."
    )

    func run() {
        for device in Device.builtIn {
            print("\(device.id)  \(device.name)  \(device.screenSize) pt @\(device.scale.compact)x = \(device.pixelSize)")
            for family in device.supportedFamilies {
                let m = device.families[family]!
                print("    \(family.rawValue.padding(toLength: 22, withPad: " ", startingAt: 0)) \(m.size) pt, body text \(m.bodyTextSize.compact) pt")
            }
        }
    }
}
