import Foundation
import GlanceGraphics
import GlanceUI
import GlanceWidgets
import Testing

@MainActor
@Suite struct CornerRendererTests {
    let renderer = CornerRenderer(measurer: FixedAdvanceTextMeasurer())

    func render(_ view: some View, corner: Corner) -> LayoutResult {
        renderer.render(ViewArchiver.archive(view), contentDiameter: 38, cornerRadius: 40, corner: corner, environment: EnvironmentValues())
    }

    /// Where each glyph of curved text lands, and the angle it is turned by.
    func glyphs(_ r: LayoutResult) -> [(at: Point, turn: Double)] {
        r.displayList.items.compactMap {
            guard case .group(let g) = $0, case .text = g.items.first else { return nil }
            return (g.transform.apply(to: .zero), atan2(g.transform.b, g.transform.a))
        }
    }

    @Test(arguments: Corner.allCases)
    func labelGlyphsRunAlongTheBandInsideTheDisplayEdge(_ corner: Corner) {
        let r = render(Circle().widgetLabel("ABCD"), corner: corner)
        #expect(r.displayList.size == Size(width: 80, height: 80))
        let placed = glyphs(r)
        #expect(placed.count == 4)
        let center = Point(x: 40, y: 40)
        for g in placed {
            let d = ((g.at.x - center.x) * (g.at.x - center.x) + (g.at.y - center.y) * (g.at.y - center.y)).squareRoot()
            // Baselines lie in the band [edge − cap height, edge]: edge 38 pt, body text 17 pt, cap 0.7 em.
            #expect(d >= 38 - 17 * 0.7 - 1e-9 && d <= 38 + 1e-9, "\(corner): \(d)")
        }
        // The middle of the label sits on the corner's diagonal.
        let mid = Point(x: (placed[1].at.x + placed[2].at.x) / 2, y: (placed[1].at.y + placed[2].at.y) / 2)
        let angle = atan2(mid.y - 40, mid.x - 40)
        let expected: Double = corner.diagonal > Double.pi ? corner.diagonal - 2 * Double.pi : corner.diagonal
        #expect(abs(angle - expected) < 0.05, "\(corner)")
    }

    @Test func topLabelsReadClockwiseAndBottomLabelsAnticlockwise() {
        for corner in Corner.allCases {
            let placed = glyphs(render(Circle().widgetLabel("ABCD"), corner: corner))
            let a0 = atan2(placed[0].at.y - 40, placed[0].at.x - 40), a3 = atan2(placed[3].at.y - 40, placed[3].at.x - 40)
            var sweep = a3 - a0
            if sweep > .pi { sweep -= 2 * .pi }
            if sweep < -.pi { sweep += 2 * .pi }
            #expect(corner.readsClockwise ? sweep > 0 : sweep < 0, "\(corner)")
            // Letters are upright: turned less than a quarter turn from level at the label's middle.
            #expect(abs(placed[1].turn) < .pi / 2 || abs(placed[2].turn) < .pi / 2, "\(corner)")
        }
    }

    /// Real widgets attach `widgetLabel` deep in their content (inside a GeometryReader, a
    /// ZStack); WidgetKit still shows it along the corner.
    @Test func aLabelInsideAGeometryReaderOrStackIsStillShown() {
        let nested = GeometryReader { geo in
            ZStack {
                Circle().fill(.red)
                Text("9").widgetLabel("ABCD")
            }.frame(width: geo.size.width)
        }
        let r = render(nested, corner: .topLeading)
        #expect(glyphs(r).count == 4)
        #expect(r.root.children.map(\.kind).contains("widgetLabel"))
    }

    @Test func theContentSitsInACircleAtTheCentreOfTheCornerCurve() {
        let r = render(Circle().fill(.red).widgetLabel("A"), corner: .topLeading)
        #expect(r.root.children.first?.frame == Rect(x: 21, y: 21, width: 38, height: 38))
    }

    @Test func aLongLabelIsCutWithAnEllipsis() {
        let r = render(Circle().widgetLabel(String(repeating: "W", count: 40)), corner: .topLeading)
        let texts = r.displayList.textRuns.map(\.run.text)
        #expect(texts.first?.hasSuffix("…") == true)
        #expect(glyphs(r).count < 40)
    }

    @Test func aGaugeLabelBecomesAnArcWithItsEndLabels() {
        let r = render(
            Text("72").widgetLabel {
                Gauge(value: 0.5) { Text("UV") } currentValueLabel: { Text("5") } minimumValueLabel: { Text("0") } maximumValueLabel: { Text("9") }
                    .gaugeStyle(.accessoryLinearCapacity).tint(.orange)
            }, corner: .bottomTrailing)
        let strokes = r.displayList.items.compactMap { if case .stroke(let p, let paint, _) = $0 { return (p, paint) } else { return nil } }
        #expect(strokes.count == 2)
        #expect(strokes[1].1 == .color(.orange))
        #expect(abs(strokes[1].0.length - strokes[0].0.length / 2) < 0.5)
        let ends = r.displayList.textRuns.map(\.run.text).filter { $0 == "0" || $0 == "9" }
        #expect(ends.count == 2)
    }

    @Test func curvedContentIsSetOnTheCurveInsteadOfTheCircle() {
        let r = render(Text("72°F").widgetCurvesContent(), corner: .topTrailing)
        #expect(glyphs(r).count == 4)
        #expect(r.root.children.first?.kind == "curved Text")
    }

    @Test func aLocaleAroundALabelReachesItsCurvedText() {
        let date = Date(timeIntervalSinceReferenceDate: 800_000_000)  // 06:13 UTC
        let german = Locale(identifier: "de_DE")
        let time = date.formatted(Date.FormatStyle(date: .omitted, time: .shortened, locale: german, timeZone: .gmt))
        #expect(time != "6:13 AM")
        let label = render(Circle().widgetLabel { Text(date, style: .time).environment(\.locale, german) }, corner: .topLeading)
        #expect(label.displayList.textRuns.first?.run.text == time)
        // A gauge's end labels too: each is read in its own environment.
        let gauge = render(
            Text("72").widgetLabel {
                Gauge(value: 0.5) { Text("UV") } currentValueLabel: { Text("5") } minimumValueLabel: {
                    Text(date, style: .time).environment(\.locale, german)
                } maximumValueLabel: { Text("9").environment(\.locale, german) }
            }, corner: .bottomTrailing)
        #expect(gauge.displayList.textRuns.map(\.run.text).contains(time))
    }
}
