import Foundation
import GlanceCairo
import GlanceGraphics
import Testing

/// `glance run` driven through SDL's real event path with the dummy video driver: keys are
/// typed into SDL's queue and the last frame shown is read back.
@Suite struct RunCommandTests {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    private let scratch: ScratchFolder
    var folder: String { scratch.path }

    init() throws {
        scratch = try ScratchFolder("glance-run")
    }


    /// The window's last frame after typing `keys` (zoom 1: window pixels are points).
    func frame(keys: String, faces: [String] = ["modular"], roms: [String] = ["bank-balance", "steps"], name: String) throws -> Bitmap {
        let out = "\(folder)/\(name).png"
        var arguments = ["run", "--start", "2026-06-03T10:09:30Z", "--zoom", "1", "--quit-after-keys", "--screenshot", out]
        for face in faces { arguments += ["--face", "\(root)/faces/\(face).json"] }
        for rom in roms { arguments += ["--rom", "\(root)/roms/\(rom).json"] }
        if !keys.isEmpty { arguments += ["--keys", keys] }
        let r = try GlanceProcess.run(arguments, environment: ["SDL_VIDEODRIVER": "dummy"])
        #expect(r.status == 0, "\(r.err)")
        return try PNGCodec().decode(Array(try Data(contentsOf: URL(fileURLWithPath: out))))
    }

    /// Where a 45 mm watch's display sits in the window (points): centred in the window's
    /// 300 pt minimum width, the bezel's 14 pt from the top.
    static let display = Point(x: 51, y: 14)

    /// The share of pixels that differ between two frames inside `rect` (display points).
    func differing(_ a: Bitmap, _ b: Bitmap, _ rect: Rect) -> Double {
        var n = 0.0, d = 0.0
        let o = Self.display
        for y in Int(rect.minY + o.y)..<Int(rect.maxY + o.y) {
            for x in Int(rect.minX + o.x)..<Int(rect.maxX + o.x) {
                n += 1
                if a.pixel(x: x, y: y) != b.pixel(x: x, y: y) { d += 1 }
            }
        }
        return d / n
    }

    func brightness(_ b: Bitmap) -> Double {
        var sum = 0.0
        let o = Self.display
        for y in Int(o.y)..<Int(o.y + 242) { for x in Int(o.x)..<Int(o.x + 198) { let p = b.pixel(x: x, y: y); sum += Double(p.r) + Double(p.g) + Double(p.b) } }
        return sum / (242 * 198 * 3)
    }

    @Test func lockHidesTheProtectedSlotOnlyAndWristDownDims() throws {
        let open = try frame(keys: "", name: "open")
        let locked = try frame(keys: "l", name: "locked")
        let dimmed = try frame(keys: "w", name: "dimmed")
        #expect(open.width == 300 && open.height == 242 + 28 + 34 + 30)
        #expect(differing(open, locked, Rect(x: 2.5, y: 66, width: 193, height: 82)) > 0.05)
        #expect(differing(open, locked, Rect(x: 74, y: 172, width: 50, height: 50)) == 0)  // steps: not protected
        #expect(brightness(dimmed) < brightness(open) * 0.7)
    }

    @Test func timeWarpAdvancesTheTimeline() throws {
        let now = try frame(keys: "", roms: ["tides"], name: "tides-now")
        let later = try frame(keys: "shift+right shift+right", roms: ["tides"], name: "tides-later")
        #expect(differing(now, later, Rect(x: 2.5, y: 66, width: 193, height: 82)) > 0.02)
    }

    @Test func withoutADisplayItSaysWhatToRunInstead() throws {
        let r = try GlanceProcess.run(["run"], environment: ["DISPLAY": nil, "WAYLAND_DISPLAY": nil, "SDL_VIDEODRIVER": nil])
        #expect(r.status != 0 && r.err.contains("no display") && r.err.contains("glance face"), "\(r.err)")
    }

    @Test func aBadFileIsAClearErrorBeforeAnyWindow() throws {
        let r = try GlanceProcess.run(
            ["run", "--face", "\(root)/Tests/GlanceFilesTests/Malformed/faces/bad-slots.json"], environment: ["SDL_VIDEODRIVER": "dummy"])
        #expect(r.status != 0 && r.err.contains("problems in") && r.err.contains("bad-slots.json:"), "\(r.err)")
    }
}
