import Foundation
import GlanceCairo
import GlanceFirmware
import GlanceGraphics
import GlanceText
import GlanceUI
import Testing

/// Circular gauges drawn as SwiftUI draws them on a watch: the scene of home-assistant/iOS's
/// watchOS snapshot tests (a gauge in a 100 × 100 pt frame on a 46 mm watch, @2x), measured as
/// docs/fidelity.md ("Circular gauges") measured Apple's PNGs: within ±1 pt, ±6/255.
@MainActor
@Suite struct GaugeFidelityTests {
    /// The gauge's pixels at @2x in a 100 pt square, black behind.
    func draw(_ view: some View, name: String = #function) throws -> Bitmap {
        var env = try SlotRenderer.environment(for: .accessoryCircular, on: try #require(Device.named("watch-46mm")))
        env.geometryFrame = Rect(x: 0, y: 0, width: 100, height: 100)
        let laid = ViewRenderer(measurer: try TextEngine()).render(view.frame(width: 100, height: 100), in: Size(width: 100, height: 100), environment: env)
        let bitmap = try CairoRasterizer().rasterize(laid.displayList, scale: 2, background: .black)
        if let folder = ProcessInfo.processInfo.environment["GLANCE_FIDELITY_OUT"] {
            try? Data(PNGCodec().encode(bitmap)).write(to: URL(fileURLWithPath: "\(folder)/\(name.prefix { $0 != "(" })-\(bitmap.width).png"))
        }
        return bitmap
    }

    /// Green (tint) pixels: the ring, the dot.
    func ring(_ b: Bitmap) -> (diameter: Double, inner: Double, outer: Double, gap: (Double, Double)) {
        var points: [(Double, Double)] = []
        for y in 0..<b.height {
            for x in 0..<b.width {
                let p = b.pixel(x: x, y: y)
                if p.g > 150 && p.r < 120 && p.b < 140 { points.append((Double(x) + 0.5, Double(y) + 0.5)) }
            }
        }
        let xs = points.map(\.0), ys = points.map(\.1)
        let diameter = (xs.max()! - xs.min()!) + 1
        let (cx, cy) = ((xs.max()! + xs.min()!) / 2, ys.min()! - 0.5 + diameter / 2)
        let radii = points.map { hypot($0.0 - cx, $0.1 - cy) }
        // Angles clockwise from 12 o'clock of pixels on the ring's centre line, to find the gap at the bottom.
        let mid = (radii.min()! + radii.max()!) / 2
        let bottom = points.filter { abs(hypot($0.0 - cx, $0.1 - cy) - mid) < 1.5 && $0.1 > cy }
            .map { (atan2($0.0 - cx, -($0.1 - cy)) * 180 / .pi + 360).truncatingRemainder(dividingBy: 360) }
        let gapStart = bottom.filter { $0 < 180 }.max() ?? 0, gapEnd = bottom.filter { $0 > 180 }.min() ?? 360
        return (diameter, radii.min()!, radii.max()!, (gapStart, gapEnd))
    }

    func gauge(endLabels: Bool) -> some View {
        Gauge(value: 0.68) {
            EmptyView()
        } currentValueLabel: {
            Text("68%").font(.system(size: 12, weight: .semibold))
        } minimumValueLabel: {
            Text(endLabels ? "0" : "")
        } maximumValueLabel: {
            Text(endLabels ? "100" : "")
        }
        .gaugeStyle(.accessoryCircular)
        .tint(.green)
    }

    /// Apple: outer diameter 99 px, line 9 px, gap 125°–234° with end labels, 140°–219° without
    /// (pixel edges, round caps included), the dot the tint.
    @Test func openRingHasApplesSizeLineAndOpening() throws {
        let withEnds = ring(try draw(gauge(endLabels: true), name: "open-with-ends"))
        #expect(abs(withEnds.diameter - 99) <= 2, "\(withEnds)")
        #expect(abs((withEnds.outer - withEnds.inner) - 9) <= 2, "\(withEnds)")
        #expect(abs(withEnds.gap.0 - 125) <= 3 && abs(withEnds.gap.1 - 234) <= 3, "\(withEnds.gap)")
        let plain = ring(try draw(Gauge(value: 0.68) { EmptyView() } currentValueLabel: { Text("68%") }.gaugeStyle(.accessoryCircular).tint(.green), name: "open-plain"))
        #expect(abs(plain.gap.0 - 140) <= 3 && abs(plain.gap.1 - 219) <= 3, "\(plain.gap)")
    }

    /// Apple: a capacity ring of the same size, its track the tint at 35% (17, 73, 31 for green),
    /// and 12 pt centre text shrunk to about 7.5 pt so the content fits the ring's height.
    @Test func capacityRingDimsItsTrackAndShrinksItsContent() throws {
        let view = Gauge(value: 0.68) {
            VStack(spacing: -2) {
                Image(systemName: "bolt.fill").resizable().scaledToFit().frame(width: 10, height: 10)
                Text("68%").font(.system(size: 12, weight: .semibold)).lineLimit(1).minimumScaleFactor(0.2)
                Text("Battery").font(.system(size: 8)).lineLimit(1).minimumScaleFactor(0.4)
            }
        }
        .gaugeStyle(.accessoryCircularCapacity).tint(.green)
        let b = try draw(view, name: "capacity")
        let track = b.pixel(x: 100 - 44, y: 100)
        for (got, want) in [(track.r, 17), (track.g, 73), (track.b, 31)] { #expect(abs(Int(got) - want) <= 6, "\(track)") }
        // White rows of the content: Apple's spans 45 px (icon top to name baseline region).
        var rows: [Int] = []
        for y in 55..<145 where (80..<120).contains(where: { x in let p = b.pixel(x: x, y: y); return p.r > 150 && p.g > 150 && p.b > 150 }) { rows.append(y) }
        let height = (rows.max() ?? 0) - (rows.min() ?? 0) + 1
        #expect(height <= 47, "content \(height) px tall; Apple's is 45")
    }
}
