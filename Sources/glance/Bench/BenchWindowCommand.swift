import ArgumentParser
import Foundation
import GlanceCairo
import GlanceChecksCommand
import GlanceEmulator
import GlanceFirmware
import GlanceText

/// `glance bench window`: the emulator window's frames, headless: one face with ROM widgets
/// in its slots, drawn frame after frame as the simulated clock moves on, timed as the
/// window's heads-up display times a frame (`EmulatorSession.frame()`, without the chrome).
struct BenchWindowCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "window",
        abstract: "Measure the emulator window's frames headless: a face with ROM widgets, frame after frame.",
        discussion: "Draws the face as the window does, once per --step of simulated time (the window draws a frame a "
            + "second), and reports the first frame and the median, p95 and mean of the rest, in µs. Slots are drawn "
            + "again only when their entry changes, as in the window. "
            + "Example: glance bench window --face faces/infograph.json --rom roms/weather.json --frames 600. See docs/bench.md."
    )

    @Option(name: .long, help: ArgumentHelp("The face file to draw.", valueName: "face.json"))
    var face: String = "faces/infograph.json"

    @Option(name: .long, help: ArgumentHelp("ROM files whose widgets fill the slots; repeatable (default: every ROM in roms/).", valueName: "rom.json"))
    var rom: [String] = []

    @Option(name: .long, help: ArgumentHelp("Frames to draw after the first.", valueName: "n"))
    var frames = 600

    @Option(name: .long, help: ArgumentHelp("Simulated seconds between frames.", valueName: "seconds"))
    var step = 1.0

    @Option(name: .long, help: ArgumentHelp("Simulated start, ISO 8601.", valueName: "date"))
    var start = "2026-06-03T08:00:00Z"

    @OptionGroup var assetOptions: AssetOptions

    @Flag(name: .long, help: "Print one line of figures, tab-separated: first, median, p95, mean (µs).")
    var tsv = false

    func validate() throws {
        guard (1...1_000_000).contains(frames) else { throw ValidationError("--frames must be 1…1000000 (got \(frames))") }
        guard step > 0, step.isFinite else { throw ValidationError("--step must be more than 0 seconds (got \(step))") }
        _ = try SimulatedStart.parse(start)
    }

    @MainActor
    func run() async throws {
        let roms = rom.isEmpty ? RunCommand.defaults(in: "roms", first: nil) : rom
        let content = try ContentFiles(faces: [face], roms: roms)
        let (faces, widgets, images, romAssets) = try content.load()
        let assets = MissingAssetReporter(try assetOptions.catalog(adding: romAssets))
        let compositor = FaceCompositor(slots: SlotRenderer(measurer: try TextEngine(), rasterizer: CairoRasterizer(), assets: assets))
        let session = try EmulatorSession(faces: faces, widgets: widgets, start: try SimulatedStart.parse(start), compositor: compositor, images: images)
        var t0 = MonotonicClock.nanoseconds()
        _ = try session.frame()
        let first = Double(MonotonicClock.nanoseconds() - t0) / 1000
        t0 = MonotonicClock.nanoseconds()
        let times = try measuredFrames(session)
        let total = Double(MonotonicClock.nanoseconds() - t0) / 1000
        let sorted = times.sorted()
        let median = BenchStatistics.percentile(sorted: sorted, 50), p95 = BenchStatistics.percentile(sorted: sorted, 95)
        let mean = times.reduce(0, +) / Double(times.count)
        if tsv {
            print(String(format: "%.1f\t%.1f\t%.1f\t%.1f", first, median, p95, mean))
        } else {
            print("\(faces[0].name): \(frames) frames, \(step) s apart, fast paths \(CairoRasterizer.standardFastPaths)")
            print(String(format: "first frame %.1f µs; then median %.1f µs, p95 %.1f µs, mean %.1f µs (%.0f µs in all)", first, median, p95, mean, total))
        }
    }

    /// Draws `frames` frames, moving the clock on by `step` before each: the part callgrind
    /// counts (`--toggle-collect='*measuredFrames*'`).
    @MainActor
    @inline(never)
    func measuredFrames(_ session: EmulatorSession) throws -> [Double] {
        var times: [Double] = []
        times.reserveCapacity(frames)
        for _ in 0..<frames {
            session.clock.step(by: step)
            session.advance(realSeconds: 0)
            let t0 = MonotonicClock.nanoseconds()
            _ = try session.frame()
            times.append(Double(MonotonicClock.nanoseconds() - t0) / 1000)
        }
        return times
    }
}
