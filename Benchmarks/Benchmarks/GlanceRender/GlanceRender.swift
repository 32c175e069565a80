import Benchmark
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
