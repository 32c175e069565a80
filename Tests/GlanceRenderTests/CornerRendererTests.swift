import Foundation
import GlanceGraphics
import GlanceUI
import GlanceWidgets
import Testing

@MainActor
@Suite struct CornerRendererTests {
    let renderer = CornerRenderer(measurer: FixedAdvanceTextMeasurer())

    /// A 45 mm watch: 198×242 pt, corner radius 40, corner content 38 pt.
    static let display = Size(width: 198, height: 242)

    func render(_ view: some View, corner: Corner, environment: EnvironmentValues = EnvironmentValues()) -> LayoutResult {
        renderer.render(
            ViewArchiver.archive(view), contentDiameter: 38, cornerRadius: 40, displaySize: Self.display, corner: corner,
            environment: environment)
    }

    /// The display's centre in the corner's 80 pt canvas.
    static func displayCenter(_ corner: Corner) -> Point {
        let (x, y) = (display.width / 2, display.height / 2)
        switch corner {
        case .topLeading: return Point(x: x, y: y)
        case .topTrailing: return Point(x: 80 - x, y: y)
        case .bottomLeading: return Point(x: x, y: 80 - y)
        case .bottomTrailing: return Point(x: 80 - x, y: 80 - y)
        }
    }

    static func distance(_ a: Point, _ b: Point) -> Double { ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot() }

    /// Where each glyph of curved text lands, and the angle it is turned by.
    func glyphs(_ r: LayoutResult) -> [(at: Point, turn: Double)] {
        r.displayList.items.compactMap {
            guard case .group(let g) = $0, case .text = g.items.first else { return nil }
            return (g.transform.apply(to: .zero), atan2(g.transform.b, g.transform.a))
        }
    }

    /// As the HIG's corner images show (docs/fidelity.md, "Corner"): the label follows a circle
    /// about the display's centre, between the content circle and the dial.
    @Test(arguments: Corner.allCases)
    func labelGlyphsCurveAboutTheDisplayCentreOnTheDialSideOfTheContent(_ corner: Corner) throws {
        let r = render(Circle().widgetLabel("ABCD"), corner: corner)
        #expect(r.displayList.size == Size(width: 80, height: 80))
        let placed = glyphs(r)
        #expect(placed.count == 4)
        let center = Self.displayCenter(corner)
        let content = try #require(r.root.children.first?.frame)
        let contentCenter = Point(x: content.midX, y: content.midY)
        let contentDistance = Self.distance(contentCenter, center)
        let distances = placed.map { Self.distance($0.at, center) }
        for d in distances {
            // Baselines lie in the band that ends 3 pt inside the content circle: body text 17 pt, cap 0.7 em.
            #expect(d >= contentDistance - 19 - 3 - 17 * 0.7 - 1e-6 && d <= contentDistance - 19 - 3 + 1e-6, "\(corner): \(d)")
        }
        // Every glyph is on the same circle, and inside the canvas.
        #expect((distances.max()! - distances.min()!) < 1e-6)
        for g in placed { #expect(g.at.x > 0 && g.at.x < 80 && g.at.y > 0 && g.at.y < 80, "\(corner): \(g.at)") }
        // The middle of the label lies roughly on the line from the display's centre to the content.
        let mid = Point(x: (placed[1].at.x + placed[2].at.x) / 2, y: (placed[1].at.y + placed[2].at.y) / 2)
        let toLabel = atan2(mid.y - center.y, mid.x - center.x), toContent = atan2(contentCenter.y - center.y, contentCenter.x - center.x)
        #expect(abs(atan2(sin(toLabel - toContent), cos(toLabel - toContent))) < 0.1, "\(corner)")
    }

    /// Apple's corner image in the HIG shows "10:09AM +0H" whole along the curve; at the
    /// corner's 12 pt (45 mm) that is 66 pt of this measurer's text.
    @Test(arguments: Corner.allCases)
    func anElevenCharacterLabelIsCurvedWhole(_ corner: Corner) {
        var env = EnvironmentValues()
        env.font = .system(size: 12)
        let r = render(Circle().widgetLabel("10:09AM +0H"), corner: corner, environment: env)
        #expect(r.displayList.textRuns.contains { $0.run.text.hasSuffix("…") } == false, "\(corner)")
        #expect(glyphs(r).count == 11, "\(corner)")
    }

    @Test func topLabelsReadClockwiseAndBottomLabelsAnticlockwise() {
        for corner in Corner.allCases {
            let placed = glyphs(render(Circle().widgetLabel("ABCD"), corner: corner))
            let c = Self.displayCenter(corner)
            let a0 = atan2(placed[0].at.y - c.y, placed[0].at.x - c.x), a3 = atan2(placed[3].at.y - c.y, placed[3].at.x - c.x)
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

    /// The content circle is tucked into the display's rounded corner, 3 pt inside its outline
    /// on the line from the display's centre through the corner curve's centre.
    @Test(arguments: Corner.allCases)
    func theContentSitsTuckedIntoTheDisplayCorner(_ corner: Corner) throws {
        let r = render(Circle().fill(.red).widgetLabel("A"), corner: corner)
        let frame = try #require(r.root.children.first?.frame)
        #expect(abs(frame.width - 38) < 1e-9 && abs(frame.height - 38) < 1e-9)
        let curve = Point(x: 40, y: 40)  // the corner curve's centre: the canvas's centre
        let center = Point(x: frame.midX, y: frame.midY)
        // Its far edge is 3 pt inside the corner's curve, of radius 40.
        #expect(abs(Self.distance(center, curve) + 19 - (40 - 3)) < 1e-6, "\(corner)")
        // Further from the display's centre than the curve's centre: into the corner.
        let display = Self.displayCenter(corner)
        #expect(Self.distance(center, display) > Self.distance(curve, display) + 17, "\(corner)")
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

    /// `tint(_:)` sets "the tint color within this view" (docs/layout.md, "A corner's widgetLabel"): a
    /// `ProgressView` in a corner label draws its progress in the tint set on it, on the label or
    /// around the whole complication, and in the default tint only when none is set.
    @Test func aProgressViewInACornerLabelDrawsItsProgressInTheTint() {
        let forms: [(String, AnyView, Color?)] = [
            ("on the progress view", AnyView(Text("72").widgetLabel { ProgressView(value: 0.6).tint(.orange) }), .orange),
            ("then accentable", AnyView(Text("72").widgetLabel { ProgressView(value: 0.6).tint(.orange) }.widgetAccentable(true)), .orange),
            ("around the complication", AnyView(Text("72").widgetLabel { ProgressView(value: 0.6) }.tint(.orange)), .orange),
            ("none", AnyView(Text("72").widgetLabel { ProgressView(value: 0.6) }), nil),
        ]
        for (name, view, tint) in forms {
            let r = render(view, corner: .bottomTrailing)
            // The accentable form's arcs are in the accent group.
            let items = r.displayList.items.flatMap { item -> [DisplayItem] in if case .group(let g) = item, g.tag == .accent { g.items } else { [item] } }
            let strokes = items.compactMap { if case .stroke(let p, let paint, _) = $0 { return (p, paint) } else { return nil } }
            #expect(strokes.count == 2, "\(name)")
            guard strokes.count == 2 else { continue }
            #expect(abs(strokes[1].0.length - strokes[0].0.length * 0.6) < 0.5, "\(name)")
            if let tint { #expect(strokes[1].1 == .color(tint), "\(name): \(strokes[1].1)") }
            else { #expect(strokes[1].1 != .color(.orange), "\(name)") }
        }
    }

    /// `widgetAccentable()` puts a view in the accent group, which the accented rendering mode
    /// tints (docs/device-state.md); a corner draws its curved label and gauge itself, and keeps
    /// them in the group too.
    @Test func anAccentableCornerLabelIsInTheAccentGroup() {
        func accentGroups(_ r: LayoutResult) -> [DisplayGroup] {
            r.displayList.items.compactMap { if case .group(let g) = $0, g.tag == .accent { return g } else { return nil } }
        }
        let bar = render(Text("72").widgetLabel { ProgressView(value: 0.6).widgetAccentable() }, corner: .bottomTrailing)
        let groups = accentGroups(bar)
        #expect(groups.count == 1 && groups[0].items.filter { if case .stroke = $0 { true } else { false } }.count == 2)
        let text = render(Circle().widgetLabel { Text("ABCD").widgetAccentable() }, corner: .topLeading)
        #expect(accentGroups(text).count == 1)
        #expect(accentGroups(render(Text("72").widgetLabel { ProgressView(value: 0.6) }, corner: .bottomTrailing)).isEmpty)
        #expect(accentGroups(render(Text("72").widgetLabel { ProgressView(value: 0.6).widgetAccentable(false) }, corner: .bottomTrailing)).isEmpty)
    }

    /// Measured on Apple's Infograph render (docs/fidelity.md, "Corners"): a corner gauge
    /// without end labels sweeps 44° about the display's centre.
    @Test(arguments: Corner.allCases)
    func aGaugeWithoutEndLabelsSweeps44Degrees(_ corner: Corner) throws {
        let r = render(Circle().widgetLabel { Gauge(value: 0.5) { Text("UV") } }, corner: corner)
        let content = try #require(r.root.children.first?.frame)
        let radius = Self.distance(Point(x: content.midX, y: content.midY), Self.displayCenter(corner)) - 19 - 3 - 2
        let track = try #require(r.displayList.items.compactMap { if case .stroke(let p, _, _) = $0 { return p } else { return nil } }.first)
        #expect(abs(track.length / radius * 180 / .pi - 44) < 0.5, "\(corner): \(track.length / radius * 180 / .pi)°")
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

    /// A round display (or a corner radius past half the display) has no corner curve of its
    /// own: the content still goes toward the canvas's corner and the label still reads in order.
    @Test(arguments: Corner.allCases)
    func aRoundDisplayStillPutsTheContentTowardItsCorner(_ corner: Corner) {
        for radius in [100.0, 400.0] {
            let g = CornerGeometry(contentDiameter: 38, cornerRadius: radius, displaySize: Size(width: 200, height: 200), corner: corner)
            let c = g.contentCenter, mid = g.side / 2
            let toward = (x: corner == .topLeading || corner == .bottomLeading ? -1.0 : 1.0, y: corner.readsClockwise ? -1.0 : 1.0)
            #expect((c.x - mid) * toward.x > 0 && (c.y - mid) * toward.y > 0, "\(corner) \(radius): \(c)")
            let room = g.room(inner: g.labelOuterRadius - 8, outer: g.labelOuterRadius)
            #expect(abs(room.to - room.from) > 0.2 && abs(room.to - room.from) < .pi, "\(corner) \(radius): \(room)")
            #expect((room.to > room.from) == corner.readsClockwise, "\(corner) \(radius)")
        }
    }
}
