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

    /// A centre of an icon over a 12 pt value over an 8 pt name, each text allowed to shrink.
    func iconValueName(_ value: String = "68%") -> some View {
        VStack(spacing: -2) {
            Image(systemName: "bolt.fill").resizable().scaledToFit().frame(width: 10, height: 10)
            Text(value).font(.system(size: 12, weight: .semibold)).lineLimit(1).minimumScaleFactor(0.2)
            Text("Battery").font(.system(size: 8)).lineLimit(1).minimumScaleFactor(0.4)
        }
    }

    /// The sizes texts were drawn at (after `minimumScaleFactor`), and whether anything was
    /// scaled down as a whole to fit.
    func textSizes(_ view: some View) throws -> (sizes: [String: Double], scaled: Bool) {
        var env = try SlotRenderer.environment(for: .accessoryCircular, on: try #require(Device.named("watch-46mm")))
        env.geometryFrame = Rect(x: 0, y: 0, width: 100, height: 100)
        let laid = ViewRenderer(measurer: try TextEngine()).render(view.frame(width: 100, height: 100), in: Size(width: 100, height: 100), environment: env)
        let fits = Set(laid.textFits.map(\.text))
        func hasText(_ items: [DisplayItem]) -> Bool {
            // Symbols are drawn as glyphs too, scaled to their frame: only the texts count.
            items.contains { if case .text(let t) = $0 { fits.contains(t.text) } else if case .group(let g) = $0 { hasText(g.items) } else { false } }
        }
        // A group that scales text down: the centre shrunk as a whole.
        func scaled(_ items: [DisplayItem]) -> Bool {
            items.contains { item in
                guard case .group(let g) = item else { return false }
                return (g.transform.a < 0.999 && hasText(g.items)) || scaled(g.items)
            }
        }
        return (Dictionary(laid.textFits.map { ($0.text, $0.drawnSize) }, uniquingKeysWith: { a, _ in a }), scaled(laid.displayList.items))
    }

    /// Apple (`circular-icon-value-name-open.png`): an open ring with end labels keeps an icon,
    /// a 12 pt value and an 8 pt name at their sizes (the value's ink 8 pt tall, from y = 44.5 pt),
    /// the name overlapping the end labels, rather than shrinking the centre to clear them.
    @Test func anOpenRingKeepsItsCentreTextAtItsSize() throws {
        let view = Gauge(value: 0.68) { EmptyView() } currentValueLabel: { iconValueName().padding(2) } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("100") }
            .gaugeStyle(.accessoryCircular).tint(.green)
        let (sizes, scaled) = try textSizes(view)
        #expect(sizes["68%"] == 12 && sizes["Battery"] == 8 && !scaled, "\(sizes), scaled: \(scaled)")
        // The value's white rows: its ink about 8 pt tall (Inter's figures and % run a little
        // taller than SF's), starting 44.5 pt down.
        let b = try draw(view, name: "open-icon-value-name")
        let rows = (60..<150).filter { y in (76..<124).contains { x in let p = b.pixel(x: x, y: y); return p.r > 150 && p.g > 150 && p.b > 150 } }
        // Runs of rows: icon, value, name (and end labels).
        var runs: [[Int]] = []
        for y in rows { if let last = runs.last?.last, last == y - 1 { runs[runs.count - 1].append(y) } else { runs.append([y]) } }
        let value = runs.count > 1 ? runs[1] : []
        #expect(abs(Double(value.count) - 16) <= 3 && abs(Double(value.first ?? 0) - 89) <= 4, "value rows \(value), runs \(runs.map { ($0.first!, $0.last!) })")
    }

    /// Apple (`circular-capacity-ring.png`): in a capacity ring the same centre keeps its 10 pt
    /// icon, and its 12 pt value and 8 pt name both shrink to about 7.5 pt.
    @Test func aCapacityRingShrinksItsCentreTextToApplesSize() throws {
        let (sizes, scaled) = try textSizes(Gauge(value: 0.68) { iconValueName() }.gaugeStyle(.accessoryCircularCapacity).tint(.green))
        #expect(abs((sizes["68%"] ?? 0) - 7.5) <= 0.3 && abs((sizes["Battery"] ?? 0) - 7.5) <= 0.3 && !scaled, "\(sizes), scaled: \(scaled)")
    }

    /// Apple: a capacity ring of the same size, its track the tint at 35% (17, 73, 31 for green),
    /// and 12 pt centre text shrunk to about 7.5 pt so the content fits the ring's height.
    @Test func capacityRingDimsItsTrackAndShrinksItsContent() throws {
        let view = Gauge(value: 0.68) { iconValueName() }.gaugeStyle(.accessoryCircularCapacity).tint(.green)
        let b = try draw(view, name: "capacity")
        let track = b.pixel(x: 100 - 44, y: 100)
        for (got, want) in [(track.r, 17), (track.g, 73), (track.b, 31)] { #expect(abs(Int(got) - want) <= 6, "\(track)") }
        // White rows of the content, across the inner circle: Apple's run from y = 76 px (the
        // icon's top) to 123 px (the name's descender), 48 rows.
        var rows: [Int] = []
        for y in 55..<145 where (60..<140).contains(where: { x in let p = b.pixel(x: x, y: y); return p.r > 150 && p.g > 150 && p.b > 150 }) { rows.append(y) }
        let height = (rows.max() ?? 0) - (rows.min() ?? 0) + 1
        #expect(abs(height - 48) <= 3 && abs((rows.min() ?? 0) - 76) <= 3, "content rows \(rows.min() ?? 0)–\(rows.max() ?? 0); Apple's 76–123")
    }
}
