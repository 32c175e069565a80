import ArgumentParser
import Foundation
import GlanceFiles
import GlanceFirmware
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
        let kinds = rom.widgets.map(\.kind)
        guard let widget = options.widget.map({ kind in rom.widgets.first { $0.kind == kind } }) ?? rom.widgets.first else {
            throw ValidationError("no widget '\(options.widget ?? "")' in \(romPath); its widgets: " + kinds.joined(separator: ", "))
        }
        let family = try options.resolvedFamily()
        guard widget.families.contains(family) else {
            throw CommandFailure("\(widget.kind) does not support \(family); it supports: " + widget.families.map(\.rawValue).joined(separator: ", "))
        }
        guard widget.entries.indices.contains(options.entry) else {
            throw ValidationError("--entry \(options.entry): \(widget.kind) has entries 0 to \(widget.entries.count - 1)")
        }
        let start = Gallery.now
        let entry = widget.timelineEntry(widget.entries[options.entry], from: start)
        let identity = WidgetIdentity(kind: widget.kind, protection: try options.resolvedProtection(default: widget.dataProtection))
        try options.draw(widget: identity, family: family, date: entry.date, assets: rom.assets) { env in entry.archive(env) }
    }
}
