import Foundation
import GlanceCairo
import GlanceFirmware
import GlanceGraphics
import GlanceSheets
import GlanceText
import GlanceUI
import GlanceWidgets

/// Draws the cells of `glance sheet`: for each widget and device a block, a row per family
/// both support, a column per state; every cell through `SlotRenderer.render(entry:…)` as
/// `glance render` draws it, masked by the slot's outline.
struct SheetBuilder {
    var devices: [Device]
    var families: [WidgetFamily]?
    var states: [NamedDeviceState]
    /// Whether each device shows `states` as it can (no vibrant on a watch, a phone's in vibrant)
    /// rather than exactly as asked.
    var statesPerDevice = false
    var at: EntryChoice
    /// The asset catalogs for a widget's own asset folders (a ROM's `assets`).
    var catalog: ([String]) throws -> any AssetSource
    /// Measures every cell's text (fonts loaded once for the whole sheet).
    var measurer: TextEngine
    /// The sheet's ground, also painted outside each slot's shape.
    static let ground = Color(r8: 86, g8: 86, b8: 92)

    /// One cell to draw: the view archived for its state on the main actor, where widget code runs.
    struct CellJob: Sendable {
        var node: ViewNode
        var family: WidgetFamily
        var device: Device
        var date: Date
        var state: DeviceState
        var widget: WidgetIdentity
        var assets: any AssetSource
        /// Where it goes: the block, row and column, and the slot's outline.
        var block: Int, row: Int, column: Int
        var mask: Path?
    }

    /// Cores the cells are drawn on.
    var workers = ProcessInfo.processInfo.activeProcessorCount

    @MainActor
    func sheet(title: String, subtitle: String, widgets: [DrawnWidget]) throws -> ContactSheet {
        var blocks: [ContactSheet.Block] = []
        var moments: [String] = []
        var jobs: [CellJob] = []
        for widget in widgets {
            let (entry, date) = try widget.entry(at)
            moments.append(widgets.count == 1 ? "\(at), drawn at \(ISO8601DateFormatter().string(from: date))" : "\(widget.identity.kind): \(at)")
            let assets = try catalog(widget.assets)
            for device in devices {
                let rows = (families ?? WidgetFamily.accessoryFamilies).filter { widget.families.contains($0) && device.families[$0] != nil }
                guard !rows.isEmpty else { continue }
                // Only the states this device has: no vibrant column on a watch; a phone's in vibrant.
                let states = statesPerDevice ? NamedDeviceState.shown(self.states, on: device) : self.states
                for (r, family) in rows.enumerated() {
                    let mask = try device.slotOutline(family)?.applying(AffineTransform(scaleX: device.scale, y: device.scale))
                    for (c, named) in states.enumerated() {
                        let state = named.deviceState()
                        let env = try SlotRenderer.environment(for: family, on: device, date: date, state: state, widget: widget.identity)
                        jobs.append(
                            CellJob(
                                node: entry.archive(env), family: family, device: device, date: date, state: state, widget: widget.identity,
                                assets: assets, block: blocks.count, row: r, column: c, mask: mask))
                    }
                }
                blocks.append(ContactSheet.Block(
                    title: "\(widgets.count > 1 ? widget.name + " · " : "")\(device.name) (\(device.id))",
                    rows: rows.map(\.rawValue), columns: states.map(\.name), cells: []))
            }
        }
        // The cells drawn on every core, each core with its own text engine and rasterizer.
        let drawn = ParallelRenders.map(jobs, workers: workers, makeContext: { (try? TextEngine()).map { ($0, CairoRasterizer()) } }) { job, backends in
            Result { try Self.draw(job, measurer: backends.0, rasterizer: backends.1) }
        }
        for (job, result) in zip(jobs, drawn) {
            let bitmap = try result?.get() ?? Self.draw(job, measurer: measurer, rasterizer: CairoRasterizer())
            blocks[job.block].cells.append(ContactSheet.Cell(row: job.row, column: job.column, bitmap: bitmap, mask: job.mask))
        }
        guard !blocks.isEmpty else {
            throw CommandFailure("nothing to draw: no family is both asked for, supported by the widget and shown on " + devices.map(\.id).joined(separator: ", "))
        }
        // Labels at the sharpest device's density, so they read at the size its cells do.
        var sheet = ContactSheet(
            title: title, subtitle: "\(subtitle) · \(moments.joined(separator: "; "))", blocks: blocks, labelScale: devices.map(\.scale).max() ?? 2)
        sheet.background = Self.ground
        sheet.cellOutline = nil
        sheet.labelColor = Color(r8: 225, g8: 225, b8: 230)
        return sheet
    }

    /// One cell as `glance render` draws it.
    static func draw(_ job: CellJob, measurer: any TextMeasurer, rasterizer: any Rasterizer) throws -> Bitmap {
        let renderer = SlotRenderer(measurer: measurer, rasterizer: rasterizer, assets: job.assets)
        return try renderer.render(job.node, family: job.family, device: job.device, date: job.date, state: job.state, widget: job.widget).bitmap
    }
}
