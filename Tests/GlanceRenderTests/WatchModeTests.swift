import Foundation
import GlanceCairo
import GlanceGraphics
import Testing

/// `glance run --bundle B --watch DIR` in a real window on Xvfb: a save rebuilds the bundle and
/// the open window shows the new widgets; a failed build keeps the last good frames and says
/// why. The build is a script that swaps in another example bundle (a real `swift build`
/// belongs to the benchmark of save-to-pixels, docs/bench.md).
@Suite(
    .serialized,
    .enabled(if: XvfbServer.installed, "Xvfb is not installed (apt-get install xvfb)"),
    .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/python3"), "no /usr/bin/python3 to start the window with signals unblocked"))
struct WatchModeTests {
    private let scratch: ScratchFolder

    init() throws { scratch = try ScratchFolder("glance-watch") }

    @Test func aSaveRebuildsAndTheOpenWindowShowsTheNewWidgetsAndABadBuildKeepsThem() throws {
        let fm = FileManager.default
        let package = "\(scratch.path)/pkg", frames = "\(scratch.path)/frames", bundle = "\(package)/.build/debug/Widgets"
        try fm.createDirectory(atPath: "\(package)/Sources/Widgets", withIntermediateDirectories: true)
        try fm.createDirectory(atPath: "\(package)/.build/debug", withIntermediateDirectories: true)
        try "// swift-tools-version:6.0\n".write(toFile: "\(package)/Package.swift", atomically: true, encoding: .utf8)
        let source = "\(package)/Sources/Widgets/Widgets.swift"
        try "let a = 1\n".write(toFile: source, atomically: true, encoding: .utf8)
        try fm.copyItem(atPath: GlanceProcess.binary("WidgetExamples"), toPath: bundle)
        // The first build swaps in another bundle (renamed into place: the old one is running);
        // the second fails as the compiler does.
        let script = """
            if [ -e built ]; then echo "\(source):2:9: error: cannot find 'b' in scope" >&2; exit 1; fi
            cp '\(GlanceProcess.binary("CompatText"))' .build/debug/Widgets.new && mv .build/debug/Widgets.new .build/debug/Widgets && touch built
            """
        try script.write(toFile: "\(package)/build.sh", atomically: true, encoding: .utf8)

        let xvfb = try XvfbServer()
        defer { xvfb.stop() }
        let window = Process()
        window.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        window.arguments = [
            "-c", "import os, signal, sys; signal.pthread_sigmask(signal.SIG_SETMASK, []); os.execv(sys.argv[1], sys.argv[1:])",
            GlanceProcess.binary(), "run", "--bundle", bundle, "--watch", package, "--rebuild", "sh build.sh",
            "--start", "2026-06-03T10:09:30Z", "--keys", "space", "--zoom", "1", "--record", frames,
        ]
        window.environment = WindowUnderXvfbTests.environment(display: xvfb.display)
        let log = "\(scratch.path)/log.txt"
        _ = fm.createFile(atPath: log, contents: nil)
        let logHandle = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
        window.standardOutput = logHandle
        window.standardError = logHandle
        try window.run()
        defer {
            window.terminate()
            let stopBy = Date().addingTimeInterval(20)
            while window.isRunning, Date() < stopBy { Thread.sleep(forTimeInterval: 0.1) }
            if window.isRunning { kill(window.processIdentifier, SIGKILL) }
        }
        func logText() -> String { (try? String(contentsOfFile: log, encoding: .utf8)) ?? "" }
        func wait(for text: String, seconds: Double = 60) -> Bool {
            let deadline = Date().addingTimeInterval(seconds)
            while Date() < deadline, window.isRunning {
                if logText().contains(text) { return true }
                Thread.sleep(forTimeInterval: 0.2)
            }
            return false
        }
        func lastFrame() throws -> Bitmap {
            let names = try fm.contentsOfDirectory(atPath: frames).filter { $0.hasSuffix(".png") }.sorted()
            return try PNGCodec().decode(Array(try Data(contentsOf: URL(fileURLWithPath: "\(frames)/\(try #require(names.last))"))))
        }
        /// The picture above the status line.
        func display(_ b: Bitmap) -> [UInt8] { Array(b.pixels.prefix(b.width * 4 * (b.height * 3 / 4))) }

        #expect(wait(for: "watching \(package)"), "\(logText())")
        Thread.sleep(forTimeInterval: 3)
        let before = try lastFrame()

        try "let a = 1\nlet b = 2\n".write(toFile: source, atomically: true, encoding: .utf8)
        #expect(wait(for: "save to pixels"), "\(logText())")
        Thread.sleep(forTimeInterval: 1)
        let rebuilt = try lastFrame()
        #expect(display(rebuilt) != display(before), "the window shows the rebuilt bundle's widgets")

        try "let a = 1\nlet c = b\n".write(toFile: source, atomically: true, encoding: .utf8)
        #expect(wait(for: "build failed"), "\(logText())")
        Thread.sleep(forTimeInterval: 1)
        let kept = try lastFrame()
        #expect(display(kept) == display(rebuilt), "a failed build keeps the last good frames")
        #expect(kept.pixels != rebuilt.pixels, "the status line names the error")
        #expect(logText().contains("cannot find 'b' in scope"))
        #expect(window.isRunning, "the window stays open")
    }
}
