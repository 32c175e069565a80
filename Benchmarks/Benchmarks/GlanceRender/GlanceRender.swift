import Benchmark
import Foundation
import GlanceCairo
import GlanceFirmware
import GlanceText
import GlanceUI
import GlanceWidgets

/// Render time per entry for the gallery, one benchmark per family: each iteration lays out
/// and rasterizes one archived complication (cycling through the family's gallery), the same
/// path the firmware takes from entry to slot bitmap. The reference draws a comparable
/// accessoryCircular gauge with plain cairo calls in the same run.
let benchmarks: @Sendable () -> Void = {
    engineBenchmarks()
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .throughput], timeUnits: .microseconds, warmupIterations: 20,
        maxDuration: .seconds(3), maxIterations: 5000)

    Benchmark("Reference: circular gauge drawn with cairo directly") { benchmark in
        for i in benchmark.scaledIterations {
            blackHole(CairoReferenceScene.circularGauge(value: Double(i % 64) / 64, text: "72°", label: "UV"))
        }
    }

    for family in WidgetFamily.accessoryFamilies {
        Benchmark("Gallery \(family.rawValue), watch-45mm") { benchmark async in
            let device = Device.named("watch-45mm")!
            let nodes: [ViewNode] = await MainActor.run {
                let env = try! SlotRenderer.environment(for: family, on: device, date: Gallery.now)
                return Gallery.items.filter { $0.families.contains(family) }.map { ViewArchiver.archive($0.makeView(), in: env) }
            }
            let renderer = SlotRenderer(measurer: try! TextEngine(), rasterizer: CairoRasterizer())
            benchmark.startMeasurement()
            for i in benchmark.scaledIterations {
                blackHole(try! renderer.render(nodes[i % nodes.count], family: family, device: device, date: Gallery.now))
            }
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
    Benchmark("Timeline engine: 7 simulated days, 8 widgets", configuration: .init(metrics: [.wallClock], timeUnits: .milliseconds, maxIterations: 50)) { benchmark async in
        for _ in benchmark.scaledIterations {
            await MainActor.run {}
            let start = Date(timeIntervalSince1970: 1_780_272_000)
            let engine = await MainActor.run { () -> TimelineEngine in
                let e = TimelineEngine(clock: SimulatedClock(start: start), widgetCenter: WidgetCenter())
                for i in 0..<8 {
                    e.place(StaticConfiguration(kind: "w\(i)", provider: BenchProvider(kind: i)) { _ in EmptyView() }.widgetDescription, family: .accessoryCircular)
                }
                return e
            }
            await engine.run(until: start.addingTimeInterval(7 * 86400))
            blackHole(await engine.log.count)
        }
    }
}
