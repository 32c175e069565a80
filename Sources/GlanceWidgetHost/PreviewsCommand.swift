import ArgumentParser
import GlanceChecksCommand
import Foundation
import GlanceCairo
import GlanceExtension
import GlanceFirmware
import GlanceGraphics
import GlancePreviews
import GlanceText
import GlanceUI
import GlanceWidgets

/// Renders every declared preview: each entry of its timeline in each chosen state, as single
/// PNGs and as one labelled sheet per preview, as Xcode's canvas shows them.
struct PreviewsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "previews",
        abstract: "Render every #Preview and PreviewProvider preview to PNG files (a sheet per preview, and each frame).",
        discussion: "Writes OUTPUT/MODULE/NN-NAME.png (the sheet: a row per entry, a column per state) and "
            + "OUTPUT/MODULE/NN-NAME/eK-STATE.png. Existing files are kept unless --force is given.")

    @Flag(name: .long, help: "Only list the previews.")
    var list = false

    @Option(name: [.short, .long], help: ArgumentHelp("The folder to write into.", valueName: "dir"))
    var output: String = "previews"

    @Option(name: .long, help: ArgumentHelp("States: all (those that differ on the device: a watch has no vibrant mode, a phone Lock Screen only vibrant), or a list of unlocked, locked, always-on, accented, vibrant, rebootedBeforeFirstUnlock (the names glance sheet and check use).", valueName: "list"))
    var states: String = "all"

    @Option(name: .long, help: ArgumentHelp("Only previews whose name or file contains this text.", valueName: "text"))
    var filter: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The moment the previews are drawn at, which widget code sees as now (`Date()`): an ISO 8601 date like 2026-06-03T10:09:30Z, or now.",
            valueName: "date"))
    var start = "now"

    @OptionGroup var deviceOptions: HostDeviceOptions

    @OptionGroup var extensionOptions: ExtensionOptions

    @Flag(name: [.short, .long], help: "Replace files that exist.")
    var force = false

    @Flag(name: .long, help: "After rendering, render again on each save of a Swift file in the bundle's package (rebuilding it first); replaces the previews written before.")
    var watch = false

    @MainActor
    func run() async throws {
        let device = try deviceOptions.resolvedDevice()
        let chosenStates = try PreviewState.parse(states, device: device)
        let settings = try IntentSettings(deviceOptions.set)
        let loaded = try extensionOptions.load(device: device)
        defer { loaded.remote?.stop() }
        let previews = loaded.previews.filter { p in filter.map { p.title.contains($0) || p.fileID.contains($0) } ?? true }
        guard !previews.isEmpty else {
            throw HostFailure(filter == nil ? "no previews declared (add #Preview or a PreviewProvider)" : "no preview matches \"\(filter!)\"")
        }
        if list {
            for p in previews { print(p.listing) }
            return
        }
        let engine = try TextEngine()
        if let unknown = settings.unknownKinds(in: loaded.widgets).first { throw HostFailure("--set names widget \"\(unknown)\", which the bundle does not have") }
        let assets = try PreviewAssets.catalog(given: deviceOptions.assets, previews: previews)
        let renderer = PreviewRenderer(device: device, slots: SlotRenderer(measurer: engine, rasterizer: CairoRasterizer(), assets: assets), now: try SimulatedStart.parse(start))
        let files = PreviewFiles(root: output, previews: previews)
        if !force, !watch, let existing = files.firstExisting() {
            throw HostFailure("\(existing) exists; give --force to replace the previews in \(output)")
        }
        var failures = 0
        var written = 0
        var warned = Set<String>()
        var skipped = 0
        for (index, var preview) in previews.enumerated() {
            preview = try settings.apply(to: preview)
            do {
                let frames = try await renderer.frames(of: preview, states: chosenStates)
                if let fault = frames.compactMap(\.fault).first {
                    failures += 1
                    printError("preview \"\(preview.title)\" (\(preview.location)): \(fault); drew its placeholder, marked")
                }
                for frame in frames {
                    for w in frame.warnings where warned.insert(w).inserted { printWarning("\(preview.title): \(w)") }
                    try files.write(try PNGCodec().encode(frame.bitmap), to: files.framePath(index, frame: frame))
                }
                let subtitle = "\(preview.family?.rawValue ?? "view") · \(device.id) · \(preview.location)"
                let sheet = PreviewSheet(measurer: engine).displayList(title: preview.title, subtitle: subtitle, frames: frames, scale: device.scale)
                try files.write(try PNGCodec().encode(try CairoRasterizer().rasterize(sheet, scale: 1, background: .black)), to: files.sheetPath(index))
                written += frames.count
                print("\(files.sheetPath(index).escapingControlCharacters): \(Set(frames.map(\.entry)).count) entr\(Set(frames.map(\.entry)).count == 1 ? "y" : "ies") × \(chosenStates.count) state\(chosenStates.count == 1 ? "" : "s")")
            } catch SlotRenderer.Failure.unsupportedFamily(let family, let id, _) where !family.isAccessory {
                // Home Screen families beside accessory ones are common in real widget files: no
                // built-in device shows them, which is no fault of the preview, so they are left out.
                skipped += 1
                printWarning("preview \"\(preview.title)\" (\(preview.location)) left out: \(family) is not shown on \(id); Glance draws accessory families")
            } catch {
                failures += 1
                printError("preview \"\(preview.title)\" (\(preview.location)): \(error)")
            }
        }
        print(
            "\(previews.count - failures - skipped) of \(previews.count) previews rendered"
                + (skipped > 0 ? " (\(skipped) for families \(device.id) does not show left out)" : "") + ", \(written) frames, in \(output)/ on \(device.id)")
        if watch {
            PreviewsWatch.reportRerun()
            loaded.remote?.stop()
            try PreviewsWatch.rerunAfterNextBuild()
        }
        if failures > 0 { throw ExitCode(1) }
    }
}

/// Where a preview's pictures go: OUTPUT/MODULE/NN-NAME.png and OUTPUT/MODULE/NN-NAME/eK-STATE.png.
struct PreviewFiles {
    let root: String
    let stems: [String]

    @MainActor
    init(root: String, previews: [Preview]) {
        self.root = root
        stems = previews.enumerated().map { i, p in
            let slug = p.title.lowercased().map { $0.isLetter || $0.isNumber ? String($0) : "-" }.joined()
                .split(separator: "-").joined(separator: "-")
            let module = p.module.isEmpty ? "previews" : p.module
            return "\(module)/\(String(format: "%02d", i + 1))-\(slug.isEmpty ? "preview" : slug)"
        }
    }

    func sheetPath(_ index: Int) -> String { "\(root)/\(stems[index]).png" }

    @MainActor
    func framePath(_ index: Int, frame: PreviewRenderer.Frame) -> String { "\(root)/\(stems[index])/e\(frame.entry)-\(frame.state.rawValue).png" }

    /// A file or folder this run would write that exists already.
    func firstExisting() -> String? {
        stems.indices.flatMap { [sheetPath($0), "\(root)/\(stems[$0])"] }.first { FileManager.default.fileExists(atPath: $0) }
    }

    /// Writes atomically, making folders as needed.
    func write(_ bytes: [UInt8], to path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try OutputFile.write(bytes, to: path, replacing: true)
    }
}
