import Foundation
import GlanceCairo
import GlanceGraphics
import Testing

/// `glance run` driven through SDL's real event path with the dummy video driver: keys are
/// typed into SDL's queue and the last frame shown is read back.
@Suite struct RunCommandTests {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    let folder: String

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("glance-run-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    /// The window's last frame after typing `keys` (zoom 1: window pixels are points).
    func frame(keys: String, roms: [String] = ["bank-balance", "steps"], name: String) throws -> Bitmap {
        let out = "\(folder)/\(name).png"
        var arguments = ["run", "--face", "\(root)/faces/modular.json", "--start", "2026-06-03T10:09:30Z", "--zoom", "1", "--quit-after-keys", "--screenshot", out]
        for rom in roms { arguments += ["--rom", "\(root)/roms/\(rom).json"] }
        if !keys.isEmpty { arguments += ["--keys", keys] }
        let r = try GlanceProcess.run(arguments, environment: ["SDL_VIDEODRIVER": "dummy"])
        #expect(r.status == 0, "\(r.err)")
        return try PNGCodec().decode(Array(try Data(contentsOf: URL(fileURLWithPath: out))))
    }

    /// The share of pixels that differ between two frames inside `rect` (display points, offset by the bezel).
    func differing(_ a: Bitmap, _ b: Bitmap, _ rect: Rect) -> Double {
        var n = 0.0, d = 0.0
        for y in Int(rect.minY + 14)..<Int(rect.maxY + 14) {
            for x in Int(rect.minX + 14)..<Int(rect.maxX + 14) {
                n += 1
                if a.pixel(x: x, y: y) != b.pixel(x: x, y: y) { d += 1 }
            }
        }
        return d / n
    }

    func brightness(_ b: Bitmap) -> Double {
        var sum = 0.0
        for y in 14..<(14 + 242) { for x in 14..<(14 + 198) { let p = b.pixel(x: x, y: y); sum += Double(p.r) + Double(p.g) + Double(p.b) } }
        return sum / (242 * 198 * 3)
    }

    @Test func lockHidesTheProtectedSlotOnlyAndWristDownDims() throws {
        let open = try frame(keys: "", name: "open")
        let locked = try frame(keys: "l", name: "locked")
        let dimmed = try frame(keys: "w", name: "dimmed")
        #expect(open.width == 198 + 28 && open.height == 242 + 28 + 22)
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
