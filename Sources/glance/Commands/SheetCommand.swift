import ArgumentParser
import Foundation
import GlanceCairo
import GlanceFiles
import GlanceFirmware
import GlanceGraphics
import GlanceSheets
import GlanceText
import GlanceWidgets

/// `glance sheet`: a contact sheet of a ROM's widgets (or a gallery complication): a row per
/// family, a column per device state, a block per widget and device, each cell the slot as
/// the device shows it.
struct SheetCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sheet",
        abstract: "Draw a contact sheet PNG: every family × device state of a widget, labelled.",
        discussion: "Rows are the widget's families (a corner in the top-leading corner), columns the states, one block "
            + "per widget and device. Cells keep the device's pixel size and the slot's shape on a grey ground; "
            + "vibrant cells are drawn over the lock screen wallpaper. `glance render --state S --at N` draws any one cell "
            + "with the same pixels. Examples:\n"
            + "  glance sheet roms/tides.json -o tides.png\n"
            + "  glance sheet roms/calendar.json --device watch-41mm,iphone-6.1in --at 2026-06-03T12:00 -o cal.png\n"
            + "  glance sheet --widget heart-rate -o hr.png     # a gallery complication")

    @Argument(help: ArgumentHelp("The ROM file (roms/*.json); without one, --widget names a gallery complication.", valueName: "rom.json"))
    var rom: String?

    @Option(name: .long, help: ArgumentHelp("Which of the ROM's widgets (default: every one), or without a ROM which gallery complication.", valueName: "kind"))
    var widget: String?

    @Option(name: .long, help: ArgumentHelp("Devices, comma-separated (see `glance devices`): a block each.", valueName: "id[,id…]"))
    var device: String = Device.defaultID

    @Option(name: .long, help: ArgumentHelp("Families, comma-separated (default: every family the widget supports).", valueName: "family[,…]"))
    var family: String?

    @Option(name: .long, help: ArgumentHelp("States, comma-separated: \(NamedDeviceState.forms); `all` (the default) is each device's own: unlocked, locked, always-on and the rendering modes it draws in.", valueName: "state[,…]"))
    var state: String = "all"

    @Option(name: .long, help: ArgumentHelp("Which timeline entry: an index from 0, or an ISO 8601 date for the entry current then (as `glance render --at`).", valueName: "n|date"))
    var at: String = "0"

    @OptionGroup var assetOptions: AssetOptions

    @Option(name: [.short, .long], help: ArgumentHelp("Where to write the PNG.", valueName: "sheet.png"))
    var output: String

    @Flag(name: [.short, .long], help: "Replace the output file if it exists.")
    var force = false

    func validate() throws {
        if rom == nil && widget == nil { throw ValidationError("give a ROM file, or --widget for a gallery complication") }
        _ = try devices()
        _ = try families()
        _ = try states()
        _ = try entry()
    }

    func devices() throws -> [Device] {
        do { return try Device.list(parsing: device) } catch { throw ValidationError(error.description) }
    }

    func families() throws -> [WidgetFamily]? {
        guard let family else { return nil }
        do { return try WidgetFamily.list(parsing: family) } catch { throw ValidationError(error.description) }
    }

    func states() throws -> [NamedDeviceState] {
        do { return try NamedDeviceState.list(parsing: state) } catch { throw ValidationError("--state: \(error)") }
    }

    func entry() throws -> EntryChoice {
        do { return try EntryChoice(parsing: at) } catch { throw ValidationError(error.description) }
    }

    @MainActor
    func run() async throws {
        try OutputFile.check(output, replacing: force)
        let (title, widgets) = try subjects()
        let engine = try TextEngine()
        let sheet = try SheetBuilder(
            devices: try devices(), families: try families(), states: try states(), statesPerDevice: state == "all", at: try entry(),
            catalog: { try assetOptions.catalog(adding: $0) }, measurer: engine).sheet(title: title, subtitle: rom ?? "gallery", widgets: widgets)
        let bitmap = try CairoRasterizer().rasterize(sheet.displayList(measurer: engine), scale: 1, background: sheet.background)
        try OutputFile.write(try PNGCodec().encode(bitmap), to: output, replacing: force)
        let cells = sheet.blocks.map(\.cells.count).reduce(0, +)
        print("wrote \(output) (\(bitmap.width)×\(bitmap.height) px, \(cells) cells in \(sheet.blocks.count) block\(sheet.blocks.count == 1 ? "" : "s"))")
    }

    /// The sheet's title and the widgets it shows.
    private func subjects() throws -> (String, [DrawnWidget]) {
        guard let rom else {
            let item = try DrawnWidget.gallery(widget)
            return (item.name, [item])
        }
        let loaded = try RomLoader.load(rom)
        let kinds = widget.map { [$0] } ?? loaded.widgets.map(\.kind)
        let widgets = try kinds.map { try DrawnWidget.rom(loaded, path: rom, kind: $0) }
        return (widgets.count == 1 ? "\(widgets[0].name) (\(widgets[0].identity.kind))" : loaded.name, widgets)
    }
}
