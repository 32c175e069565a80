import Foundation
import GlanceCairo
import GlanceGraphics
import Testing

/// The real window on a private X server, as `Xvfb :99 & DISPLAY=:99 make run` opens it, with
/// the zoom fitted to the screen (the display probe) and both cores busy. What the screen shows
/// is read from Xvfb's framebuffer file (`-fbdir`, XWD format), so no X client tool is needed.
@Suite(
    .serialized,
    .enabled(if: XvfbServer.installed, "Xvfb is not installed (apt-get install xvfb); the window is not tried on a real X server"),
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/python3"), "no /usr/bin/python3 to start the window with signals unblocked"))
struct WindowUnderXvfbTests {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    private let scratch: ScratchFolder

    init() throws { scratch = try ScratchFolder("glance-xvfb") }

    /// The environment of a window run on `display`: no Wayland, no driver asked for, and no
    /// `XDG_RUNTIME_DIR`, so a Wayland probe would print its complaint.
    static func environment(display: String) -> [String: String] {
        var env = ProcessInfo.processInfo.environment
        for key in ["WAYLAND_DISPLAY", "SDL_VIDEODRIVER", "XDG_RUNTIME_DIR"] { env[key] = nil }
        env["DISPLAY"] = display
        return env
    }

    @Test func theWindowShowsTheFaceOnAFreshXServerFiveTimesWithBothCoresBusy() throws {
        let busy = try (0..<2).map { _ in
            let p = Process()
            p.executableURL = URL(fileURLWithPath: "/bin/sh")
            p.arguments = ["-c", "while :; do :; done"]
            try p.run()
            return p
        }
        defer {
            // SIGKILL: a child of the test runner starts with SIGTERM blocked.
            for p in busy {
                kill(p.processIdentifier, SIGKILL)
                p.waitUntilExit()
            }
        }
        for attempt in 1...5 {
            // A fresh server each time: its first client is the window, as after `Xvfb :99 &`.
            let xvfb = try XvfbServer()
            defer { xvfb.stop() }
            let shotPath = "\(scratch.path)/shot-\(attempt).png"
            let glance = Process()
            // Through python3, which clears the signal mask a child of the test runner starts with,
            // so SIGTERM reaches SDL's handler, which makes it a quit event.
            glance.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
            glance.arguments = [
                "-c", "import os, signal, sys; signal.pthread_sigmask(signal.SIG_SETMASK, []); os.execv(sys.argv[1], sys.argv[1:])",
                GlanceProcess.binary(),
                "run", "--face", "\(root)/faces/modular.json", "--rom", "\(root)/roms/bank-balance.json", "--rom", "\(root)/roms/steps.json",
                "--start", "2026-06-03T10:09:30Z", "--keys", "space", "--screenshot", shotPath,
            ]
            glance.environment = Self.environment(display: xvfb.display)
            let err = Pipe()
            glance.standardError = err
            glance.standardOutput = FileHandle.nullDevice
            nonisolated(unsafe) var errData = Data()
            let reading = DispatchGroup()
            try glance.run()
            DispatchQueue.global().async(group: reading) { errData = err.fileHandleForReading.readDataToEndOfFile() }

            // The screen once the window is up and its picture has settled (the clock is paused).
            var seen: XvfbServer.Screen?, last: XvfbServer.Screen?
            let deadline = Date().addingTimeInterval(30)
            while seen == nil, glance.isRunning, Date() < deadline {
                Thread.sleep(forTimeInterval: 0.3)
                let now = try xvfb.screen()
                if now.litBox() != nil, let last, last.pixels == now.pixels { seen = now }
                last = now
            }
            // SIGTERM: SDL makes it a quit event, and the window closes as with Q.
            glance.terminate()
            let stopBy = Date().addingTimeInterval(20)
            while glance.isRunning, Date() < stopBy { Thread.sleep(forTimeInterval: 0.1) }
            if glance.isRunning { kill(glance.processIdentifier, SIGKILL) }
            glance.waitUntilExit()
            reading.wait()
            let stderr = String(decoding: errData, as: UTF8.self)

            #expect(glance.terminationReason == .exit && glance.terminationStatus == 0, "attempt \(attempt): \(stderr)")
            #expect(!stderr.contains("XDG_RUNTIME_DIR"), "attempt \(attempt): the Wayland probe spoke: \(stderr)")
            guard let seen, let screenBox = seen.litBox() else {
                Issue.record("attempt \(attempt): no window on \(xvfb.display) within 30 s: \(stderr)")
                continue
            }
            let shot = try PNGCodec().decode(Array(try Data(contentsOf: URL(fileURLWithPath: shotPath))))
            // The window is the lit part of the black screen; the last frame, found there at 1:1,
            // is what the screen showed.
            let share = seen.share(matching: shot, at: screenBox)
            #expect(share > 0.95, "attempt \(attempt): \(Int(share * 100))% of the face's pixels on the screen (window at \(screenBox))")
            if attempt == 1, let keep = ProcessInfo.processInfo.environment["GLANCE_XVFB_SCREENSHOT"] {
                try Data(try PNGCodec().encode(seen.bitmap())).write(to: URL(fileURLWithPath: keep))
            }
        }
    }

    /// A `DISPLAY` with no server behind it ends the run with the reason, rather than SDL falling
    /// back to its offscreen driver and a window nobody sees.
    @Test func aDisplayWithNoServerIsAnErrorNamingIt() throws {
        let shotPath = "\(scratch.path)/none.png"
        let r = try GlanceProcess.run(
            ["run", "--face", "\(root)/faces/modular.json", "--rom", "\(root)/roms/steps.json", "--quit-after-keys", "--screenshot", shotPath],
            environment: ["DISPLAY": ":987", "WAYLAND_DISPLAY": nil, "SDL_VIDEODRIVER": nil, "XDG_RUNTIME_DIR": nil], timeout: 60)
        #expect(r.status != 0 && r.status != 124, "\(r.err)")
        #expect(r.err.contains("DISPLAY=:987") && r.err.contains("cannot open a window"), "\(r.err)")
        #expect(!r.err.contains("XDG_RUNTIME_DIR"), "\(r.err)")
        #expect(!FileManager.default.fileExists(atPath: shotPath))
    }
}

/// A private Xvfb server on a free display number, its screen readable as pixels.
final class XvfbServer {
    static let path = "/usr/bin/Xvfb"
    static var installed: Bool { FileManager.default.isExecutableFile(atPath: path) }

    let process = Process()
    let folder: String
    /// `:N`, for `DISPLAY`.
    let display: String

    /// Starts a `width`×`height` server with a black root window, and waits until it accepts clients.
    init(width: Int = 1024, height: Int = 768) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("glance-xvfb-fb-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        process.executableURL = URL(fileURLWithPath: Self.path)
        // -displayfd: Xvfb picks a free display and writes its number once it is ready.
        process.arguments = ["-displayfd", "1", "-screen", "0", "\(width)x\(height)x24", "-fbdir", folder, "-br", "-nolisten", "tcp"]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        var data = Data()
        while !data.contains(UInt8(ascii: "\n")) {
            let chunk = out.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            data += chunk
        }
        guard let number = Int(String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) else {
            kill(process.processIdentifier, SIGKILL)
            throw XvfbError(description: "Xvfb did not say which display it took")
        }
        display = ":\(number)"
    }

    func stop() {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// The screen's pixels, 4 bytes each: blue, green, red, unused.
    struct Screen {
        let width: Int, height: Int
        let pixels: [UInt8]

        func rgb(_ x: Int, _ y: Int) -> (Int, Int, Int) {
            let i = (y * width + x) * 4
            return (Int(pixels[i + 2]), Int(pixels[i + 1]), Int(pixels[i]))
        }

        /// The bounds of the pixels that are not black (the window on the black root), or nil
        /// when fewer than 10,000 are lit.
        func litBox() -> (x: Int, y: Int, width: Int, height: Int)? {
            var (minX, minY, maxX, maxY, lit) = (width, height, -1, -1, 0)
            for y in 0..<height {
                for x in 0..<width where rgb(x, y) != (0, 0, 0) {
                    (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
                    lit += 1
                }
            }
            return lit < 10_000 ? nil : (minX, minY, maxX - minX + 1, maxY - minY + 1)
        }

        /// The share of `frame`'s lit pixels the screen shows (each channel within 16) when the
        /// frame's lit part is placed on `box`, the screen's lit part.
        func share(matching frame: Bitmap, at box: (x: Int, y: Int, width: Int, height: Int)) -> Double {
            var (minX, minY) = (frame.width, frame.height)
            for y in 0..<frame.height {
                for x in 0..<frame.width {
                    let p = frame.pixel(x: x, y: y)
                    if (p.r, p.g, p.b) != (0, 0, 0) { (minX, minY) = (min(minX, x), min(minY, y)) }
                }
            }
            var (n, same) = (0, 0)
            for y in 0..<frame.height {
                for x in 0..<frame.width {
                    let p = frame.pixel(x: x, y: y)
                    guard (p.r, p.g, p.b) != (0, 0, 0) else { continue }
                    n += 1
                    let sx = box.x + x - minX, sy = box.y + y - minY
                    guard sx >= 0, sy >= 0, sx < width, sy < height else { continue }
                    let s = rgb(sx, sy)
                    if abs(s.0 - Int(p.r)) <= 16, abs(s.1 - Int(p.g)) <= 16, abs(s.2 - Int(p.b)) <= 16 { same += 1 }
                }
            }
            return n == 0 ? 0 : Double(same) / Double(n)
        }

        func bitmap() -> Bitmap {
            var b = Bitmap(width: width, height: height)
            b.pixels = pixels
            for i in stride(from: 3, to: b.pixels.count, by: 4) { b.pixels[i] = 255 }
            return b
        }
    }

    /// What the screen shows now, from the XWD file Xvfb keeps its framebuffer in.
    func screen() throws -> Screen {
        let data = try Data(contentsOf: URL(fileURLWithPath: "\(folder)/Xvfb_screen0"))
        // The XWD header: 32-bit big-endian fields; the pixels follow it and its colour map.
        func field(_ i: Int) -> Int { data.withUnsafeBytes { Int(UInt32(bigEndian: $0.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self))) } }
        let (headerSize, width, height, bitsPerPixel, bytesPerLine, colours) = (field(0), field(4), field(5), field(11), field(12), field(19))
        guard bitsPerPixel == 32 else { throw XvfbError(description: "Xvfb's screen has \(bitsPerPixel) bits per pixel, not 32") }
        let start = headerSize + colours * 12
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        data.withUnsafeBytes { raw in
            for y in 0..<height {
                let row = raw[(start + y * bytesPerLine)..<(start + y * bytesPerLine + width * 4)]
                pixels.replaceSubrange((y * width * 4)..<((y + 1) * width * 4), with: row)
            }
        }
        return Screen(width: width, height: height, pixels: pixels)
    }
}

struct XvfbError: Error, CustomStringConvertible {
    var description: String
}
