import Foundation
import GlanceCairo
import GlanceFirmware
import GlanceGraphics
import GlanceText
import GlanceUI
import Testing

/// Round three of the fidelity rules (issue 51, docs/fidelity.md): views drawn as SwiftUI draws
/// them whether or not a slot drew them, readers sized as laid out, strokes of no length.
extension FidelityRuleTests {
    /// `view` drawn by a bare renderer (no slot), as tests and sheets of single views draw it,
    /// at @2x on black.
    func bare(_ view: some View, in size: Size) throws -> (layout: LayoutResult, bitmap: Bitmap) {
        let laid = ViewRenderer(measurer: try TextEngine()).render(view, in: size)
        return (laid, try CairoRasterizer().rasterize(laid.displayList, scale: 2, background: .black))
    }

    /// Pixels of `b` bright in green and dull in red and blue: a green tint drawn there.
    func greenPixels(_ b: Bitmap) -> [(x: Int, y: Int)] {
        var found: [(x: Int, y: Int)] = []
        for y in 0..<b.height {
            for x in 0..<b.width {
                let p = b.pixel(x: x, y: y)
                if p.g > 100 && p.r < 120 && p.b < 140 { found.append((x, y)) }
            }
        }
        return found
    }

    /// CoreGraphics' arc of no angle is its start point alone, and a stroke of a single point
    /// draws nothing whatever its caps: SwiftUI draws no progress on a 0% arc
    /// (home-assistant/iOS `corner-zero-fraction.png`). Two points at one place are a line of
    /// no length, which round caps draw as a dot (the PDF imaging model CoreGraphics follows).
    @Test func anArcOfNoAngleStrokedWithRoundCapsDrawsNothing() throws {
        let round = StrokeStyle(lineWidth: 6, lineCap: .round)
        let empty = Path { p in
            p.addArc(center: CGPoint(x: 50, y: 50), radius: 30, startAngle: .degrees(-120), endAngle: .degrees(-120), clockwise: false)
        }
        #expect(greenPixels(try bare(empty.stroke(Color.green, style: round), in: Size(width: 100, height: 100)).bitmap).isEmpty)
        let relative = Path { p in p.addRelativeArc(center: CGPoint(x: 50, y: 50), radius: 30, startAngle: .degrees(-120), delta: .zero) }
        #expect(greenPixels(try bare(relative.stroke(Color.green, style: round), in: Size(width: 100, height: 100)).bitmap).isEmpty)
        // A line to the point it starts from: a dot 6 pt across.
        let dot = Path { p in p.move(to: CGPoint(x: 50, y: 50)); p.addLine(to: CGPoint(x: 50, y: 50)) }
        let dotPixels = greenPixels(try bare(dot.stroke(Color.green, style: round), in: Size(width: 100, height: 100)).bitmap)
        #expect(abs(Double((dotPixels.map(\.x).max() ?? 0) - (dotPixels.map(\.x).min() ?? 0) + 1) - 12) <= 2, "\(dotPixels.count) pixels")
        // Any angle at all is drawn.
        let sliver = Path { p in
            p.addArc(center: CGPoint(x: 50, y: 50), radius: 30, startAngle: .degrees(-120), endAngle: .degrees(-119), clockwise: false)
        }
        #expect(!greenPixels(try bare(sliver.stroke(Color.green, style: round), in: Size(width: 100, height: 100)).bitmap).isEmpty)
    }

    /// A view's rules do not depend on whether a slot drew it: outside a slot the environment
    /// is the default watch's at SwiftUI's default text size (Large), as `ImageRenderer` on a
    /// watch draws (home-assistant/iOS's watch renders): a circular gauge is the 45 mm watch's
    /// 50 pt ring in a 100 pt offer, not the whole offer, and caption2 is watchOS's 14 pt.
    @Test func outsideASlotAViewFollowsTheDefaultWatchsRules() throws {
        let gauge = Gauge(value: 0.68) { EmptyView() } currentValueLabel: { Text("68%") }.gaugeStyle(.accessoryCircular).tint(.green)
        let ring = greenPixels(try bare(gauge.frame(width: 100, height: 100), in: Size(width: 100, height: 100)).bitmap)
        let diameter = Double((ring.map(\.x).max() ?? 0) - (ring.map(\.x).min() ?? 0) + 1) / 2
        #expect(abs(diameter - 50) <= 1, "ring \(diameter) pt across")
        let texts = try bare(VStack { Text("Caption").font(.caption2); Text("Body").font(.body); Text("Plain") }, in: Size(width: 100, height: 100))
        let sizes = texts.layout.displayList.textRuns.map(\.run).sorted { $0.origin.y < $1.origin.y }.map(\.size)
        #expect(sizes == [14, 16, 16], "caption2, body and unstyled text at watchOS's Large: \(sizes)")
        // The same gauge in a 45 mm watch's slot environment, drawn by the same bare renderer.
        var slot = try SlotRenderer.environment(for: .accessoryCircular, on: try #require(Device.named(Device.defaultID)))
        slot.displayScale = 2
        let inSlot = ViewRenderer(measurer: try TextEngine()).render(gauge.frame(width: 100, height: 100), in: Size(width: 100, height: 100), environment: slot)
        let slotRing = greenPixels(try CairoRasterizer().rasterize(inSlot.displayList, scale: 2, background: .black))
        #expect(slotRing.map(\.x).min() == ring.map(\.x).min() && slotRing.map(\.x).max() == ring.map(\.x).max())
    }

    /// SwiftUI calls a GeometryReader's closure with the reader's own size: in Apple's render of
    /// home-assistant/iOS's rectangular complication (`icon-name-gauge.png`), an icon and a
    /// spacer beside the reader leave it 126 of the 156 pt its parent is offered, and a bar of
    /// 68% of what the closure sees ends at 68% of the track.
    @Test func aGeometryReaderDrawsAtTheWidthItIsPlacedAt() throws {
        let bar = GeometryReader { geo in
            ZStack(alignment: .leading) {
                Capsule().fill(Color.white).frame(height: 7)
                Capsule().fill(Color.green).frame(width: geo.size.width * 0.68, height: 7)
            }
        }
        .frame(height: 22)
        let view = HStack(spacing: 6) {
            Image(systemName: "bolt.fill").resizable().scaledToFit().frame(width: 18, height: 18)
            VStack(alignment: .leading, spacing: 1) { Text("Battery").font(.caption2); bar }
            Spacer(minLength: 0)
        }
        .padding(12).frame(width: 180, alignment: .leading)
        let drawn = try bare(view, in: Size(width: 180, height: 80))
        let capsules = drawn.layout.root.all.filter { $0.kind.hasPrefix("Capsule") }.map(\.frame)
        #expect(capsules.count == 2, "\(capsules)")
        if capsules.count == 2 {
            #expect(abs(capsules[0].width - 126) <= 0.5, "the reader is placed 126 pt wide: \(capsules[0])")
            #expect(abs(capsules[1].width / capsules[0].width - 0.68) < 0.005, "\(capsules)")
        }
    }
}

extension FidelityRuleTests {
    /// iOS draws a circular gauge's ring 58 pt across where a watch fills its slot: Apple's iOS
    /// render of home-assistant/iOS's open gauge (`CircularComplicationSnapshot.test/icon-value-name-open.png`,
    /// a 100 pt offer at @3x) is a 58 pt ring, 0.806 of the Lock Screen's 72 pt circular slot.
    @Test func anIPhoneKeepsA58PointRingInIts72PointSlot() throws {
        let phone = try #require(Device.named("iphone-6.1in"))
        #expect(try SlotRenderer.environment(for: .accessoryCircular, on: phone).circularGaugeDiameter == 58)
        let gauge = Gauge(value: 0.68) { EmptyView() } currentValueLabel: { Text("68") }.gaugeStyle(.accessoryCircularCapacity)
        let layout = try renderer.render(gauge, family: .accessoryCircular, device: phone, state: DeviceState(renderingMode: .vibrant)).layout
        // The track's stroke: its path's bounds and its line width make the ring's outer edge.
        func strokes(_ items: [DisplayItem]) -> [(Rect, Double)] {
            items.flatMap { item -> [(Rect, Double)] in
                switch item {
                case .stroke(let path, _, let style): [(path.bounds, style.lineWidth)]
                case .group(let g): strokes(g.items)
                default: []
                }
            }
        }
        let track = try #require(strokes(layout.displayList.items).first)
        #expect(abs(track.0.width + track.1 - 58) < 0.5, "ring \(track.0.width + track.1) pt across in the 72 pt slot")
        // A watch still fills its slot.
        let watch = try #require(Device.named("watch-45mm"))
        #expect(try SlotRenderer.environment(for: .accessoryCircular, on: watch).circularGaugeDiameter == 50)
    }

    /// `.primary` follows the colour scheme (UIKit's label colour is black in light mode, white
    /// in dark; Apple's iOS light renders of home-assistant/iOS's Lock Screen widgets draw their
    /// text dark on white): under `.environment(\.colorScheme, .light)` text, shapes and a
    /// gauge's ring that name no colour draw black, `.secondary` (60, 60, 67) at 60%.
    @Test func primaryFollowsALightColorScheme() throws {
        func drawn(_ view: some View) throws -> Bitmap {
            let laid = ViewRenderer(measurer: try TextEngine()).render(view, in: Size(width: 40, height: 40))
            return try CairoRasterizer().rasterize(laid.displayList, scale: 2, background: .white)
        }
        let primary = try drawn(Rectangle().environment(\.colorScheme, .light)).pixel(x: 40, y: 40)
        #expect(primary.r < 8 && primary.g < 8 && primary.b < 8, "\(primary)")
        let secondary = try drawn(Rectangle().foregroundStyle(.secondary).environment(\.colorScheme, .light)).pixel(x: 40, y: 40)
        for (got, want) in [(secondary.r, 138), (secondary.g, 138), (secondary.b, 142)] { #expect(abs(Int(got) - want) <= 4, "\(secondary)") }
        let ring = try drawn(Gauge(value: 1) { EmptyView() }.gaugeStyle(.accessoryCircularCapacity).environment(\.colorScheme, .light))
        var dark = 0
        for y in 0..<ring.height {
            for x in 0..<ring.width {
                let p = ring.pixel(x: x, y: y)
                if p.r < 40 && p.g < 40 && p.b < 40 { dark += 1 }
            }
        }
        #expect(dark > 200, "the ring draws dark on white: \(dark) dark pixels")
        // Dark, the default, keeps white.
        let white = try drawn(Rectangle().foregroundStyle(.primary)).pixel(x: 40, y: 40)
        #expect(white.r > 247 && white.g > 247 && white.b > 247, "\(white)")
    }
}
