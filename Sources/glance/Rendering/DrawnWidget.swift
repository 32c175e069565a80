import ArgumentParser
import Foundation
import GlanceFiles
import GlanceSamples
import GlanceFirmware
import GlanceGraphics
import GlanceUI
import GlanceWidgets

/// What `glance render` and `glance sheet` draw: a ROM widget's timeline, requested at the
/// gallery's moment, or a gallery complication (one entry at that moment). Both commands draw
/// its cells through `SlotRenderer.render(entry:…)`, so a sheet's cell and `render` agree.
struct DrawnWidget {
    var identity: WidgetIdentity
    var name: String
    var families: [WidgetFamily]
    var entries: [AnyTimelineEntry]
    /// The ROM's asset folders, if any.
    var assets: [String] = []

    /// The ROM widget `kind` (the first when nil) with its entries dated from the gallery's moment.
    static func rom(_ rom: Rom, path: String, kind: String?) throws -> DrawnWidget {
        guard let widget = kind.map({ kind in rom.widgets.first { $0.kind == kind } }) ?? rom.widgets.first else {
            throw ValidationError("no widget '\(kind ?? "")' in \(path); its widgets: " + rom.widgets.map(\.kind).joined(separator: ", "))
        }
        return DrawnWidget(
            identity: WidgetIdentity(kind: widget.kind, protection: widget.dataProtection),
            name: widget.displayName.isEmpty ? widget.kind : widget.displayName, families: widget.families,
            entries: widget.entries.map { widget.timelineEntry($0, from: Gallery.now) }, assets: rom.assets)
    }

    /// The gallery complication `id` (`weather` when nil), one entry at `date`.
    static func gallery(_ id: String?, date: Date = Gallery.now) throws -> DrawnWidget {
        let id = id ?? "weather"
        guard let item = Gallery.items.first(where: { $0.id == id }) else {
            throw ValidationError("unknown widget '\(id)'; valid widgets: " + Gallery.items.map(\.id).joined(separator: ", "))
        }
        let entry = AnyTimelineEntry(date: date, relevance: nil) { env in ViewArchiver.archive(item.makeView(), in: env) }
        return DrawnWidget(identity: WidgetIdentity(kind: item.id), name: item.id, families: item.families, entries: [entry])
    }

    /// The entry `choice` names and the moment to draw it at.
    func entry(_ choice: EntryChoice) throws -> (entry: AnyTimelineEntry, date: Date) {
        let index = try choice.index(in: entries.map(\.date))
        return (entries[index], choice.date(entryDate: entries[index].date))
    }

    /// Fails unless the widget supports `family`, naming those it does.
    func check(_ family: WidgetFamily) throws {
        guard families.contains(family) else {
            throw CommandFailure("\(identity.kind) does not support \(family); it supports: " + families.map(\.rawValue).joined(separator: ", "))
        }
    }
}
