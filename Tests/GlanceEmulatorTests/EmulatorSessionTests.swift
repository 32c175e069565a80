import Foundation
import GlanceCairo
import GlanceEmulator
import GlanceFiles
import GlanceFirmware
import GlanceGraphics
import GlanceText
import GlanceWidgets
import Testing

let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
let start = Date(timeIntervalSince1970: 1_780_481_370)

func face(_ name: String) throws -> Face {
    try FaceFile.decode(Array(try Data(contentsOf: root.appendingPathComponent("faces/\(name).json"))), file: name)
}

@MainActor
func widgets(_ roms: String...) throws -> [WidgetDescription] { try widgets(roms) }

@MainActor
func widgets(_ roms: [String]) throws -> [WidgetDescription] {
    try roms.flatMap { try RomFile.decode(Array(try Data(contentsOf: root.appendingPathComponent("roms/\($0).json"))), file: $0).widgetDescriptions }
}

/// Mean of the RGB channels over `rect` (in points), 0–255.
func brightness(_ b: Bitmap, _ rect: Rect, scale: Double) -> Double {
    var sum = 0.0, n = 0.0
    for y in Int(rect.minY * scale)..<Int(rect.maxY * scale) {
        for x in Int(rect.minX * scale)..<Int(rect.maxX * scale) {
            let p = b.pixel(x: x, y: y)
            sum += Double(p.r) + Double(p.g) + Double(p.b)
            n += 3
        }
    }
    return sum / n
}

/// The share of pixels in `rect` (in points) that differ between two frames.
func differingShare(_ a: Bitmap, _ b: Bitmap, _ rect: Rect, scale: Double) -> Double {
    var differ = 0.0, n = 0.0
    for y in Int(rect.minY * scale)..<Int(rect.maxY * scale) {
        for x in Int(rect.minX * scale)..<Int(rect.maxX * scale) {
            if a.pixel(x: x, y: y) != b.pixel(x: x, y: y) { differ += 1 }
            n += 1
        }
    }
    return differ / n
}

@MainActor
@Suite struct EmulatorSessionTests {
    func session(_ faces: [Face], _ widgets: [WidgetDescription]) throws -> EmulatorSession {
        try EmulatorSession(faces: faces, widgets: widgets, start: start, compositor: FaceCompositor(slots: SlotRenderer(measurer: try TextEngine(), rasterizer: CairoRasterizer())))
    }

    /// The text a slot's widget shows now.
    func text(in s: EmulatorSession, _ slot: String) throws -> String {
        let instance = try #require(s.instance(in: slot))
        let env = try SlotRenderer.environment(for: instance.family, on: s.device)
        return instance.entry(at: s.clock.now).archive(env).texts(at: s.clock.now).map(\.text).joined(separator: " ")
    }

    @Test func slotsNameTheirWidgetAndSetItsParameters() throws {
        var f = Face.single(.accessoryRectangular, on: Device.named("watch-45mm")!, name: "one", slotID: "main")
        f.slots[0].widgetKind = "ticker"
        f.slots[0].parameters = ["symbol": "ACME"]
        let s = try session([f], try widgets("bank-balance", "stocks"))
        #expect(s.instance(in: "main")?.widget.kind == "ticker")
        #expect(try text(in: s, "main").contains("ACME"))
        s.parameterOverrides = { slot, kind in slot == "main" && kind == "ticker" ? ["symbol": "ZZZ"] : [:] }
        s.handle(.nextFace)
        #expect(try text(in: s, "main").contains("ZZZ"))
        f.slots[0].parameters = ["colour": "red"]
        s.parameterOverrides = { _, _ in [:] }
        try s.replace(faces: [f], widgets: try widgets("stocks"))
        #expect(s.status.contains("main: the widget has no parameter \"colour\"; it has: symbol"), "\(s.status)")
        #expect(try text(in: s, "main").contains("GLNC"))
    }

    @Test func lockHidesTheSensitiveSlotAndLeavesTheOthers() throws {
        let s = try session([try face("modular")], try widgets("bank-balance", "steps"))
        #expect(s.instance(in: "large")?.widget.kind == "balance")
        #expect(s.instance(in: "bottom-middle")?.widget.kind == "steps")
        let open = try s.frame()
        s.handle(.lock)
        let locked = try s.frame()
        let rect = Rect(x: 2.5, y: 66, width: 193, height: 82), circle = Rect(x: 74, y: 172, width: 50, height: 50)
        let scale = s.device.scale
        #expect(differingShare(open, locked, rect, scale: scale) > 0.05)
        #expect(differingShare(open, locked, circle, scale: scale) == 0)
        #expect(s.status == "locked")
    }

    @Test func onlySlotsWhoseContentChangedAreDrawnAgain() throws {
        let s = try session([try face("modular")], try widgets("bank-balance", "steps", "tea-timer"))
        let first = try s.frame()
        #expect(s.slotCache.lastFrame.drawn == 5 && s.slotCache.lastFrame.reused == 0)
        #expect(try s.frame() == first)
        #expect(s.slotCache.lastFrame.drawn == 0 && s.slotCache.lastFrame.reused == 5)
        s.advance(realSeconds: 1)  // the tea timer counts; nothing else changes
        _ = try s.frame()
        let timers = s.face.slots.filter { s.instance(in: $0.id)?.widget.kind == "tea-timer" }.count
        #expect(timers > 0 && s.slotCache.lastFrame.drawn == timers, "\(s.slotCache.lastFrame)")
        s.handle(.lock)  // only the balance, protected, looks different locked
        _ = try s.frame()
        let balances = s.face.slots.filter { s.instance(in: $0.id)?.widget.kind == "balance" }.count
        #expect(s.slotCache.lastFrame.drawn == balances, "\(s.slotCache.lastFrame)")
        // And reusing never changes a pixel: a fresh session draws the same frame.
        let fresh = try session([try face("modular")], try widgets("bank-balance", "steps", "tea-timer"))
        fresh.advance(realSeconds: 1)
        fresh.handle(.lock)
        #expect(try fresh.frame() == (try s.frame()))
    }

    @Test func wristDownDimsTheWholeFrame() throws {
        let s = try session([try face("modular")], try widgets("steps", "tides"))
        let everything = Rect(x: 0, y: 0, width: s.device.screenSize.width, height: s.device.screenSize.height)
        let bright = brightness(try s.frame(), everything, scale: s.device.scale)
        s.handle(.toggleWrist)
        let dim = brightness(try s.frame(), everything, scale: s.device.scale)
        #expect(s.state.isLuminanceReduced && dim < bright * 0.7, "\(bright) → \(dim)")
    }

    @Test func timeWarpAdvancesTheTimeline() throws {
        let s = try session([try face("modular")], try widgets("tides"))
        #expect(s.instance(in: "large")?.entry(at: s.clock.now).date == start)
        s.handle(.step(2 * 3600))
        #expect(s.instance(in: "large")?.entry(at: s.clock.now).date == start.addingTimeInterval(2 * 3600))
        s.handle(.cycleSpeed)  // 60×
        s.handle(.cycleSpeed)  // 3600×
        s.advance(realSeconds: 3)
        #expect(s.clock.now == start.addingTimeInterval(5 * 3600))
        #expect(s.instance(in: "large")?.entry(at: s.clock.now).date == start.addingTimeInterval(5 * 3600))
        s.handle(.togglePause)
        s.advance(realSeconds: 10)
        #expect(s.clock.now == start.addingTimeInterval(5 * 3600) && s.status == "paused")
    }

    @Test func theCrownScrollsTheSmartStackAndTapsOpenTheWidgetURL() throws {
        let s = try session([try face("smart-stack"), try face("modular")], try widgets("messages", "tides", "calendar"))
        let first = s.instance(in: "stack")?.widget.kind
        s.handle(.scroll(1))
        let second = s.instance(in: "stack")?.widget.kind
        #expect(first != nil && second != nil && first != second, "\(String(describing: first)) → \(String(describing: second))")
        while s.instance(in: "stack")?.widget.kind != "unread-messages" { s.handle(.scroll(1)) }
        #expect(s.tap(at: Point(x: 50, y: 120)) == "messages://unread")
        #expect(s.status == "unread-messages opens messages://unread")
        #expect(s.tap(at: Point(x: 1, y: 1)) == nil && s.status == "no complication there")
        s.handle(.nextFace)
        #expect(s.face.name == "Modular" && s.instance(in: "large") != nil)
        s.handle(.nextDevice)
        #expect(s.status == "every face is on watch-45mm")
    }

    /// A tap on a widget whose content the device hides names no URL, which could carry what is
    /// hidden (messages marks its sender privacySensitive and opens messages://unread): locked
    /// and before the first unlock, the status line says a URL is hidden; unlocked, it opens.
    @Test func lockedTapsDoNotShowTheURL() throws {
        let s = try session([try face("smart-stack")], try widgets("messages"))
        while s.instance(in: "stack")?.widget.kind != "unread-messages" { s.handle(.scroll(1)) }
        for lock in [EmulatorCommand.lock, .reboot] {
            s.handle(lock)
            #expect(s.tap(at: Point(x: 50, y: 120)) == nil)
            #expect(s.status == "unread-messages opens a URL (hidden while locked)")
            // The window's picture (and so its screenshots and recordings) draws the status line and the HUD.
            let window = EmulatorChrome(measurer: try TextEngine()).displayList(
                frame: try s.frame(), device: s.device, status: s.status, headsUp: s.headsUp, help: EmulatorSession.keyHelp)
            func texts(_ items: [DisplayItem]) -> [String] {
                items.flatMap { item -> [String] in
                    switch item {
                    case .text(let run): [run.text]
                    case .group(let group): texts(group.items)
                    default: []
                    }
                }
            }
            let shown = texts(window.items).joined(separator: " ")
            #expect(shown.contains("hidden while locked") && !shown.contains("messages://"), "\(shown)")
        }
        s.handle(.unlock)
        #expect(s.tap(at: Point(x: 50, y: 120)) == "messages://unread")
    }

    @Test func theHeadsUpDisplayNamesEverySlot() throws {
        let s = try session([try face("modular")], try widgets("tides", "stocks"))
        let hud = s.headsUp
        #expect(hud[0].hasPrefix("2026-06-03T10:09:30Z  1×"))
        #expect(hud[1] == "unlocked, bright, fullColor")
        #expect(hud.contains { $0.hasPrefix("large: tides @10:09 ↻18:09 atEnd") }, "\(hud)")
        #expect(hud.count == 2 + s.face.slots.count)
    }

    @Test func newContentKeepsTimeStateAndFace() throws {
        let s = try session([try face("smart-stack"), try face("modular")], try widgets("tides"))
        s.handle(.nextFace)
        s.handle(.lock)
        s.handle(.step(3600))
        try s.replace(faces: [try face("smart-stack"), try face("modular"), try face("round")], widgets: try widgets("steps"))
        #expect(s.face.name == "Modular" && s.state.lock == .locked && s.clock.now == start.addingTimeInterval(3600))
        #expect(s.instance(in: "large")?.widget.kind == "steps")
        s.handle(.nextDevice)
        #expect(s.device.id == "round-454")
    }

    @Test func aFaceForAnUnknownDeviceIsAClearError() throws {
        var f = try face("modular")
        f.deviceID = "watch-99mm"
        #expect(throws: EmulatorError.self) { _ = try session([f], []) }
    }
}
