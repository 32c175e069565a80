import ArgumentParser
import Foundation
import GlanceCairo
import GlanceSamples
import GlanceFirmware
import GlanceGraphics
import GlanceText
import GlanceUI
import GlanceWidgets

/// `glance render`: the built-in sample view at a family's size, to a PNG.
struct RenderCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a built-in complication in one accessory family to a PNG.",
        discussion: "The view is laid out at the family's size on the device and drawn over the background. "
            + "Any cell of `glance sheet` is drawn the same way with its --state and --at. Examples:\n"
            + "  glance render --family accessoryRectangular --device watch-45mm --output rect.png\n"
            + "  glance render --rom roms/tides.json --family accessoryCircular --state locked+always-on --at 2 -o t.png"
    )

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The widget family: " + WidgetFamily.accessoryNames.joined(separator: ", ") + ".", valueName: "family"))
    var family: String = WidgetFamily.accessoryCircular.rawValue

    @Option(name: .long, help: ArgumentHelp("Which gallery complication (see `glance render --list`), or with --rom which of its widgets.", valueName: "id"))
    var widget: String?

    @Option(name: .long, help: ArgumentHelp("Render a widget from this ROM file (roms/*.json) instead of the gallery.", valueName: "rom.json"))
    var rom: String?

    @Option(name: .long, help: ArgumentHelp("Which timeline entry: an index from 0, or an ISO 8601 date (2026-06-03T12:00, UTC unless a zone is given) for the entry current then, drawn at that moment. ROM entries are dated from 2026-06-03T10:09:30Z.", valueName: "n|date"))
    var at: String?

    @Option(name: .long, help: ArgumentHelp("The same as --at n.", valueName: "n"))
    var entry: Int?

    @Flag(name: .long, help: "List the gallery complications and the families each supports.")
    var list = false

    @OptionGroup var deviceOptions: DeviceOptions

    @OptionGroup var assetOptions: AssetOptions

    @Option(name: [.short, .long], help: ArgumentHelp("Where to write the PNG.", valueName: "file.png"))
    var output: String?

    @Flag(name: [.short, .long], help: "Replace the output file if it exists.")
    var force = false

    @Option(name: .long, help: ArgumentHelp("Background colour: a name (black, clear, …) or #RRGGBB[AA].", valueName: "color"))
    var background: String = "black"

    @Option(name: .long, help: ArgumentHelp("For accessoryCorner: which display corner (topLeading, topTrailing, bottomLeading, bottomTrailing).", valueName: "corner"))
    var corner: String = Corner.topLeading.rawValue

    @Option(name: .long, help: ArgumentHelp("Device state: \(NamedDeviceState.forms), as `glance sheet` names its columns.", valueName: "state"))
    var state: String?

    @Option(name: .long, help: ArgumentHelp("Lock state: unlocked, locked, rebootedBeforeFirstUnlock (or say it in --state).", valueName: "lock"))
    var lock: String?

    @Option(name: .long, help: ArgumentHelp("The widget's data protection: complete, completeUnlessOpen, completeUntilFirstUserAuthentication, none (default: the ROM widget's own, else none).", valueName: "level"))
    var protection: String?

    @Flag(name: .long, help: "Wrist down: Always On, dimmed, with lit-pixel figures checked against the presets.")
    var alwaysOn = false

    @Option(name: .long, help: ArgumentHelp("Rendering mode: fullColor, accented, vibrant (or say it in --state).", valueName: "mode"))
    var mode: String?

    @Option(name: .long, help: ArgumentHelp("The face's tint for accented mode (name or #RRGGBB).", valueName: "color"))
    var tint: String = "orange"

    @Flag(name: .long, help: "Print where layout placed every view.")
    var printLayout = false

    func validate() throws {
        if list { return }
        guard output != nil else { throw ValidationError("missing --output <file.png>") }
        if rom == nil { _ = try DrawnWidget.gallery(widget) }
        _ = try resolvedFamily()
        _ = try resolvedBackground()
        _ = try resolvedCorner()
        _ = try resolvedState()
        _ = try resolvedProtection()
        _ = try resolvedAt()
    }

    func resolvedState() throws -> DeviceState {
        try DeviceStateChoice.state(named: state, lock: lock, alwaysOn: alwaysOn, mode: mode, tint: tint)
    }

    /// `--at`, or `--entry`, or entry 0.
    func resolvedAt() throws -> EntryChoice {
        if at != nil && entry != nil { throw ValidationError("give --at or --entry, not both") }
        do {
            if let entry { return try EntryChoice(parsing: String(entry)) }
            if let at { return try EntryChoice(parsing: at) }
        } catch { throw ValidationError("\(error)") }
        return .index(0)
    }

    func resolvedProtection(default fallback: WidgetDataProtection = .none) throws -> WidgetDataProtection {
        guard let protection else { return fallback }
        guard let value = WidgetDataProtection(rawValue: protection) else {
            throw ValidationError("unknown --protection '\(protection)'; valid: " + WidgetDataProtection.allCases.map(\.rawValue).joined(separator: ", "))
        }
        return value
    }

    func resolvedCorner() throws -> Corner {
        guard let value = Corner(rawValue: corner) else {
            throw ValidationError("unknown corner '\(corner)'; valid corners: " + Corner.allCases.map(\.rawValue).joined(separator: ", "))
        }
        return value
    }

    func resolvedFamily() throws -> WidgetFamily {
        guard let value = WidgetFamily(accessoryName: family) else {
            throw ValidationError(
                "unknown family '\(family)'; valid families: " + WidgetFamily.accessoryNames.joined(separator: ", "))
        }
        return value
    }

    func resolvedBackground() throws -> Color {
        guard let color = Color(parsing: background) else {
            throw ValidationError("--background: '\(background)' is not a colour name or #RRGGBB[AA] value")
        }
        return color
    }

    @MainActor
    func run() async throws {
        if let rom { return try await RomRender(options: self, romPath: rom).run() }
        if list {
            for item in Gallery.items { print("\(item.id.padding(toLength: 20, withPad: " ", startingAt: 0)) \(item.families.map(\.rawValue).joined(separator: ", "))") }
            return
        }
        let at = try resolvedAt()
        var widget = try DrawnWidget.gallery(widget, date: at.date(entryDate: Gallery.now))
        widget.identity.protection = try resolvedProtection()
        try draw(widget, family: try resolvedFamily())
    }

    /// Renders the `--at` entry of `widget` in the slot, writes the PNG and reports.
    @MainActor
    func draw(_ widget: DrawnWidget, family: WidgetFamily) throws {
        guard let output else { return }
        try widget.check(family)
        let device = try deviceOptions.resolvedDevice()
        do {
            let state = try resolvedState()
            let (entry, date) = try widget.entry(try resolvedAt())
            let catalog = try assetOptions.catalog(adding: widget.assets)
            let renderer = SlotRenderer(measurer: try TextEngine(), rasterizer: CairoRasterizer(), assets: catalog)
            let redaction = state.redaction(for: widget.identity.kind, protection: widget.identity.protection)
            let (layout, bitmap) = try renderer.render(
                entry: entry, widget: widget.identity, family: family, device: device, scale: deviceOptions.scale, date: date,
                corner: try resolvedCorner(), background: try resolvedBackground(), state: state)
            try OutputFile.write(try PNGCodec().encode(bitmap), to: output, replacing: force)
            if printLayout { print(layout.root) }
            for warning in layout.warnings { FileHandle.standardError.write(Data("warning: \(warning.escapingControlCharacters)\n".utf8)) }
            print("wrote \(output) (\(bitmap.width)×\(bitmap.height) px, \(family) on \(device.id), \(state.lock.rawValue), \(state.renderingMode.rawValue)\(state.isLuminanceReduced ? ", always on" : ""), redaction: \(redaction.rawValue))")
            if state.isLuminanceReduced { printAlwaysOnReport(bitmap) }
        } catch let failure as CommandFailure {
            throw failure
        } catch {
            throw CommandFailure("\(error)")
        }
    }
}

/// Prints a frame's lit-pixel figures and each Always On preset's verdict on them.
func printAlwaysOnReport(_ frame: Bitmap) {
    let m = AlwaysOnMeasurement(frame)
    print("always on: \(m)")
    for preset in AlwaysOnPreset.all {
        let problems = preset.violations(m)
        print("  \(preset.name): " + (problems.isEmpty ? "ok" : problems.joined(separator: "; ")))
    }
}

/// A failure reported as one line on stderr with a non-zero exit.
struct CommandFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
