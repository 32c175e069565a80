import Benchmark
#if canImport(CMalloc)
import CMalloc
#endif
import Foundation
import GlanceCairo
import GlanceFirmware
import GlanceGraphics
import GlanceSamples
import GlanceText
import GlanceUI
import GlanceWidgets

/// Glance's render benchmarks, each Glance scene measured beside the same scene drawn by hand
/// in plain C with cairo and HarfBuzz (`CReferenceScene`) in the same run, so results read as
/// ratios on a noisy machine (see README.md and ratios.py). Two ways per scene: a first render
/// draws an entry never seen before (archived before the measured part; no string or value of
/// it in any cache), a replay draws the next of 64 entries archived up front, all seen before.
/// The measured part is the per-entry path from archived tree to slot bitmap.
///
/// package-benchmark calls a benchmark's closure once per iteration: whatever the closure
/// makes, it makes again every iteration. So renderers, archived entries and caches are made
/// once per benchmark (`Prepared`), and the entry comes from `benchmark.currentIteration`.
let benchmarks: @Sendable () -> Void = {
    keepFreedMemory()
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput], timeUnits: .microseconds, warmupIterations: 64,
        maxDuration: .seconds(3), maxIterations: 10_000)
    sceneBenchmarks()
    faceBenchmarks()
    partBenchmarks()
    engineBenchmarks()
    galleryBenchmarks()
    machineFloorBenchmarks()
}

/// Tells glibc's allocator to keep freed memory instead of handing it back to the kernel.
///
/// A slot-sized buffer (250 KB and up) is above glibc's default mmap threshold, and its trim
/// threshold returns freed heap tops: the next allocation of the same size then faults its
/// pages in again. Which allocations pay that depends on what else the process allocated, so
/// the reference scenes (a new surface and bitmap per call) swung from 60 to 260 µs between
/// runs of the same code. Keeping freed memory takes the kernel out of both sides' figures.
func keepFreedMemory() {
    #if canImport(CMalloc)
    _ = mallopt(M_MMAP_THRESHOLD, 64 << 20)
    _ = mallopt(M_TRIM_THRESHOLD, 256 << 20)
    _ = mallopt(M_TOP_PAD, 16 << 20)
    #endif
}

/// State a benchmark makes on its first iteration and keeps for the others.
final class Prepared<State> {
    private var state: State?
    private let make: () -> State

    init(_ make: @escaping () -> State) { self.make = make }

    func get() -> State {
        if let state { return state }
        let made = make()
        state = made
        return made
    }
}

/// Runs `body` on the main actor (views are built there) from a benchmark's thread.
///
/// The render benchmarks are synchronous closures: package-benchmark runs an async closure in
/// a new task on another thread every iteration, and those hand-offs land in the measurements
/// on a two-core machine (caches cold after a thread moves, wake-ups beside the measured code).
func onMain<T: Sendable>(_ body: @MainActor () -> T) -> T {
    if Thread.isMainThread { return MainActor.assumeIsolated(body) }
    return DispatchQueue.main.sync { MainActor.assumeIsolated(body) }
}

/// A slot renderer with Glance's real backends.
func makeRenderer() -> SlotRenderer {
    SlotRenderer(measurer: try! TextEngine(), rasterizer: CairoRasterizer())
}


/// The parts of a render on their own: layout, shaping, rasterizing.
let partBenchmarks: @Sendable () -> Void = {
    let device = GlanceScenes.device
    let date = GlanceScenes.date

    for family in [WidgetFamily.accessoryCircular, .accessoryRectangular] {
        let name = family == .accessoryCircular ? "circular" : "rectangular"
        // Archived tree to final display list (text shaped through the run cache), no pixels.
        let prepared = Prepared { (onMain { GlanceScenes.entries(family) }, makeRenderer()) }
        Benchmark("Layout only: \(name) entry") { benchmark in
            let (nodes, renderer) = prepared.get()
            let node = nodes[ReferenceEntry.replay(benchmark.currentIteration).index]
            benchmark.startMeasurement()
            blackHole(try! renderer.layout(node, family: family, device: device, date: date))
        }
        // A prepared display list to pixels.
        let laidOut = Prepared { () -> [SlotLayout] in
            let (nodes, renderer) = prepared.get()
            return nodes.map { try! renderer.layout($0, family: family, device: device, date: date) }
        }
        let rasterizer = Prepared { CairoRasterizer() }
        Benchmark("Raster only: \(name) display list") { benchmark in
            let slot = laidOut.get()[ReferenceEntry.replay(benchmark.currentIteration).index]
            let cairo = rasterizer.get()
            benchmark.startMeasurement()
            blackHole(try! cairo.rasterize(slot.layout.displayList, scale: slot.scale, background: slot.background))
        }
    }

    // A dozen distinct strings of the scenes, all shaped in the rectangular body font each iteration.
    let strings = (0..<3).flatMap { i -> [String] in
        let e = ReferenceEntry(i * 21)
        return [e.headline, e.body, e.detail, e.inline]
    }
    let font = ReferenceStyle.body
    let warm = Prepared { () -> TextEngine in
        let engine = try! TextEngine()
        for s in strings { blackHole(engine.shape(s, font: font)) }
        return engine
    }
    Benchmark("Shaping only: 12 strings, run cache warm") { benchmark in
        let engine = warm.get()
        benchmark.startMeasurement()
        for s in strings { blackHole(engine.shape(s, font: font)) }
    }
    let cold = Prepared { () -> TextEngine in
        let engine = try! TextEngine()
        engine.cacheLimit = 0  // every miss empties the cache before storing: each string is shaped afresh
        return engine
    }
    Benchmark("Shaping only: 12 strings, run cache off") { benchmark in
        let engine = cold.get()
        benchmark.startMeasurement()
        for s in strings { blackHole(engine.shape(s, font: font)) }
        benchmark.stopMeasurement()
        precondition(engine.cacheHits == 0, "the cache should have been off")
    }
}

/// Render time per entry for the gallery, one benchmark per family: each iteration lays out
/// and rasterizes the next archived gallery complication of the family (cycling through them).
let galleryBenchmarks: @Sendable () -> Void = {
    let device = Device.named("watch-45mm")!
    for family in [WidgetFamily.accessoryCircular, .accessoryCorner, .accessoryRectangular, .accessoryInline] {
        let prepared = Prepared { () -> ([ViewNode], SlotRenderer) in
            let nodes: [ViewNode] = onMain {
                let env = try! SlotRenderer.environment(for: family, on: device, date: Gallery.now)
                return Gallery.items.filter { $0.families.contains(family) }.map { ViewArchiver.archive($0.makeView(), in: env) }
            }
            return (nodes, makeRenderer())
        }
        Benchmark("Gallery \(family.rawValue), watch-45mm") { benchmark in
            let (nodes, renderer) = prepared.get()
            let node = nodes[benchmark.currentIteration % nodes.count]
            benchmark.startMeasurement()
            blackHole(try! renderer.render(node, family: family, device: device, date: Gallery.now))
        }
    }
}

/// A provider with a fixed shape of timeline, dated from the simulated clock.
struct BenchEntry: TimelineEntry { let date: Date }

struct BenchProvider: TimelineProvider {
    let kind: Int
    func placeholder(in context: Context) -> BenchEntry { BenchEntry(date: context.date) }
    func getSnapshot(in context: Context, completion: @escaping (BenchEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<BenchEntry>) -> Void) {
        let now = context.date
        switch kind % 4 {
        case 0: completion(Timeline(entries: (0..<6).map { BenchEntry(date: now.addingTimeInterval(Double($0) * 3600)) }, policy: .atEnd))
        case 1: completion(Timeline(entries: [BenchEntry(date: now)], policy: .after(now.addingTimeInterval(900))))
        case 2: completion(Timeline(entries: (0..<24).map { BenchEntry(date: now.addingTimeInterval(Double($0) * 3600)) }, policy: .atEnd))
        default: completion(Timeline(entries: (0..<60).map { BenchEntry(date: now.addingTimeInterval(Double($0) * 60)) }, policy: .atEnd))
        }
    }
}

let engineBenchmarks: @Sendable () -> Void = {
    Benchmark(
        "Timeline engine: 7 simulated days, 8 widgets",
        configuration: .init(metrics: [.wallClock, .throughput], timeUnits: .milliseconds, warmupIterations: 2, maxIterations: 50)
    ) { benchmark async in
        for _ in benchmark.scaledIterations {
            await MainActor.run {}
            let start = Date(timeIntervalSince1970: 1_780_272_000)
            let engine = await MainActor.run { () -> TimelineEngine in
                let e = TimelineEngine(clock: SimulatedClock(start: start), widgetCenter: WidgetCenter())
                for i in 0..<8 {
                    e.place(WidgetDescription(StaticConfiguration(kind: "w\(i)", provider: BenchProvider(kind: i)) { _ in EmptyView() }), family: .accessoryCircular)
                }
                return e
            }
            await engine.run(until: start.addingTimeInterval(7 * 86400))
            blackHole(await engine.log.count)
        }
    }
}
