import Benchmark
import GlanceCairo
import GlanceFirmware
import GlanceText
import GlanceUI
import GlanceWidgets

/// One family's scene, three ways, run back to back (package-benchmark runs in name order):
/// the plain-C reference, Glance's first render of entries it has never seen, and Glance's
/// replay of the 64-entry cycle.
struct SceneFamily {
    var family: WidgetFamily
    /// How the names start: "Circular", "Corner", ….
    var name: String
    var scene: CReferenceScene.Scene
    /// How many strings an entry of the family draws: the shaped runs a first render must miss.
    var strings: Int
}

let sceneBenchmarks: @Sendable () -> Void = {
    // A first render's budget: every iteration, warm-ups included, draws a new entry, and there
    // are `ReferenceEntry.firstRenderCount` (4,436) of them before strings would repeat.
    let firstRenderConfiguration = Benchmark.Configuration(
        metrics: [.wallClock, .throughput], timeUnits: .microseconds, warmupIterations: 64,
        maxDuration: .seconds(3), maxIterations: 4_000)
    let device = GlanceScenes.device
    let date = GlanceScenes.date
    let families = [
        SceneFamily(family: .accessoryCircular, name: "Circular", scene: .slot(.circular), strings: 2),
        SceneFamily(family: .accessoryCorner, name: "Corner", scene: .slot(.corner(.topLeading)), strings: 3),
        SceneFamily(family: .accessoryInline, name: "Inline", scene: .slot(.inline), strings: 1),
        SceneFamily(family: .accessoryRectangular, name: "Rectangular", scene: .slot(.rectangular), strings: 3),
    ]
    precondition(firstRenderConfiguration.warmupIterations + firstRenderConfiguration.maxIterations <= ReferenceEntry.firstRenderCount)
    for scene in families {
        let family = scene.family

        // The C reference draws the entries the first render draws (to it, every entry is new).
        let reference = Prepared { CReferenceCanvas(scene.scene) }
        Benchmark("\(scene.name): C reference") { benchmark in
            let canvas = reference.get()
            let entries = CEntries([.firstRender(benchmark.currentIteration % ReferenceEntry.firstRenderCount)])
            benchmark.startMeasurement()
            canvas.draw(entries)
            benchmark.stopMeasurement()
            withExtendedLifetime(entries) {}
        }

        // A new entry every iteration, archived before the measured part: no string or value
        // of it was drawn before, so no cache keyed by them can hold it. All of them are archived
        // up front, as replay's are: archiving on the main actor between renders would hand the
        // thread over and back around every measured render.
        let first = Prepared { () -> ([ViewNode], SlotRenderer, TextEngine) in
            let count = firstRenderConfiguration.warmupIterations + firstRenderConfiguration.maxIterations
            let nodes = onMain { (0..<count).map { GlanceScenes.archive(.firstRender($0), family: family) } }
            let engine = try! TextEngine()
            return (nodes, SlotRenderer(measurer: engine, rasterizer: CairoRasterizer()), engine)
        }
        Benchmark("\(scene.name): Glance first render", configuration: firstRenderConfiguration) { benchmark in
            let (nodes, renderer, engine) = first.get()
            let node = nodes[benchmark.currentIteration]
            let shaped = engine.cacheMisses
            benchmark.startMeasurement()
            blackHole(try! renderer.render(node, family: family, device: device, date: date, corner: .topLeading))
            benchmark.stopMeasurement()
            precondition(
                engine.cacheMisses - shaped >= scene.strings,
                "a first render shapes every string of its entry: \(engine.cacheMisses - shaped) of \(scene.strings)")
        }

        // The 64 entries archived up front, drawn over and over: everything kept is found again.
        let replay = Prepared { (onMain { GlanceScenes.entries(family) }, makeRenderer()) }
        Benchmark("\(scene.name): Glance replay") { benchmark in
            let (nodes, renderer) = replay.get()
            let node = nodes[ReferenceEntry.replay(benchmark.currentIteration).index]
            benchmark.startMeasurement()
            blackHole(try! renderer.render(node, family: family, device: device, date: date, corner: .topLeading))
        }
    }
}
