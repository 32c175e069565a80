import ArgumentParser
import Foundation
import GlanceFiles
import GlanceFirmware
import GlanceGraphics
import GlanceUI
import GlanceWidgets

/// `glance render --rom`: one entry of a ROM widget, requested at the gallery's moment.
struct RomRender {
    let options: RenderCommand
    let romPath: String

    @MainActor
    func run() async throws {
        let rom = try RomLoader.load(romPath)
        if options.list {
            for w in rom.widgets { print("\(w.kind.padding(toLength: 20, withPad: " ", startingAt: 0)) \(w.families.map(\.rawValue).joined(separator: ", "))") }
            return
        }
        var widget = try DrawnWidget.rom(rom, path: romPath, kind: options.widget)
        widget.identity.protection = try options.resolvedProtection(default: widget.identity.protection)
        try options.draw(widget, family: try options.resolvedFamily())
    }
}
