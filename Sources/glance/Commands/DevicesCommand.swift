import ArgumentParser
import GlanceFiles
import GlanceFirmware
import GlanceGraphics
import GlanceWidgets

/// `glance devices`: the built-in devices and their family sizes.
struct DevicesCommand: ParsableCommand {
    @Option(name: .long, help: ArgumentHelp("Write each built-in device as a device file into this folder.", valueName: "dir"))
    var write: String?

    @Flag(name: [.short, .long], help: "Replace device files that exist.")
    var force = false

    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List the built-in devices with their display and accessory family sizes (points)."
    )

    func run() throws {
        if let write {
            for device in Device.builtIn {
                let path = "\(write)/\(device.id).json"
                do {
                    try OutputFile.write(Array(DeviceFile.encode(device).utf8), to: path, replacing: force)
                } catch {
                    throw CommandFailure("\(error)")
                }
                print("wrote \(path)")
            }
            return
        }
        for device in Device.builtIn {
            print("\(device.id)  \(device.name)  \(device.screenSize) pt @\(device.scale.compact)x = \(device.pixelSize)")
            let scale = device.typeScale == .watch ? "watchOS table" : "proportional"
            var facts = ["text styles: \(scale) at \(device.dynamicTypeSize.rawValue)", "modes: \(device.renderingModes.map(\.rawValue).joined(separator: ", "))"]
            if let stack = device.smartStack { facts.append("Smart Stack \(stack) pt") }
            if let from = device.sizesFrom { facts.append("accessory sizes estimated from \(from)") }
            print("    " + facts.joined(separator: "; "))
            for family in device.supportedFamilies {
                let m = device.families[family]!
                let design = device.defaultTextDesign.map { " \($0.rawValue)" } ?? ""
                let margin = m.contentMargin > 0 ? ", content \(m.contentMargin.compact) pt inside" : ""
                print("    \(family.rawValue.padding(toLength: 22, withPad: " ", startingAt: 0)) \(m.size) pt\(margin), default text \(m.bodyTextSize.compact) pt \(m.defaultTextWeight.rawValue)\(design)")
            }
        }
    }
}
