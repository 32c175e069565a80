import Foundation
import GlanceGraphics
import Testing

@testable import GlanceUI

@MainActor
@Suite struct GaugeLayoutTests {
    func strokes(_ r: LayoutResult) -> [(Path, Paint, StrokeStyle)] {
        r.displayList.items.compactMap { if case .stroke(let p, let paint, let s) = $0 { return (p, paint, s) } else { return nil } }
    }

    /// The fills drawn, groups opened (a marked track is drawn through a clip).
    func fills(_ r: LayoutResult) -> [(Path, Paint)] {
        func open(_ items: [DisplayItem]) -> [(Path, Paint)] {
            items.flatMap { item -> [(Path, Paint)] in
                switch item {
                case .fill(let p, let paint, _): [(p, paint)]
                case .group(let g): open(g.items)
                default: []
                }
            }
        }
        return open(r.displayList.items)
    }

    @Test func circularGaugesTakeASquareOfTheShorterSide() {
        let r = layout(Gauge(value: 0.5) { Text("x") }.gaugeStyle(.accessoryCircularCapacity), in: Size(width: 80, height: 50))
        #expect(r.root.frame == rect(15, 0, 50, 50))
    }

    @Test func capacityRingFillsClockwiseFromTwelveInProportionToTheValue() {
        let r = layout(Gauge(value: 25, in: 0...100) { EmptyView() }.gaugeStyle(.accessoryCircularCapacity).tint(.green), in: Size(width: 50, height: 50))
        let s = strokes(r)
        #expect(s.count == 2)
        // Line width 0.0909 of the ring (docs/fidelity.md, "Circular gauges").
        let lineWidth = 50 * GaugeGeometry.lineWidthShare, radius = (50 - lineWidth) / 2
        #expect(abs(s[1].0.length - 2 * .pi * radius * 0.25) < 0.1)
        guard case .move(let start) = s[1].0.elements.first else {
            Issue.record("fill arc does not start with a move")
            return
        }
        #expect(abs(start.x - 25) < 1e-9 && abs(start.y - (25 - radius)) < 1e-9)
        #expect(s[0].1 == .color(Color.green.opacity(0.35)) && s[1].1 == .color(.green))
    }

    @Test func emptyCapacityRingDrawsOnlyItsTrack() {
        let r = layout(Gauge(value: -3, in: 0...10) { EmptyView() }.gaugeStyle(.accessoryCircularCapacity), in: Size(width: 50, height: 50))
        #expect(strokes(r).count == 1)
    }

    @Test func openRingMarksTheValueOnTheArc() {
        let r = layout(Gauge(value: 0.5) { EmptyView() }.gaugeStyle(.accessoryCircular), in: Size(width: 50, height: 50))
        // Half way round an arc from 135° to 405° is 270°: straight up.
        let marker = fills(r).last!.0.bounds
        let lineWidth = 50 * GaugeGeometry.lineWidthShare, radius = (50 - lineWidth) / 2
        #expect(abs(marker.midX - 25) < 1e-6 && abs(marker.midY - (25 - radius)) < 1e-6)
    }

    @Test func currentValueLabelSitsInTheMiddleOfTheRing() {
        let r = layout(Gauge(value: 0.5) { Text("L") } currentValueLabel: { Text("42") }.gaugeStyle(.accessoryCircularCapacity), in: Size(width: 50, height: 50))
        let labels = r.root.children
        #expect(labels.count == 1)
        #expect(abs(labels[0].frame.midX - 25) <= 0.5 && abs(labels[0].frame.midY - 25) <= 0.5)
        #expect(r.displayList.textRuns.map(\.run.text) == ["42"])
        // Circular gauge labels default to a size proportional to the ring: 30% of 50 pt.
        #expect(r.displayList.textRuns[0].run.size == 15)
    }

    /// A label wider than the ring is drawn whole, scaled down to fit inside, not cut with "…"
    /// (as the capacity ring's measured content is, docs/fidelity.md).
    @Test func aLabelTooWideForTheOpenRingIsScaledNotCut() {
        let r = layout(Gauge(value: 0.7) { Text("20262026").font(ten) }.gaugeStyle(.accessoryCircular), in: Size(width: 50, height: 50))
        #expect(r.displayList.textRuns.map(\.run.text) == ["20262026"])
        let scaled = r.displayList.items.contains { item in
            if case .group(let g) = item { return g.transform.a < 1 && g.transform.a > 0 } else { return false }
        }
        #expect(scaled, "\(r.displayList.items)")
    }

    @Test func linearCapacityFillsItsTrackToTheValue() {
        let r = layout(Gauge(value: 0.25) { EmptyView() }.gaugeStyle(.accessoryLinearCapacity).frame(width: 100), in: Size(width: 100, height: 40))
        let f = fills(r)
        #expect(f.count == 2)
        #expect(f[0].0.bounds.width == 100 && f[1].0.bounds.width == 25)
    }

    @Test func linearGaugePutsEndLabelsBesideTheTrack() {
        let r = layout(
            Gauge(value: 0) { EmptyView() } currentValueLabel: { EmptyView() } minimumValueLabel: { Text("0").font(ten) } maximumValueLabel: { Text("90").font(ten) }
                .gaugeStyle(.accessoryLinear).frame(width: 100), in: Size(width: 100, height: 40))
        let track = fills(r)[0].0.bounds
        #expect(track.minX == 5 + 4 && track.maxX == 100 - 10 - 4)
    }

    @Test func progressTimerFillsAsTheRenderDatePasses() {
        let start = Date(timeIntervalSinceReferenceDate: 0)
        var env = EnvironmentValues()
        env.renderDate = start.addingTimeInterval(30)
        let view = ProgressView(timerInterval: start...start.addingTimeInterval(120), countsDown: false).frame(width: 100)
        let r = ViewRenderer(measurer: FixedAdvanceTextMeasurer()).render(view, in: Size(width: 100, height: 20), environment: env)
        let f = r.displayList.items.compactMap { if case .fill(let p, _, _) = $0 { return p.bounds.width } else { return nil } }
        #expect(f == [100, 25])
        #expect(GaugeValue.timer(start: start, end: start.addingTimeInterval(120), countsDown: true).fraction(at: env.renderDate) == 0.75)
    }

    @Test func gaugeStyleAndTintAreArchived() {
        let node = ViewArchiver.archive(Gauge(value: 3, in: 0...4) { Text("a") }.gaugeStyle(.accessoryCircular).tint(.red))
        guard case .modified(.gauge(let g), .tint(.color(let c))) = node else {
            Issue.record("unexpected archive \(node)")
            return
        }
        #expect(g.style == .accessoryCircular && g.value == .fraction(0.75) && c == .red)
        #expect(g.label == .text(TextNode("a")) && g.currentValueLabel == nil)
    }
}
