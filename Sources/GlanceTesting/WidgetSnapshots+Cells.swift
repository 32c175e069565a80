import Foundation
import GlanceCairo
import GlanceChecks
import GlanceFirmware
import GlanceGraphics
import GlancePreviews
import GlanceUI
import GlanceText
import GlanceWidgets

extension WidgetSnapshots {
    func resolvedDevices() throws(SnapshotFailure) -> [Device] {
        do { return try Device.list(parsing: devices) } catch { throw SnapshotFailure(error.description) }
    }

    /// The families asked for (every accessory family when none were) that `device` shows and,
    /// when given, `supported` lists.
    func familiesToCheck(on device: Device, supportedBy supported: [WidgetFamily]? = nil) -> [WidgetFamily] {
        (families ?? WidgetFamily.accessoryFamilies).filter { (supported?.contains($0) ?? true) && device.families[$0] != nil }
    }

    /// The slot renderer every cell of one `verify` is drawn with (and its fonts loaded once).
    func makeSlots() throws(SnapshotFailure) -> SlotRenderer {
        do { return SlotRenderer(measurer: try TextEngine(), rasterizer: CairoRasterizer(), assets: assets) } catch {
            throw SnapshotFailure("could not load the fonts: \(error)")
        }
    }

    func makeRenderer(_ device: Device, slots: SlotRenderer) -> PreviewRenderer {
        var renderer = PreviewRenderer(device: device, slots: slots, now: now)
        renderer.timeout = .seconds(60)  // other tests may keep the main actor busy
        return renderer
    }

    /// The entries `entries` chooses from a timeline, with the moment each is drawn at and its
    /// part of the file name (none for the first entry alone).
    func pick(_ timeline: [AnyTimelineEntry], family: WidgetFamily, device: Device) throws(SnapshotFailure)
        -> [(AnyTimelineEntry, Date, String?)]
    {
        try entries.map { (choice) throws(SnapshotFailure) in
            let index: Int
            do { index = try choice.index(in: timeline.map(\.date)) } catch { throw SnapshotFailure("\(family) on \(device.id): \(error)") }
            let label: String? = entries == [.index(0)] ? nil : {
                switch choice {
                case .index(let n): "e\(n)"
                case .date(let d): "at-" + ISO8601DateFormatter().string(from: d).filter { $0.isNumber || $0 == "T" }
                }
            }()
            return (timeline[index], choice.date(entryDate: timeline[index].date), label)
        }
    }

    /// Draws and compares every cell in every state; throws one failure naming them all.
    func compare(_ cells: [Cell], identity: WidgetIdentity, name: String, slots: SlotRenderer) throws(SnapshotFailure) {
        var problems: [String] = [], recorded = 0, checked = 0, images: [String] = [], results: [GoldenRun.Cell] = []
        for cell in cells {
            for state in states {
                let file = ([name, cell.family.rawValue, cell.device.id, state.name] + (cell.entryLabel.map { [$0] } ?? [])).joined(separator: ".")
                let where_ = "\(cell.family.rawValue) on \(cell.device.id), \(state.name)\(cell.entryLabel.map { ", \($0)" } ?? "")"
                guard shard.contains("\(subfolder)/\(file)") else { continue }
                checked += 1
                var result = GoldenRun.Cell(
                    name: file, family: cell.family.rawValue, device: cell.device.id, state: state.name, entry: cell.entryLabel, status: .passed,
                    golden: URL(fileURLWithPath: "\(directory)/\(subfolder)/\(file).png").path)
                do throws(SnapshotFailure) {
                    let bitmap: Bitmap
                    do {
                        bitmap = try slots.render(
                            entry: cell.entry, placeholder: cell.placeholder, widget: identity, family: cell.family, device: cell.device,
                            date: cell.date, state: state.deviceState()
                        ).bitmap
                    } catch { throw SnapshotFailure("could not render: \(error)") }
                    try verifySnapshot(of: bitmap, as: .image(tolerance: tolerance), named: "\(subfolder)/\(file)", in: directory, record: record)
                    results.append(result)
                } catch {
                    result.status = error.recorded ? .recorded : error.images.count >= 2 ? .failed : error.missingReference ? .missing : .error
                    result.message = error.description
                    if error.images.count >= 2 { (result.actual, result.diff) = (error.images[1], error.images.dropFirst(2).first) }
                    results.append(result)
                    if error.recorded { recorded += 1 }
                    images += error.images
                    problems.append("\(where_): \(error.description)")
                }
            }
        }
        if let failure = writeResults(results, name: name, widget: identity.kind) { problems.append(failure) }
        guard !problems.isEmpty else { return }
        let head = recorded == problems.count
            ? "\(name): recorded \(recorded) of \(checked) snapshots (record mode \(record.rawValue)); look at them, then run again without GLANCE_RECORD"
            : "\(name): \(problems.count) of \(checked) snapshots failed"
        throw SnapshotFailure(([head] + problems.map { "  - " + $0 }).joined(separator: "\n"), recorded: recorded == problems.count, images: images)
    }
}

extension WidgetSnapshots {
    /// This matrix with the part `GLANCE_SHARD` names and the results folder `GLANCE_RESULTS`
    /// names, or a failure naming the bad value.
    func sharded(environment: [String: String] = ProcessInfo.processInfo.environment) throws(SnapshotFailure) -> WidgetSnapshots {
        var copy = self
        do { copy.shard = try Shard.fromEnvironment(environment) ?? .whole } catch { throw SnapshotFailure(error.description) }
        if let folder = environment[GoldenRun.environmentKey], !folder.isEmpty { copy.resultsFolder = folder }
        return copy
    }
}

extension WidgetSnapshots {
    /// Writes the matrix's result for `glance report`: into `GLANCE_RESULTS` when it is set,
    /// and beside the failures (`__Failures__/<test file>/<name>.golden.json`) when a cell failed.
    /// Returns why it could not, as a problem of the test.
    func writeResults(
        _ cells: [GoldenRun.Cell], name: String, widget: String
    ) -> String? {
        let run = GoldenRun(
            test: "\(subfolder)/\(name)", widget: widget, shard: shard.description,
            tolerance: "perChannel=\(tolerance.perChannel);pixelFraction=\(tolerance.pixelFraction)", cells: cells)
        var folders: [String] = []
        if let resultsFolder { folders.append(resultsFolder) }
        if cells.contains(where: { $0.status != .passed && $0.status != .recorded }) {
            folders.append(URL(fileURLWithPath: directory).deletingLastPathComponent().appendingPathComponent("__Failures__").appendingPathComponent(subfolder).path)
        }
        for folder in folders {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                try OutputFile.write(try run.json(), to: URL(fileURLWithPath: folder).appendingPathComponent(run.fileName).path, replacing: true)
            } catch { return "could not write the result to \(folder) (\(GoldenRun.environmentKey)): \(error)" }
        }
        return nil
    }
}
