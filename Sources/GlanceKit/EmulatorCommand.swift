import ArgumentParser
import Foundation
import GlanceCairo
import GlanceEmulator
import GlanceFirmware
import GlanceSDL
import GlanceText
import GlanceUI
import GlanceWidgets

/// Opens the emulator window with the bundle's widgets on generated faces, or with one face
/// per declared preview (`--previews`: N/P browse them, → steps through the entries).
struct EmulatorCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Open the emulator window with the bundle's widgets (or, with --previews, one face per preview).",
        discussion: "Keys as in `glance run`: N/P faces, L lock, W wrist down, M rendering mode, → one minute on, ? help, Q quit.")

    @Flag(name: .long, help: "Browse the declared previews: one face per preview.")
    var previews = false

    @OptionGroup var deviceOptions: HostDeviceOptions

    @Option(name: .long, help: ArgumentHelp("Keys to type at start, e.g. \"n l\" (for demos and tests).", valueName: "keys"))
    var keys: String?

    @Flag(name: .long, help: "Quit after the typed keys are handled.")
    var quitAfterKeys = false

    @Option(name: .long, help: ArgumentHelp("Write the last frame shown to this PNG on exit.", valueName: "file.png"))
    var screenshot: String?

    @MainActor
    func run() async throws {
        if !SDLWindow.hasDisplay() {
            throw HostFailure("no display (DISPLAY is not set): render the previews to PNG files instead with the `previews` subcommand")
        }
        guard let device = Device.named(deviceOptions.device) else { throw HostFailure("unknown device '\(deviceOptions.device)'") }
        let settings = try IntentSettings(deviceOptions.set)
        let declared = PreviewCatalog.previews()
        let (faces, widgets) = previews ? Self.previewFaces(declared, on: device) : (Face.showcase(for: Set(WidgetHost.widgets.flatMap(\.supportedFamilies)), on: device), WidgetHost.widgets)
        guard !faces.isEmpty else { throw HostFailure(previews ? "no previews in a widget family to show" : "no widgets to show") }
        if let unknown = settings.unknownKinds(in: widgets).first { throw HostFailure("--set names widget \"\(unknown)\", which the bundle does not have") }
        let engine = try TextEngine()
        let session = try EmulatorSession(
            faces: faces, widgets: widgets, start: Date(),
            compositor: FaceCompositor(
                slots: SlotRenderer(
                    measurer: engine, rasterizer: CairoRasterizer(),
                    assets: try PreviewAssets.catalog(given: deviceOptions.assets, previews: declared))))
        session.parameterOverrides = { slot, kind in settings.values(for: kind, slot: slot) }
        var options = EmulatorApp.Options()
        options.keys = keys.map { $0.split(separator: " ").map(String.init) } ?? []
        options.quitAfterKeys = quitAfterKeys
        options.finalScreenshot = screenshot
        let app = EmulatorApp(session: session, chrome: EmulatorChrome(measurer: engine), encodePNG: { try PNGCodec().encode($0) }, options: options) { nil }
        do { try await app.run() } catch let error as SDLError { throw HostFailure("cannot open a window (\(error)); the `previews` subcommand works without one") }
    }

    /// A face per preview drawn in a family, each slot pinned to the preview's own widget.
    @MainActor
    static func previewFaces(_ previews: [Preview], on device: Device) -> ([Face], [WidgetDescription]) {
        var faces: [Face] = [], widgets: [WidgetDescription] = []
        for (index, preview) in previews.enumerated() {
            guard let family = preview.family, device.families[family] != nil else { continue }
            var widget: WidgetDescription
            switch preview.content {
            case .widget(let w, _, let configuration):
                widget = w
                if let configuration { widget.defaultConfiguration = configuration }
            case .view(_, let archive):
                let entry = AnyTimelineEntry(date: .distantPast, relevance: nil) { archive($0) }
                widget = WidgetDescription(
                    kind: "preview", source: TimelineSource(placeholder: { _ in entry }, snapshot: { _, _, d in d(.success(entry)) },
                        timeline: { _, _, d in d(.success(AnyTimeline(entries: [entry], policy: .never))) }))
            }
            widget.kind = "\(widget.kind)#\(index + 1)"
            widget.supportedFamilies = [family]
            var face = Face.single(family, on: device, name: "\(index + 1). \(preview.title)")
            face.slots[0].widgetKind = widget.kind
            faces.append(face)
            widgets.append(widget)
        }
        return (faces, widgets)
    }
}
