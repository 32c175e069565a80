import Foundation
import GlanceCairo
import GlanceFiles
import GlanceFirmware
import GlanceGraphics
import GlanceSheets
import GlanceText
import GlanceWidgets
import Testing

@testable import glance

/// `glance sheet` and `glance render --state/--at` run as a user would: the sheet's layout,
/// its labels, and that any one cell is what `render` draws for it.
@Suite struct SheetCommandTests {
    private let scratch: ScratchFolder
    var folder: String { scratch.path }
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    var tides: String { "\(root)/roms/tides.json" }
    let states = "unlocked,locked+always-on,vibrant"

    init() throws {
        scratch = try ScratchFolder("glance-sheet")
    }


    func png(_ path: String) throws -> Bitmap { try PNGCodec().decode(Array(try Data(contentsOf: URL(fileURLWithPath: path)))) }

    /// The sheet the command draws for `tides` at entry 1, built in-process for its geometry.
    @MainActor
    func plan() throws -> ContactSheet {
        let rom = try RomLoader.load(tides)
        let builder = SheetBuilder(
            devices: [Device.named("watch-45mm")!], families: nil, states: try NamedDeviceState.list(parsing: states), at: .index(1),
            catalog: { _ in NoAssets() }, measurer: try TextEngine())
        return try builder.sheet(title: "Tides", subtitle: tides, widgets: [try DrawnWidget.rom(rom, path: tides, kind: nil)])
    }

    @Test @MainActor func byDefaultEachDeviceShowsTheStatesItHas() throws {
        let rom = try RomLoader.load(tides)
        let builder = SheetBuilder(
            devices: ["watch-45mm", "iphone-6.1in"].map { Device.named($0)! }, families: nil, states: NamedDeviceState.standard,
            statesPerDevice: true, at: .index(0), catalog: { _ in NoAssets() }, measurer: try TextEngine())
        let sheet = try builder.sheet(title: "Tides", subtitle: tides, widgets: [try DrawnWidget.rom(rom, path: tides, kind: nil)])
        #expect(sheet.blocks.map(\.columns) == [
            ["unlocked", "locked", "always-on", "accented"], ["vibrant", "locked+vibrant", "always-on+vibrant"],
        ])
    }

    @Test @MainActor func eachCellHasThePixelsRenderDrawsForIt() throws {
        let out = "\(folder)/tides.png"
        let r = try GlanceProcess.run(["sheet", tides, "--device", "watch-45mm", "--state", states, "--at", "1", "-o", out])
        #expect(r.status == 0, "\(r.err)")
        let sheet = try png(out)
        let layout = try plan()
        let size = layout.displayList(measurer: try TextEngine()).size
        #expect(sheet.width == Int(size.width) && sheet.height == Int(size.height))
        let frames = layout.cellFrames(measurer: try TextEngine())[0]
        // Rows are the families (circular, rectangular, inline), columns the states asked for.
        let cells: [(family: String, state: String, index: Int)] = [
            ("accessoryCircular", "locked+always-on", 1), ("accessoryCircular", "vibrant", 2), ("accessoryRectangular", "locked+always-on", 4),
            ("accessoryInline", "unlocked", 6),
        ]
        for cell in cells {
            let single = "\(folder)/\(cell.family)-\(cell.state).png"
            let rr = try GlanceProcess.run(["render", "--rom", tides, "--family", cell.family, "--state", cell.state, "--at", "1", "-o", single])
            #expect(rr.status == 0, "\(rr.err)")
            let alone = try png(single)
            let frame = frames[cell.index]
            #expect(Int(frame.width) == alone.width && Int(frame.height) == alone.height, "\(cell)")
            var same = 0, masked = 0
            let ground: (UInt8, UInt8, UInt8, UInt8) = (86, 86, 92, 255)  // SheetBuilder.ground
            for y in 0..<alone.height {
                for x in 0..<alone.width {
                    let p = sheet.pixel(x: Int(frame.minX) + x, y: Int(frame.minY) + y), q = alone.pixel(x: x, y: y)
                    // The shape's antialiased edge mixes the two.
                    func between(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> Bool { Int(a) >= Int(min(b, c)) - 1 && Int(a) <= Int(max(b, c)) + 1 }
                    let edge = between(p.r, q.r, ground.0) && between(p.g, q.g, ground.1) && between(p.b, q.b, ground.2)
                    if p == q { same += 1 } else if edge { masked += 1 } else {
                        Issue.record("\(cell): pixel \(x),\(y) is \(p) on the sheet and \(q) from render")
                        return
                    }
                }
            }
            // Outside the slot's shape the sheet shows its ground (blended on the edge); inside, render's pixels.
            #expect(same > alone.width * alone.height / 2, "\(cell): \(same) equal, \(masked) masked")
            #expect(cell.family == "accessoryInline" ? masked == 0 : masked > 0, "\(cell)")
        }
    }

    @Test @MainActor func labelsNameTheWidgetFileFamiliesStatesAndDeviceWithoutCoveringCells() throws {
        let sheet = try plan()
        let list = sheet.displayList(measurer: try TextEngine())
        let texts = list.textRuns.map(\.run.text)
        for label in ["Tides", tides, "entry 1", "Apple Watch 45 mm (Series 7–9) (watch-45mm)", "accessoryCircular", "accessoryInline", "unlocked", "locked+always-on", "vibrant"] {
            #expect(texts.contains { $0.contains(label) }, "no label \(label) in \(texts)")
        }
        let cells = sheet.cellFrames(measurer: try TextEngine()).flatMap { $0 }
        for (run, t) in list.textRuns {
            let origin = Point(x: run.origin.x + t.tx, y: run.origin.y + t.ty)
            let box = Rect(x: origin.x, y: origin.y - run.size * 0.8, width: run.width, height: run.size)
            #expect(box.maxX <= list.size.width, "\(run.text) leaves the sheet")
            for cell in cells { #expect(box.intersection(cell) == nil, "\(run.text) at \(box) covers a cell at \(cell)") }
        }
    }

    @Test func badInputFailsNamingTheProblemAndNothingIsOverwritten() throws {
        let out = "\(folder)/s.png"
        let missing = try GlanceProcess.run(["sheet", "\(folder)/nope.json", "-o", out])
        #expect(missing.status != 0 && missing.err.contains("nope.json"), "\(missing.err)")
        let state = try GlanceProcess.run(["sheet", tides, "--state", "asleep", "-o", out])
        #expect(state.status != 0 && state.err.contains("asleep") && state.err.contains("always-on"), "\(state.err)")
        let at = try GlanceProcess.run(["sheet", tides, "--at", "99", "-o", out])
        #expect(at.status != 0 && at.err.contains("entries 0 to"), "\(at.err)")
        #expect(!FileManager.default.fileExists(atPath: out))
        try Data("keep".utf8).write(to: URL(fileURLWithPath: out))
        let again = try GlanceProcess.run(["sheet", "--widget", "heart-rate", "-o", out])
        #expect(again.status != 0 && again.err.contains("--force"), "\(again.err)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: out)) == Data("keep".utf8))
        let forced = try GlanceProcess.run(["sheet", "--widget", "heart-rate", "--family", "accessoryCircular", "-o", out, "--force"])
        #expect(forced.status == 0, "\(forced.err)")
        #expect(try png(out).width > 0)
    }

    @Test func renderAtADatePicksTheEntryCurrentThen() throws {
        // tides' entries are dated from 2026-06-03T10:09:30Z; the second is 2 h later.
        let byIndex = "\(folder)/i.png", byDate = "\(folder)/d.png"
        let a = try GlanceProcess.run(["render", "--rom", tides, "--family", "accessoryInline", "--at", "1", "-o", byIndex])
        let b = try GlanceProcess.run(["render", "--rom", tides, "--family", "accessoryInline", "--at", "2026-06-03T12:30", "-o", byDate])
        #expect(a.status == 0 && b.status == 0, "\(a.err)\(b.err)")
        #expect(try png(byIndex) == png(byDate))
        let early = try GlanceProcess.run(["render", "--rom", tides, "--family", "accessoryInline", "--at", "2026-06-03T09:00", "-o", "\(folder)/e.png"])
        #expect(early.status != 0 && early.err.contains("no entry is current yet"), "\(early.err)")
        let clash = try GlanceProcess.run(["render", "--state", "locked", "--lock", "unlocked", "-o", "\(folder)/c.png"])
        #expect(clash.status != 0 && clash.err.contains("contradicts --state locked"), "\(clash.err)")
    }
}
