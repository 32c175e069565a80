import Foundation
import GlanceChecksCommand
import GlanceCairo
import GlanceFiles
import GlanceFirmware
import GlanceGraphics
import GlanceText
import GlanceWidgets

/// The measuring loop: every entry of a row, in turn (0, 1, 2, …, 0, 1, 2, …, so consecutive
/// renders differ as they do on a watch), from (entry, device state) to a finished slot bitmap
/// along the emulator window's path, each phase timed with the monotonic clock:
/// - resolve: the ROM entry read for the request (`timelineEntry`) and its view archived for
///   the slot's environment (kept per slot, as the window keeps it); for a bundle, the archive its extension made for that environment;
/// - layout: `SlotRenderer.layout`, the display list final;
/// - raster: `SlotRenderer.draw`, the bitmap dimmed if Always On.
@MainActor
final class BenchRun {
    /// How much to measure.
    struct Settings {
        /// Measured renders of each entry without `iterations` or `minTime`.
        static let defaultIterations = 200
        /// Measured renders of each entry; with `minTime`, at least this many.
        var iterations: Int?
        /// Renders of each entry before measuring.
        var warmup: Int
        /// Least measured time per row, in nanoseconds.
        var minTime: Double?
        /// When the timeline is requested; entries are dated from it.
        var start: Date
    }

    let settings: Settings
    /// One renderer per device, kept for the whole run as the window keeps one.
    private var renderers: [String: SlotRenderer] = [:]
    private let assets: any AssetSource
    private let progress: TerminalProgress?
    /// Warnings already printed, so each is printed once.
    private var warned = Set<String>()
    /// Each row's entries by widget, family and device: states and modes share them.
    private var timelines: [String: BenchWidget.Timeline] = [:]
    /// The plain C program each first render is read against (`PlainReference`).
    private let reference = PlainReference()
    /// The pixels the reference draws into, kept between entries as a C program keeps its buffer.
    private var referencePixels: [UInt8] = []

    init(settings: Settings, assets: any AssetSource, progress: TerminalProgress?) {
        self.settings = settings
        self.assets = assets
        self.progress = progress
    }

    /// The renderer for `device`, made on first use.
    private func renderer(for device: Device) throws -> SlotRenderer {
        if let renderer = renderers[device.id] { return renderer }
        let renderer = SlotRenderer(measurer: try TextEngine(), rasterizer: CairoRasterizer(), assets: assets)
        renderers[device.id] = renderer
        return renderer
    }

    /// Phase times of one render, in nanoseconds.
    private struct Timing {
        var resolve: UInt64
        var layout: UInt64
        var raster: UInt64
        var total: UInt64 { resolve + layout + raster }
    }

    /// The row's entries, asked for once per widget, family and device (not timed).
    private func entries(of item: BenchPlan.Item) async throws -> BenchWidget.Timeline {
        let key = [item.widget.path, item.widget.kind, item.family.rawValue, item.device.id].joined(separator: "\u{1F}")
        if let known = timelines[key] { return known }
        let entries = try await item.widget.entries(item.family, item.device, settings.start)
        guard entries.count > 0 else { throw CommandFailure("the widget gave a timeline with no entries") }
        timelines[key] = entries
        return entries
    }

    /// Measures one row; `done` rows came before it, for the progress bar.
    func measure(_ item: BenchPlan.Item, done: Int, label: String) async throws -> BenchReport.Row {
        let renderer = try renderer(for: item.device)
        let widget = WidgetIdentity(kind: item.widget.kind, protection: item.widget.protection)
        progress?.update(row: done, fraction: 0, label: label, force: true)
        let entries = try await entries(of: item)
        // Rows take turns in one slot per device and family, as widgets do in a face's slot:
        // the rasterizer keeps one canvas for it, not one per row measured.
        let place = "bench/\(item.device.id)/\(item.family.rawValue)"
        func render(_ n: Int) throws -> Timing { try renderKeeping(n).timing }
        func renderKeeping(_ n: Int) throws -> (timing: Timing, slot: SlotLayout) {
            let t0 = MonotonicClock.nanoseconds()
            let entry = entries.entry(n)
            let env = try renderer.slotEnvironment(for: item.family, on: item.device, date: entry.date, state: item.deviceState, widget: widget)
            let node = entry.archive(env)
            let t1 = MonotonicClock.nanoseconds()
            let slot = try renderer.layout(
                node, family: item.family, device: item.device, date: entry.date, state: item.deviceState, widget: widget, slot: place)
            let t2 = MonotonicClock.nanoseconds()
            _ = try renderer.draw(slot)
            let t3 = MonotonicClock.nanoseconds()
            if n == 0 && !slot.layout.warnings.isEmpty { warn(slot.layout.warnings, label) }
            return (Timing(resolve: t1 - t0, layout: t2 - t1, raster: t3 - t2), slot)
        }

        // Each entry's first render in this row, timed on its own: layout and text caches have
        // not seen it (other rows and other entries may have warmed what they share). The
        // plain C reference then draws the same picture, timed the same way.
        var references: [Double] = []
        let firsts = try entries.indices.map { n in
            let first = try renderKeeping(n)
            references.append(try referenceTime(first.slot))
            return first.timing
        }
        for _ in 0..<settings.warmup { for n in entries.indices { _ = try render(n) } }

        let rounds = settings.iterations ?? (settings.minTime == nil ? Settings.defaultIterations : 1)
        var timings: [Timing] = []
        timings.reserveCapacity(rounds * entries.count)
        var measured: UInt64 = 0
        var round = 0
        while round < rounds || Double(measured) < (settings.minTime ?? 0) {
            for n in entries.indices {
                let t = try render(n)
                timings.append(t)
                measured += t.total
            }
            round += 1
            let byTime = settings.minTime.map { Double(measured) / $0 } ?? 1
            progress?.update(row: done, fraction: min(Double(round) / Double(rounds), byTime), label: label)
        }
        var result = row(item, timings: timings, entries: entries.count, measured: measured)
        result.firstRender = BenchSummary(firsts.map { Double($0.total) })
        result.firstLayoutMedian = BenchStatistics.median(firsts.map { Double($0.layout) })
        result.firstResolveMedian = BenchStatistics.median(firsts.map { Double($0.resolve) })
        result.firstRasterMedian = BenchStatistics.median(firsts.map { Double($0.raster) })
        result.referenceMedian = BenchStatistics.median(references)
        return result
    }

    /// Nanoseconds the plain C reference takes to draw `slot`'s picture; flattening its display
    /// list and opening fonts are not timed.
    private func referenceTime(_ slot: SlotLayout) throws -> Double {
        let list = slot.layout.displayList
        let flat = try reference.prepare(list)
        let size = PixelSize(list.size, scale: slot.scale)
        if referencePixels.count < size.width * size.height * 4 { referencePixels = [UInt8](repeating: 0, count: size.width * size.height * 4) }
        return referencePixels.withUnsafeMutableBufferPointer { pixels in
            let t0 = MonotonicClock.nanoseconds()
            reference.draw(flat, into: pixels.baseAddress!, width: size.width, height: size.height, scale: slot.scale, background: slot.background)
            return Double(MonotonicClock.nanoseconds() - t0)
        }
    }

    /// The row's figures from its timings; render `k` showed entry `k % entries`.
    private func row(_ item: BenchPlan.Item, timings: [Timing], entries: Int, measured: UInt64) -> BenchReport.Row {
        let totals = timings.map { Double($0.total) }
        let entryMedians = (0..<entries).map { n in
            BenchStatistics.median(stride(from: n, to: totals.count, by: entries).map { totals[$0] })
        }
        return BenchReport.Row(
            index: item.index, rom: item.widget.path, widget: item.widget.kind, family: item.family.rawValue, device: item.device.id,
            state: item.state.name, mode: item.mode.rawValue, entries: entries, render: BenchSummary(totals),
            resolveMedian: BenchStatistics.median(timings.map { Double($0.resolve) }),
            layoutMedian: BenchStatistics.median(timings.map { Double($0.layout) }),
            rasterMedian: BenchStatistics.median(timings.map { Double($0.raster) }),
            entriesPerSecond: measured == 0 ? 0 : (Double(timings.count) / (Double(measured) / 1e9) * 10).rounded() / 10,
            entryMedians: entryMedians)
    }

    private func warn(_ warnings: [String], _ label: String) {
        for warning in warnings where warned.insert(label + warning).inserted {
            progress?.finish()
            FileHandle.standardError.write(Data("warning: \(label): \(warning)\n".utf8))
        }
    }
}
