import Foundation
import GlanceCairo
import Testing

/// Runs the built `glance` binary as a user would.
struct GlanceProcess {
    /// The built program called `program` (`glance`, or a widget example).
    static func binary(_ program: String = "glance") -> String {
        if program.hasPrefix("/") { return program }
        let argv0 = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let candidates = [
            argv0.appendingPathComponent(program).path,
            Bundle.main.bundleURL.appendingPathComponent(program).path,
            root.appendingPathComponent(".build/debug/\(program)").path,
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) } ?? candidates[0]
    }

    /// Runs `program` to its end, or stops it after `timeout` seconds (a test of a program that
    /// should have ended then fails, rather than hanging the run).
    static func run(
        _ arguments: [String], program: String = "glance", environment: [String: String?] = [:], directory: String? = nil,
        timeout: Double = 300
    ) throws -> (status: Int32, out: String, err: String) {
        let process = Process()
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        // Through timeout(1), which ends the program (status 124) if it outlives `timeout`.
        process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        process.arguments = ["--kill-after=5", String(timeout), binary(program)] + arguments
        if !environment.isEmpty {
            var env = ProcessInfo.processInfo.environment
            for (key, value) in environment { env[key] = value }
            process.environment = env
        }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Standard error is read beside standard output, so a full pipe never stalls the program.
        nonisolated(unsafe) var errData = Data()
        let reading = DispatchGroup()
        DispatchQueue.global().async(group: reading) { errData = err.fileHandleForReading.readDataToEndOfFile() }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        reading.wait()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
    }
}

@Suite struct GlanceCommandTests {
    private let scratch: ScratchFolder
    var folder: String { scratch.path }


    @Test func aProgramThatDoesNotEndIsStoppedAtItsTimeout() throws {
        let started = Date()
        let r = try GlanceProcess.run(["30"], program: "/bin/sleep", timeout: 1)
        #expect(r.status != 0)
        #expect(Date().timeIntervalSince(started) < 20)
    }

    init() throws {
        scratch = try ScratchFolder("glance-cli")
    }


    func pngSize(_ path: String) throws -> (Int, Int) {
        let b = try PNGCodec().decode(Array(try Data(contentsOf: URL(fileURLWithPath: path))))
        return (b.width, b.height)
    }

    /// A folder given as Apple's fonts that holds none is an error naming it, by option or by
    /// environment (GlanceTesting's way), never a silent fall back to the stand-ins.
    @Test func appleFontsFolderWithoutFontsIsAnError() throws {
        let option = try GlanceProcess.run(["render", "--family", "accessoryInline", "--fonts", folder, "-o", "\(folder)/a.png"])
        #expect(option.status != 0 && option.err.contains("\(folder): no SF Pro or SF Compact font files"), "\(option.err)")
        let variable = try GlanceProcess.run(["render", "--family", "accessoryInline", "-o", "\(folder)/b.png"], environment: ["GLANCE_APPLE_FONTS": folder])
        #expect(variable.status != 0 && variable.err.contains("\(folder): no SF Pro or SF Compact font files"), "\(variable.err)")
        #expect(!FileManager.default.fileExists(atPath: "\(folder)/b.png"))
    }

    @Test func renderWritesAPNGOfTheFamilysPixelSize() throws {
        let expected: [(String, String, Int, Int)] = [
            ("accessoryCircular", "watch-45mm", 100, 100),
            ("accessoryRectangular", "watch-41mm", 343, 146),
            ("accessoryInline", "iphone-6.1in", 702, 78),
        ]
        for (family, device, w, h) in expected {
            let out = "\(folder)/\(family)-\(device).png"
            let r = try GlanceProcess.run(["render", "--family", family, "--device", device, "--output", out])
            #expect(r.status == 0, "\(r.err)")
            #expect(r.out.contains("wrote \(out)"))
            let size = try pngSize(out)
            #expect(size == (w, h), "\(family) on \(device)")
        }
    }

    @Test func scaleOverridesTheDevicesDensity() throws {
        let out = "\(folder)/scaled.png"
        let r = try GlanceProcess.run(["render", "--family", "accessoryCircular", "--scale", "3", "--output", out])
        #expect(r.status == 0, "\(r.err)")
        #expect(try pngSize(out) == (150, 150))
    }

    @Test func anUnknownFamilyFailsNamingTheValidOnes() throws {
        let r = try GlanceProcess.run(["render", "--family", "accessoryHuge", "--output", "\(folder)/x.png"])
        #expect(r.status != 0)
        for name in ["accessoryCircular", "accessoryCorner", "accessoryRectangular", "accessoryInline"] {
            #expect(r.err.contains(name), "\(r.err)")
        }
        #expect(r.err.contains("accessoryHuge"))
        #expect(!FileManager.default.fileExists(atPath: "\(folder)/x.png"))
    }

    @Test func anUnknownDeviceFailsNamingTheValidOnes() throws {
        let r = try GlanceProcess.run(["render", "--device", "watch-99mm", "--output", "\(folder)/x.png"])
        #expect(r.status != 0)
        #expect(r.err.contains("watch-99mm") && r.err.contains("watch-45mm") && r.err.contains("iphone-6.1in"), "\(r.err)")
    }

    @Test func aFamilyTheDeviceLacksIsAClearError() throws {
        let r = try GlanceProcess.run(["render", "--family", "accessoryCorner", "--device", "iphone-6.1in", "--output", "\(folder)/x.png"])
        #expect(r.status != 0)
        #expect(r.err.contains("accessoryCorner is not shown on iphone-6.1in"), "\(r.err)")
    }

    @Test func anExistingFileIsKeptUnlessForced() throws {
        let out = "\(folder)/mine.png"
        try Data("precious".utf8).write(to: URL(fileURLWithPath: out))
        let refused = try GlanceProcess.run(["render", "--output", out])
        #expect(refused.status != 0 && refused.err.contains("--force"), "\(refused.err)")
        #expect(try String(contentsOfFile: out, encoding: .utf8) == "precious")
        let forced = try GlanceProcess.run(["render", "--output", out, "--force"])
        #expect(forced.status == 0, "\(forced.err)")
        #expect(try pngSize(out) == (100, 100))
    }

    @Test func aMissingOutputFolderIsAClearError() throws {
        let r = try GlanceProcess.run(["render", "--output", "\(folder)/no/such/dir/x.png"])
        #expect(r.status != 0 && r.err.contains("folder does not exist"), "\(r.err)")
    }

    @Test func badScaleAndBackgroundAreRejected() throws {
        let scale = try GlanceProcess.run(["render", "--scale", "0", "--output", "\(folder)/x.png"])
        #expect(scale.status != 0 && scale.err.contains("--scale"))
        let bg = try GlanceProcess.run(["render", "--background", "plaid", "--output", "\(folder)/x.png"])
        #expect(bg.status != 0 && bg.err.contains("plaid"))
    }

    @Test func helpDescribesEveryCommand() throws {
        let r = try GlanceProcess.run(["--help"])
        #expect(r.status == 0)
        #expect(r.out.contains("render") && r.out.contains("devices"))
        let render = try GlanceProcess.run(["render", "--help"])
        #expect(render.out.contains("--family") && render.out.contains("--device") && render.out.contains("--scale") && render.out.contains("--output"))
    }

    @Test func symbolsRendersASheetAndWarnsAboutUnknownNames() throws {
        let out = "\(folder)/symbols.png"
        let r = try GlanceProcess.run(["symbols", "heart.fill", "no.such.symbol", "--columns", "2", "--output", out])
        #expect(r.status == 0, "\(r.err)")
        #expect(r.err.contains("warning: unknown SF Symbol 'no.such.symbol'"), "\(r.err)")
        #expect(!r.err.contains("heart.fill"))
        #expect(try pngSize(out) == (400, 156))  // two 92 × 62 pt cells and an 8 pt margin, at scale 2
        let list = try GlanceProcess.run(["symbols"])
        #expect(list.out.split(separator: "\n").count >= 60 && list.out.contains("sun.max.fill"))
    }

    @Test func timelineReportsEntriesReloadsStaleIntervalsAndBudget() throws {
        let r = try GlanceProcess.run(["timeline", "--span", "2d", "--start", "2026-06-03T00:00:00Z", "--widget", "sample.heart-rate", "sample.weather"])
        #expect(r.status == 0, "\(r.err)")
        #expect(r.out.contains("Simulated Jun 3 00:00 → Jun 5 00:00 (48.0 h), 2 widget(s)"), "\(r.out)")
        #expect(r.out.contains("reloads: 1 placement (free), 99 policy, 2 deferred"))
        #expect(r.out.contains("budget: Jun 3 50/50, Jun 4 50/50, Jun 5 1/50; 2 reload(s) held back"))
        #expect(r.out.contains("stale: 2 interval(s), 22.8 h in all: Jun 3 12:45–Jun 4 00:00, Jun 4 12:30–Jun 5 00:00"))
        #expect(r.out.contains("reloads: 1 placement (free), 9 policy"))
        let dev = try GlanceProcess.run(["timeline", "--span", "1d", "--start", "2026-06-03T00:00:00Z", "--widget", "sample.heart-rate", "--developer"])
        #expect(dev.out.contains("stale: never") && dev.out.contains("Jun 3 95/∞"), "\(dev.out)")
    }

    @Test func timelineRejectsBadSpansStartsAndWidgets() throws {
        #expect(try GlanceProcess.run(["timeline", "--span", "5x"]).err.contains("--span '5x'"))
        #expect(try GlanceProcess.run(["timeline", "--start", "yesterday"]).err.contains("--start 'yesterday'"))
        let unknown = try GlanceProcess.run(["timeline", "--widget", "nope"])
        #expect(unknown.status != 0 && unknown.err.contains("sample.weather"), "\(unknown.err)")
    }

    @Test func appleWidgetExamplesRunAsAProgram() throws {
        let r = try GlanceProcess.run([], program: "WidgetExamples")
        #expect(r.status == 0, "\(r.err)")
        #expect(r.out.contains("EmojiWidget (My Widget): accessoryCircular, accessoryRectangular, accessoryInline"), "\(r.out)")
        #expect(r.out.contains("ConfigurableWidget") && r.out.contains("GameStatus (Game Status)"))
        #expect(r.out.contains("parameter favoriteEmoji (Favorite Emoji) = 😃"))
        #expect(r.out.contains("2 previews:") && r.out.contains("WidgetExamples/EmojiWidget.swift:"))
    }

    @Test func renderShowsDeviceStatesAndAlwaysOnFigures() throws {
        let out = "\(folder)/aod.png"
        let r = try GlanceProcess.run(["render", "--widget", "messages", "--family", "accessoryRectangular", "--lock", "locked", "--always-on", "--mode", "accented", "--output", out])
        #expect(r.status == 0, "\(r.err)")
        #expect(r.out.contains("locked, accented, always on, redaction: hideSensitive"), "\(r.out)")
        #expect(r.out.contains("always on: lit ") && r.out.contains("Wear OS:") && r.out.contains("Garmin AMOLED:"))
        let placeholder = try GlanceProcess.run(["render", "--widget", "glucose", "--lock", "rebootedBeforeFirstUnlock", "--output", "\(folder)/p.png"])
        #expect(placeholder.out.contains("redaction: placeholder"), "\(placeholder.out)")
        let bad = try GlanceProcess.run(["render", "--lock", "ajar", "--output", "\(folder)/x.png"])
        #expect(bad.status != 0 && bad.err.contains("rebootedBeforeFirstUnlock"))
    }

    @Test func burnInWritesAHeatMapAndChecksThePresets() throws {
        let out = "\(folder)/heat.png"
        let r = try GlanceProcess.run(["burn-in", "--widget", "sample.timer", "--span", "10m", "--output", out])
        #expect(r.status == 0, "\(r.err)")
        #expect(r.out.contains("10 Always On frames of sample.timer"), "\(r.out)")
        #expect(r.out.contains("longest any pixel stayed lit: 10 min") && r.out.contains("over 3 min"))
        // The 100 px slot magnified twice (sharp pixels) over its scale and legend, at 2 px per point.
        let size = try pngSize(out)
        #expect(size.0 == 840 && size.1 > 200 * 2 + 100, "\(size)")
        let picture = try PNGCodec().decode(Array(try Data(contentsOf: URL(fileURLWithPath: out))))
        #expect(picture.pixel(x: 420, y: 100 * 2) != picture.pixel(x: 420, y: 1), "the map is drawn")
    }

    @Test func faceRendersAFaceFileAndListsEveryProblemInABadOne() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
        let out = "\(folder)/face.png"
        let r = try GlanceProcess.run(["face", "\(root)/faces/lcd.json", "--always-on", "--output", out])
        #expect(r.status == 0, "\(r.err)")
        #expect(r.out.contains("Memory LCD on lcd-144x168, 3 slots") && r.out.contains("always on: lit"), "\(r.out)")
        #expect(try pngSize(out) == (144, 168))
        let bad = try GlanceProcess.run(["face", "\(root)/Tests/GlanceFilesTests/Malformed/faces/bad-slots.json"])
        #expect(bad.status != 0 && bad.err.contains("10 problems in") && bad.err.contains("did you mean \"accessoryRectangular\""), "\(bad.err)")
    }

    @Test func romChecksRendersAndPlaysRomFiles() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
        let list = try GlanceProcess.run(["rom", "show", "\(root)/roms/tides.json", "--entries"])
        #expect(list.status == 0 && list.out.contains("4 entries over 8h, reload atEnd") && list.out.contains("[3] +8h"), "\(list.out)\(list.err)")
        let secret = try GlanceProcess.run(["rom", "show", "\(root)/roms/calendar.json"])
        #expect(secret.out.contains("sensitive in accessoryRectangular: \"1:1 with Priya\""), "\(secret.out)")
        let bad = try GlanceProcess.run(["rom", "validate", "\(root)/roms/moon.json", "\(root)/Tests/GlanceFilesTests/Malformed/roms/families.json"])
        #expect(bad.status != 0 && bad.out.contains("moon.json: ok") && bad.err.contains("4 problems in") && bad.err.contains("1 of 2 ROM files"), "\(bad.err)")
        let built = "\(folder)/built.json"
        let build = try GlanceProcess.run(["rom", "build", "--widget", "sample.timer", "-o", built])
        #expect(build.status == 0 && build.out.contains("1 widget"), "\(build.out)\(build.err)")
        let again = try GlanceProcess.run(["rom", "build", "--widget", "sample.timer", "-o", built])
        #expect(again.status != 0 && again.err.contains("--force"), "\(again.err)")
        let out = "\(folder)/rom.png"
        let locked = try GlanceProcess.run(["render", "--rom", "\(root)/roms/bank-balance.json", "--family", "accessoryRectangular", "--lock", "locked", "--entry", "1", "-o", out])
        #expect(locked.status == 0 && locked.out.contains("redaction: placeholder"), "\(locked.out)\(locked.err)")
        #expect(try pngSize(out) == (386, 164))
        let noEntry = try GlanceProcess.run(["render", "--rom", "\(root)/roms/bank-balance.json", "--family", "accessoryInline", "--entry", "7", "-o", "\(folder)/x.png"])
        #expect(noEntry.status != 0 && noEntry.err.contains("has entries 0 to 1"), "\(noEntry.err)")
        let played = try GlanceProcess.run(["timeline", "--rom", "\(root)/roms/steps.json", "--span", "2h"])
        #expect(played.status == 0 && played.out.contains("steps (accessoryCircular)"), "\(played.out)\(played.err)")
    }

    @Test func devicesListsFamilySizes() throws {
        let r = try GlanceProcess.run(["devices"])
        #expect(r.status == 0)
        #expect(r.out.contains("watch-45mm") && r.out.contains("50×50 pt") && r.out.contains("193×82 pt"))
    }
}
