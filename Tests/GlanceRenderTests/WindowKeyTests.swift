import Foundation
import GlanceCairo
import GlanceEmulator
import GlanceGraphics
import Testing

/// Every key the window's help overlay lists, typed into SDL's real event queue (dummy video
/// driver): the pixels change the way the overlay says.
@Suite struct WindowKeyTests {
    let run: RunCommandTests

    init() throws { run = try RunCommandTests() }

    /// The scrubber strip: 34 points under the bezel.
    static let strip = Rect(x: -51, y: 242 + 14, width: 300, height: 34)
    /// The status line: the window's bottom 30 points.
    static let status = Rect(x: -51, y: 242 + 14 + 34, width: 300, height: 30)
    /// The display of the 45 mm watch.
    static let display = Rect(x: 0, y: 0, width: 198, height: 242)
    /// The Modular face's large (rectangular, protected bank balance) slot.
    static let large = Rect(x: 2.5, y: 66, width: 193, height: 82)

    @MainActor @Test func theTestsCoverEveryKeyTheHelpOverlayLists() {
        #expect(Set(EmulatorSession.keyHelp.map(\.key)) == Set(Self.covered))
    }

    static let covered = [
        "L", "B", "W", "M", "T", "Space", "→", "⇧→", "[ ]", "Home End", "Tab", "S", "R", "↑ ↓", "click", "N / P", "D", "H", "?", "F12", "Q",
    ]

    @Test(arguments: covered)
    func theKeyChangesThePixelsAsTheOverlaySays(_ key: String) throws {
        let open = try run.frame(keys: "", name: "open-\(key.hashValue)")
        func frame(_ keys: String, faces: [String] = ["modular"], roms: [String] = ["bank-balance", "steps"]) throws -> Bitmap {
            try run.frame(keys: keys, faces: faces, roms: roms, name: "\(key.hashValue)-\(keys.hashValue)-\(faces.count)-\(roms.count)")
        }
        func changes(_ a: Bitmap, _ b: Bitmap, _ rect: Rect) -> Double { run.differing(a, b, rect) }
        switch key {
        case "L":
            let locked = try frame("l")
            #expect(changes(open, locked, Self.large) > 0.05)
            #expect(changes(open, locked, Rect(x: 74, y: 172, width: 50, height: 50)) == 0)
        case "B":
            let rebooted = try frame("b"), locked = try frame("l")
            #expect(changes(open, rebooted, Self.large) > 0.05)
            #expect(changes(locked, rebooted, Self.status) > 0.005)  // "rebooted: locked until first unlock"
        case "W": #expect(run.brightness(try frame("w")) < run.brightness(open) * 0.7)
        case "M": #expect(changes(open, try frame("m"), Self.display) > 0.01)
        case "T": #expect(changes(try frame("m"), try frame("m t"), Rect(x: 2.5, y: 66, width: 30, height: 30)) > 0.05)  // the accented dollar sign
        case "Space": #expect(changes(open, try frame("space"), Self.status) > 0.005)
        case "→": #expect(changes(open, try frame("right"), Rect(x: 100, y: 8, width: 90, height: 30)) > 0.02)  // the clock: 10:09 → 10:10
        case "⇧→":
            let now = try frame("", roms: ["tides"]), later = try frame("shift+right shift+right", roms: ["tides"])
            #expect(changes(now, later, Self.large) > 0.02)
        case "[ ]":
            // The modular face's first slot with a widget is tides' top line; its entries, forward and back.
            let tides = ["tides"], first = try frame("", roms: tides), second = try frame("]", roms: tides)
            #expect(changes(first, second, Self.display) > 0.02 && changes(first, second, Self.strip) > 0.02)
            let back = try frame("] ] [", roms: tides)
            #expect(changes(second, back, Self.display) == 0 && changes(second, back, Self.strip) == 0)
        case "Home End":
            let tides = ["tides"], last = try frame("end", roms: tides)
            #expect(changes(try frame("", roms: tides), last, Self.display) > 0.02)
            #expect(changes(try frame("]", roms: tides), try frame("end home ]", roms: tides), Self.display) == 0)
        case "Tab": #expect(changes(open, try frame("tab"), Self.strip) > 0.02)
        case "S": #expect(changes(open, try frame("s"), Self.status) > 0.005)
        case "R": #expect(changes(open, try frame("r"), Self.status) > 0.005)
        case "↑ ↓":
            let roms = ["messages", "tides", "calendar"], stack = Rect(x: 2.5, y: 96, width: 193, height: 82)
            let first = try frame("", faces: ["smart-stack"], roms: roms)
            #expect(changes(first, try frame("down", faces: ["smart-stack"], roms: roms), stack) > 0.02)
            #expect(changes(first, try frame("up", faces: ["smart-stack"], roms: roms), stack) > 0.02)
        case "click":
            let onWidget = try frame("click:100,100"), onNothing = try frame("click:100,5")
            #expect(changes(open, onWidget, Self.status) > 0.005 && changes(onWidget, onNothing, Self.status) > 0.005)
        case "N / P":
            let faces = ["modular", "infograph"]
            let first = try frame("", faces: faces), next = try frame("n", faces: faces)
            #expect(changes(first, next, Self.display) > 0.05)
            #expect(changes(first, try frame("n p", faces: faces), Self.display) == 0)
        case "D":
            let other = try frame("d", faces: ["modular", "lock-screen"])
            #expect(other.width != open.width || other.height != open.height)
        case "H": #expect(changes(open, try frame("h"), Rect(x: 0, y: 0, width: 198, height: 60)) > 0.1)
        case "?":
            let help = try frame("?")
            #expect(changes(open, help, Rect(x: 0, y: 0, width: 198, height: 200)) > 0.1)
            #expect(changes(try frame("h"), help, Rect(x: 0, y: 0, width: 198, height: 200)) > 0.05)
        case "F12":
            let folder = run.folder + "/shots-\(UUID().uuidString)"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let r = try GlanceProcess.run(
                ["run", "--face", "\(run.root)/faces/modular.json", "--rom", "\(run.root)/roms/steps.json", "--keys", "f12", "--quit-after-keys"],
                environment: ["SDL_VIDEODRIVER": "dummy"], directory: folder)
            #expect(r.status == 0, "\(r.err)")
            // Into out/ under the current folder, made when missing; nothing in the folder itself.
            let shots = try FileManager.default.contentsOfDirectory(atPath: folder + "/out").filter { $0.hasPrefix("glance-") && $0.hasSuffix(".png") }
            #expect(shots.count == 1, "\(shots)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["out"])
            let other = folder + "/elsewhere"
            let o = try GlanceProcess.run(
                ["run", "--face", "\(run.root)/faces/modular.json", "--rom", "\(run.root)/roms/steps.json", "--keys", "f12 f12", "--quit-after-keys",
                 "--output", other, "--screenshot", folder + "/last.png", "--zoom", "1", "--start", "2026-06-03T10:09:30Z"],
                environment: ["SDL_VIDEODRIVER": "dummy"], directory: folder)
            #expect(o.status == 0, "\(o.err)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: other).filter { $0.hasSuffix(".png") }.count == 2)
            #expect(changes(try run.frame(keys: "", name: "f12-none"), try PNGCodec().decode(Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/last.png")))), Self.status) > 0.005)
        case "Q":
            // No --quit-after-keys: Q alone ends the program.
            let r = try GlanceProcess.run(
                ["run", "--face", "\(run.root)/faces/modular.json", "--rom", "\(run.root)/roms/steps.json", "--keys", "q"],
                environment: ["SDL_VIDEODRIVER": "dummy"], timeout: 60)
            #expect(r.status == 0, "\(r.err)")
        default: Issue.record("no test for the key \(key)")
        }
    }
}
