import Foundation
import GlanceFirmware
import GlanceGraphics
import GlanceUI
import GlanceWidgets

/// Runs the design checks over widgets: each supported family on every configured device
/// that shows it, each distinct-looking entry of a simulated day, in every lock state ×
/// luminance × rendering mode the device offers; and the widget's timeline over that day. Text is measured and
/// pixels drawn by the backends passed in; time is the simulated clock's.
@MainActor
public struct CheckRunner {
    public var configuration: CheckConfiguration
    let renderer: SlotRenderer
    /// Makes a renderer for another core; `nil` renders every cell on this one.
    let makeRenderer: (@Sendable () -> SlotRenderer?)?
    /// Cores the matrix's cells are rendered and checked on.
    public var workers = ProcessInfo.processInfo.activeProcessorCount

    /// A runner that renders with `measurer` and `rasterizer`; with `makeRenderer`, the
    /// matrix's cells go to every core, each with a renderer of its own.
    public init(
        measurer: any TextMeasurer, rasterizer: any Rasterizer, assets: any AssetSource = NoAssets(), configuration: CheckConfiguration = CheckConfiguration(),
        makeRenderer: (@Sendable () -> SlotRenderer?)? = nil
    ) {
        self.configuration = configuration
        renderer = SlotRenderer(measurer: measurer, rasterizer: rasterizer, assets: assets)
        self.makeRenderer = makeRenderer
    }

    /// Checks every widget, in order.
    public func run(_ widgets: [WidgetDescription]) async -> CheckReport {
        var report = CheckReport()
        for widget in widgets { report.merge(await run(widget)) }
        return report
    }

    /// Checks a Swift widget as its `body` describes it.
    public func run<W: Widget>(_ widget: W) async -> CheckReport {
        await run(widget.body.widgetDescription)
    }

    /// Checks one widget.
    public func run(_ widget: WidgetDescription) async -> CheckReport {
        var report = CheckReport(widgets: [widget.kind])
        let families = widget.supportedFamilies.filter { configuration.families?.contains($0) ?? true }
        for family in families {
            let devices = configuration.devices.filter { $0.families[family] != nil }
            // A widget that declared no families is offered only those the devices have.
            if devices.isEmpty && !widget.declaresFamilies { continue }
            report.coverage.append(CheckReport.Coverage(widget: widget.kind, family: family, devices: devices.map(\.id)))
            // What is found once per widget and family belongs to one part of a sharded run.
            let owns = configuration.shard.contains(Self.shardKey(widget: widget.kind, family: family))
            guard let first = devices.first else {
                if owns { report.findings += configuration.finding(
                    .unsupportedFamily, widget: widget.kind, family: family,
                    message: "\(family) is asked for, but none of the devices checked (\(configuration.devices.map(\.id).joined(separator: ", "))) shows it") }
                continue
            }
            let play = await TimelinePlay.play(widget, family: family, configuration: configuration)
            let identity = WidgetIdentity(widget)
            let plain = play.shown.enumerated().map { render($1, index: $0, identity: identity, family: family, device: first, state: DeviceState()) }
            let looks = plain.map { $0?.displayList }
            let chosen = Self.distinct(looks, limit: configuration.maxEntries)
            if owns {
                report.findings += TimelineChecks(configuration: configuration, widget: widget.kind, family: family).run(play)
                report.findings += unknownSymbols(plain, widget: widget.kind, family: family)
                report.findings += unchangedEntries(play, looks: looks, widget: widget.kind, family: family)
                report.findings += unmarkedPrivacy(play, chosen: chosen, plain: plain, identity: identity, family: family, device: first)
            }
            for device in devices {
                let jobs = chosen.map { CellJob(play.shown[$0], index: $0, identity: identity, family: family, device: device, scale: configuration.scale) }
                    .filter { $0.hasCells(in: configuration.shard) }
                for cells in run(jobs) { report.merge(cells) }
                if configuration.shard.contains(Self.shardKey(widget: widget.kind, family: family, device: device.id)) {
                    report.findings += burnIn(play, identity: identity, family: family, device: device)
                }
            }
        }
        return report
    }

    /// The entries to render: the first of each distinct look, spread evenly when there are more than `limit`.
    static func distinct(_ looks: [DisplayList?], limit: Int) -> [Int] {
        var seen = Set<DisplayList?>()
        let firsts = looks.indices.filter { seen.insert(looks[$0]).inserted }
        guard firsts.count > limit, limit > 0 else { return firsts }
        return (0..<limit).map { firsts[$0 * (firsts.count - 1) / max(1, limit - 1)] }
    }

    /// `shown` laid out in one cell through the firmware's entry path (no placeholder entry);
    /// `nil` when the device does not show the family.
    func render(_ shown: TimelinePlay.Shown, index: Int, identity: WidgetIdentity, family: WidgetFamily, device: Device, state: DeviceState) -> RenderedCell? {
        guard
            let laid = try? renderer.layout(
                entry: shown.entry, widget: identity, family: family, device: device, scale: configuration.scale, date: shown.from, state: state,
                slot: "check/\(family.rawValue)/\(device.id)")
        else { return nil }
        return RenderedCell(
            widget: identity, family: family, device: device, state: state, entryIndex: index, entryDate: shown.entry.date, renderDate: shown.from,
            node: laid.node, slot: laid.slot, renderer: renderer)
    }
}
