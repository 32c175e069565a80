import Benchmark
import GlanceFirmware
import GlanceText
import GlanceCairo

/// The whole face (eight slots and the clock), run back to back: the plain-C reference, Glance's
/// first render (every slot a never-seen entry), and Glance's replay of the 64-frame cycle with
/// every slot changed and with nothing changed.
let faceBenchmarks: @Sendable () -> Void = {
    let device = GlanceScenes.device
    let face = GlanceScenes.face
    let geometry = GlanceScenes.geometry
    let config = Benchmark.Configuration(
        metrics: [.wallClock, .throughput], timeUnits: .microseconds, warmupIterations: 64,
        maxDuration: .seconds(4), maxIterations: 10_000)
    // Corners take four first renders a frame: 1,109 frames before entries would repeat.
    let firstRenderConfig = Benchmark.Configuration(
        metrics: [.wallClock, .throughput], timeUnits: .microseconds, warmupIterations: 16,
        maxDuration: .seconds(4), maxIterations: 1_000)
    precondition(firstRenderConfig.warmupIterations + firstRenderConfig.maxIterations <= geometry.firstRenderFrames)
    /// The compositor, its slot cache, and what every slot shows in each of the 64 frames.
    func prepare() -> (FaceCompositor, SlotCache, [FaceCompositor.Content]) {
        let entries = onMain { GlanceScenes.allEntries() }
        let contents = (0..<ReferenceEntry.cycle).map { GlanceScenes.content(entries, face: face, frame: $0) }
        return (FaceCompositor(slots: makeRenderer()), SlotCache(), contents)
    }

    // The C reference draws the first render's frames (to it, every entry is new).
    let reference = Prepared { CReferenceCanvas(.face) }
    Benchmark("Face: C reference", configuration: config) { benchmark in
        let canvas = reference.get()
        let entries = CEntries.face(frame: benchmark.currentIteration % geometry.firstRenderFrames, geometry: geometry, firstRender: true)
        benchmark.startMeasurement()
        canvas.draw(entries)
        benchmark.stopMeasurement()
        withExtendedLifetime(entries) {}
    }

    // Every slot shows a new entry each frame, archived before the measured part.
    let first = Prepared { () -> (FaceCompositor, SlotCache, TextEngine) in
        let engine = try! TextEngine()
        return (FaceCompositor(slots: SlotRenderer(measurer: engine, rasterizer: CairoRasterizer())), SlotCache(), engine)
    }
    let strings = geometry.faceSlots.reduce(0) { n, slot in
        switch slot.kind {
        case .circular: n + 2
        case .rectangular, .corner: n + 3
        case .inline: n + 1
        }
    }
    Benchmark("Face: Glance first render", configuration: firstRenderConfig) { benchmark in
        let (compositor, cache, engine) = first.get()
        let frame = benchmark.currentIteration
        let content = GlanceScenes.content(onMain { GlanceScenes.firstRenderNodes(face: face, frame: frame) })
        let date = GlanceScenes.date(frame: frame)
        let shaped = engine.cacheMisses
        benchmark.startMeasurement()
        blackHole(try! compositor.compose(face, on: device, state: DeviceState(), date: date, cache: cache, content: content))
        benchmark.stopMeasurement()
        precondition(cache.lastFrame.drawn == face.slots.count, "every slot should have been drawn, not \(cache.lastFrame)")
        precondition(engine.cacheMisses - shaped >= strings, "a first render shapes every string: \(engine.cacheMisses - shaped) of \(strings)")
    }

    // Each frame shows the next entry of the cycle in every slot: the slot cache finds nothing to
    // reuse, the caches below it hold every string and value.
    let changing = Prepared { prepare() }
    Benchmark("Face: Glance replay, every slot changed", configuration: config) { benchmark in
        let (compositor, cache, contents) = changing.get()
        let frame = ReferenceEntry.replay(benchmark.currentIteration).index
        let date = GlanceScenes.date(frame: frame)
        benchmark.startMeasurement()
        blackHole(try! compositor.compose(face, on: device, state: DeviceState(), date: date, cache: cache, content: contents[frame]))
        benchmark.stopMeasurement()
        precondition(cache.lastFrame.drawn == face.slots.count, "every slot should have been drawn, not \(cache.lastFrame)")
    }
    // The same frame again: every slot comes from the cache; the compose call is what is measured.
    let still = Prepared { () -> (FaceCompositor, SlotCache, [FaceCompositor.Content]) in
        let (compositor, cache, contents) = prepare()
        blackHole(try! compositor.compose(face, on: device, state: DeviceState(), date: GlanceScenes.date(frame: 0), cache: cache, content: contents[0]))
        return (compositor, cache, contents)
    }
    Benchmark("Face: Glance replay, nothing changed", configuration: config) { benchmark in
        let (compositor, cache, contents) = still.get()
        let date = GlanceScenes.date(frame: 0)
        benchmark.startMeasurement()
        blackHole(try! compositor.compose(face, on: device, state: DeviceState(), date: date, cache: cache, content: contents[0]))
        benchmark.stopMeasurement()
        precondition(
            cache.lastFrame.drawn == 0 && cache.lastFrame.reused == face.slots.count,
            "every slot should have come from the cache, not \(cache.lastFrame)")
    }
}
