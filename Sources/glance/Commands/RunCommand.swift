import GlanceChecksCommand
import ArgumentParser
import Foundation
import GlanceCairo
import GlanceEmulator
import GlanceExtension
import GlanceFiles
import GlanceFirmware
import GlanceGraphics
import GlanceSDL
import GlanceText
import GlanceWidgets

/// `glance run`: the emulator window.
struct RunCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Open the emulator window: faces with ROM widgets, playing live on a simulated clock.",
        discussion: "Keys: L lock, B reboot, W wrist down/up, M rendering mode, T tint, Space pause, → +1 min, ⇧→ +1 h, "
            + "[ ] previous/next entry, Home/End first/last entry, Tab slot on the timeline strip, S speed, R reload, ↑↓/wheel Smart Stack, click a button or toggle (else widgetURL), N/P faces, H heads-up, ? help, F12 screenshot (into --output), Q quit. "
            + "Files given are reloaded when they change. Without a display, use the headless commands (render, face, timeline, rom)."
    )

    @Option(name: .long, help: ArgumentHelp("Face files, shown in turn with N and P (default: every face in faces/, Infograph first).", valueName: "face.json"))
    var face: [String] = []

    @Option(name: .long, help: ArgumentHelp("ROM files whose widgets fill the slots (default: every ROM in roms/).", valueName: "rom.json"))
    var rom: [String] = []

    @Option(name: .long, help: ArgumentHelp("Simulated start, ISO 8601 (2026-06-03T08:00:00Z), or 'now'.", valueName: "date"))
    var start: String = "now"

    @Option(name: .long, help: ArgumentHelp("Window pixels per point (default: 2, or less to fit the screen).", valueName: "n"))
    var zoom: Double?

    @Option(name: .long, help: ArgumentHelp("The window's size at the start, e.g. 900x700 (instead of --zoom); the picture is drawn anew to fit it.", valueName: "WxH"))
    var window: String?

    @Option(name: .long, help: ArgumentHelp("Write a PNG of every changed frame into this folder.", valueName: "dir"))
    var record: String?

    @Option(name: .long, help: ArgumentHelp("Keys to type at start, e.g. \"l w shift+right\", click:X,Y for a click at a point of the display, tap:SLOT/ELEMENT for a tap on a widget's button or toggle (for demos and tests).", valueName: "keys"))
    var keys: String?

    @Flag(name: .long, help: "Quit after the typed keys are handled.")
    var quitAfterKeys = false

    @Option(name: .long, help: ArgumentHelp("Write the last frame shown to this PNG on exit.", valueName: "file.png"))
    var screenshot: String?

    @Option(name: [.short, .long], help: ArgumentHelp("Folder for F12 screenshots, made when missing (default: out, in the current folder).", valueName: "dir"))
    var output: String = Screenshots.defaultFolder

    @OptionGroup var assetOptions: AssetOptions

    @OptionGroup var bundleOptions: BundleOptions

    func validate() throws {
        if let zoom, !(zoom > 0 && zoom <= 8) { throw ValidationError("--zoom must be more than 0 and at most 8 (got \(zoom))") }
        _ = try SimulatedStart.parse(start)
        _ = try windowSize()
    }

    /// `--window WxH` as a size, or nil when not given.
    func windowSize() throws -> (width: Int, height: Int)? {
        guard let window else { return nil }
        let parts = window.lowercased().split(separator: "x").compactMap { Int($0) }
        guard parts.count == 2, (100...8192).contains(parts[0]), (100...8192).contains(parts[1]) else {
            throw ValidationError("--window: expected a size like 900x700 (each side 100 to 8192), found '\(window)'")
        }
        return (parts[0], parts[1])
    }

    @MainActor
    func run() async throws {
        if !SDLWindow.hasDisplay() {
            throw CommandFailure("no display (DISPLAY is not set): use the headless commands instead: glance face faces/infograph.json -o face.png, glance render --rom roms/tides.json -o t.png, glance timeline, glance rom show FILE")
        }
        if let loaded = try bundleOptions.load() {
            let assets = MissingAssetReporter(try assetOptions.catalog(adding: loaded.catalogs))
            let settings = loaded.settings
            let overrides = { (slot: String, kind: String) in settings.values(for: String(kind.prefix { $0 != "#" }), slot: slot) }
            guard let package = bundleOptions.watch, let bundle = bundleOptions.source.bundle else {
                defer { loaded.remote.stop() }
                try await show(faces: loaded.faces, widgets: loaded.widgets, images: [:], assets: assets, overrides: overrides) { nil }
                return
            }
            let options = bundleOptions
            let watch: BundleWatch
            do {
                watch = try BundleWatch(package: package, command: bundleOptions.rebuild, bundle: bundle, current: loaded) { try options.load() }
            } catch { throw CommandFailure("\(error)") }
            defer { watch.current.remote.stop() }
            try await show(faces: loaded.faces, widgets: loaded.widgets, images: [:], assets: assets, overrides: overrides, watch: watch) { watch.poll() }
            return
        }
        let faceFiles = face.isEmpty ? Self.defaults(in: "faces", first: "infograph.json") : face
        let romFiles = rom.isEmpty ? Self.defaults(in: "roms", first: nil) : rom
        guard !faceFiles.isEmpty else { throw CommandFailure("no face files: give --face FILE (faces/ is not in \(FileManager.default.currentDirectoryPath))") }
        let content = try ContentFiles(faces: faceFiles, roms: romFiles)
        let (faces, widgets, images, romAssets) = try content.load()
        let assets = MissingAssetReporter(try assetOptions.catalog(adding: romAssets))
        try await show(faces: faces, widgets: widgets, images: images, assets: assets) {
            guard content.changed() else { return nil }
            do {
                let (faces, widgets, _, _) = try content.load()
                return .success((faces, widgets))
            } catch {
                // The status line has room for the first problem.
                let lines = "\(error)".split(separator: "\n")
                return .failure(EmulatorError(lines.count > 1 ? lines[1] + (lines.count > 2 ? " (+\(lines.count - 2) more)" : "") : "\(error)"))
            }
        }
    }

    /// Opens the window on `faces`; `reload` gives new content when files change.
    @MainActor
    private func show(
        faces: [Face], widgets: [WidgetDescription], images: [String: Bitmap], assets: any AssetSource,
        overrides: @escaping (_ slot: String, _ kind: String) -> [String: String] = { _, _ in [:] }, watch: BundleWatch? = nil,
        reload: @escaping EmulatorApp.Reload
    ) async throws {
        let engine = try TextEngine()
        let session = try EmulatorSession(
            faces: faces, widgets: widgets, start: try SimulatedStart.parse(start), compositor: FaceCompositor(slots: SlotRenderer(measurer: engine, rasterizer: CairoRasterizer(), assets: assets)),
            images: images)
        session.parameterOverrides = overrides
        watch?.note = { session.note($0) }
        var options = EmulatorApp.Options()
        options.zoom = zoom ?? 2
        options.fitsScreen = zoom == nil && window == nil
        options.windowSize = try windowSize()
        options.recordFolder = record
        options.keys = keys.map { $0.split(separator: " ").map(String.init) } ?? []
        options.quitAfterKeys = quitAfterKeys
        options.finalScreenshot = screenshot
        if let watch { options.reloadShown = { watch.shown() } }
        options.screenshotFolder = output
        if let record { try FileManager.default.createDirectory(atPath: record, withIntermediateDirectories: true) }
        let app = EmulatorApp(session: session, chrome: EmulatorChrome(measurer: engine), encodePNG: { try PNGCodec().encode($0) }, options: options, reload: reload)
        do {
            try await app.run()
        } catch let error as SDLError {
            throw CommandFailure("cannot open a window (\(error)); the headless commands work without one: glance face, glance render, glance timeline")
        }
    }

    /// The `.json` files in `folder`, with `first` (if there) in front.
    static func defaults(in folder: String, first: String?) -> [String] {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
        let ordered = names.filter { $0 == first } + names.filter { $0 != first }
        return ordered.map { "\(folder)/\($0)" }
    }
}
