import Foundation
import GlanceKit
import GlanceGraphics
import GlanceUI
import Testing

@MainActor
@Suite struct LongTailTests {
    @Test func concatenatedTextKeepsEachPartsStyleOnOneBaseline() {
        let text = Text("ab").font(.system(size: 20)) + Text("cd").foregroundColor(.red)
        let result = layout(text.font(ten), in: Size(width: 200, height: 100))
        let runs = result.displayList.textRuns.map(\.run)
        #expect(runs.map(\.text) == ["ab", "cd"])
        #expect(runs.map(\.size) == [20, 10])
        #expect(runs[1].paint == .color(.red))
        #expect(runs[0].origin.y == runs[1].origin.y)
        #expect(runs[1].origin.x - runs[0].origin.x == 20)  // two characters of 10 at size 20
    }

    @Test func concatenatedTextWrapsAsOneParagraph() {
        let text = (Text("aaa bbb ") + Text("ccc").bold()).font(ten)
        let result = layout(text.frame(width: 40), in: Size(width: 100, height: 100))
        let runs = result.displayList.textRuns.map(\.run)
        #expect(runs.map(\.text) == ["aaa", " ", "bbb", "ccc"])
        #expect(runs[3].origin.y > runs[0].origin.y)
    }

    @Test func inlineSymbolIsDrawnInTheSymbolFont() {
        let node = ViewArchiver.archive(Text(Image(systemName: "heart.fill")) + Text(" 72"))
        guard case .text(let t) = node, case .concatenated(let parts) = t.content else {
            Issue.record("\(node)")
            return
        }
        #expect(parts.first?.content == .symbol("heart.fill"))
        #expect(layout(NodeView(node).font(ten), in: Size(width: 100, height: 20)).displayList.textRuns.count == 3)
    }

    @Test func formatStylesUseTheEnvironmentsLocale() {
        func string(_ view: some View) -> String? {
            if case .text(let t) = ViewArchiver.archive(view), case .verbatim(let s) = t.content { return s }
            return nil
        }
        #expect(string(Text(3.14159, format: .number.precision(.fractionLength(1)))) == "3.1")
        #expect(string(Text(3.14159, format: .number.precision(.fractionLength(1))).environment(\.locale, Locale(identifier: "de_DE"))) == nil)
        var de = EnvironmentValues()
        de.locale = Locale(identifier: "de_DE")
        let archived = ViewArchiver.archive(Text(1234.5, format: .number), in: de)
        #expect(archived == .text(TextNode("1.234,5")))
        #expect(ViewArchiver.archive(Text(0.42, format: .percent)) == .text(TextNode("42%")))
        let date = Date(timeIntervalSinceReferenceDate: 800_000_000)  // a Saturday, 06:13 UTC
        #expect(ViewArchiver.archive(Text(date, format: .dateTime.hour().minute()), in: de) == .text(TextNode("06:13")))
        #expect(ViewArchiver.archive(Text(date, format: .dateTime.weekday(.abbreviated))) == .text(TextNode("Sat")))
        let warm = Measurement(value: 21.5, unit: UnitTemperature.celsius)
        #expect(ViewArchiver.archive(Text(warm, format: .measurement(width: .abbreviated))) == .text(TextNode("70.7°F")))
        #expect(ViewArchiver.archive(Text(warm, format: .measurement(width: .abbreviated)), in: de) == .text(TextNode("21,5 °C")))
    }

    @Test func relativeFormatCountsAtTheRenderDate() {
        let date = Date(timeIntervalSinceReferenceDate: 7200)
        let node = ViewArchiver.archive(Text(date, format: .relative(presentation: .named)))
        guard case .text(let t) = node else { return }
        #expect(t.content.isLive)
        #expect(t.content.string(at: .init(timeIntervalSinceReferenceDate: 0), timeZone: .gmt) == "in 2 hours")
        #expect(t.content.string(at: .init(timeIntervalSinceReferenceDate: 0), timeZone: .gmt, locale: Locale(identifier: "de_DE")) == "in 2 Stunden")
    }

    @Test func dateStylesFollowTheLocaleAtLayout() {
        let view = Text(Date(timeIntervalSinceReferenceDate: 800_000_000), style: .time).font(ten)
        #expect(layout(view, in: Size(width: 200, height: 20)).displayList.textRuns.first?.run.text == "6:13 AM")
        let german = layout(view.environment(\.locale, Locale(identifier: "de_DE")), in: Size(width: 200, height: 20))
        #expect(german.displayList.textRuns.first?.run.text == Date(timeIntervalSinceReferenceDate: 800_000_000).formatted(
            Date.FormatStyle(date: .omitted, time: .shortened, locale: Locale(identifier: "de_DE"), timeZone: .gmt)))
    }

    @Test func gradientsResolveToPaintsOverTheFilledBounds() {
        let list = layout(
            VStack(spacing: 0) {
                Rectangle().fill(AngularGradient(colors: [.red, .blue], center: .center, startAngle: .zero, endAngle: .degrees(180)))
                RadialGradient(colors: [.red, .blue], center: .center, startRadius: 0, endRadius: 10)
            }, in: Size(width: 20, height: 40)
        ).displayList
        guard case .fill(_, .angularGradient(let a), _) = list.items[0], case .fill(_, .radialGradient(let r), _) = list.items[1] else {
            Issue.record("\(list.items)")
            return
        }
        #expect(a.center == Point(x: 10, y: 10))
        let mid = a.color(atAngle: .pi / 2)  // half-way: red and blue blended equally
        let (red, blue) = (Color.red, Color.blue)
        #expect(abs(mid.red - 0.5 * (red.red + blue.red)) < 1e-9 && abs(mid.blue - 0.5 * (red.blue + blue.blue)) < 1e-9)
        #expect(a.color(atAngle: -0.1) == .red)  // beyond the sweep, the nearer end
        #expect(r.center == Point(x: 10, y: 30) && r.endRadius == 10)
    }

    @Test func systemAndLeveledStyles() {
        func paint(_ style: some ShapeStyle) -> Paint? {
            if case .fill(_, let p, _) = layout(Rectangle().fill(style), in: Size(width: 10, height: 10)).displayList.items.first { return p }
            return nil
        }
        #expect(paint(.fill.tertiary) == .color(Color(r8: 120, g8: 120, b8: 128, alpha: 0.24)))
        #expect(paint(.background.secondary) == .color(Color(r8: 28, g8: 28, b8: 30)))
        #expect(paint(.foreground.secondary) == .color(Color(r8: 235, g8: 235, b8: 245, alpha: 0.6)))
        #expect(paint(Color.red.secondary) == .color(Color.red.opacity(0.6)))
        #expect(paint(.ultraThinMaterial) == .color(Color(white: 0.2, alpha: 0.35)))
        #expect(paint(Color.primary.opacity(0.5)) == .color(Color.white.opacity(0.5)))
        #expect(Color.black.mix(with: .white, by: 0.5, in: .device) == Color(white: 0.5))
        #expect(abs(Color.black.mix(with: .white, by: 0.5).red - 0.389) < 0.01)  // Oklab mid-grey
    }

    @Test func maskAndColorEffectsShapeTheDrawing() {
        let list = layout(Color.red.mask { Circle() }.saturation(0), in: Size(width: 10, height: 10)).displayList
        guard case .group(let g) = list.items.first, let mask = g.mask, case .fill(_, .color(let c), _) = g.items.first else {
            Issue.record("\(list.items)")
            return
        }
        #expect(mask.count == 1)
        #expect(c.red == c.green && c.green == c.blue)
    }

    @Test func geometryReaderSeesTheSpaceItWillGet() {
        let view = GeometryReader { proxy in
            Color.blue.frame(width: proxy.size.width / 2, height: proxy.frame(in: .global).minY)
        }
        .padding(10)
        let result = layout(view, in: Size(width: 100, height: 60))
        #expect(result.root.all.first { $0.kind == "GeometryReader" }?.frame == rect(10, 10, 80, 40))
        #expect(result.root.all.first { $0.kind.hasPrefix("Color") }?.frame == rect(10, 10, 40, 10))
    }

    @Test func scaledMetricFollowsDynamicTypeSize() {
        struct Scaled: View {
            @ScaledMetric(relativeTo: .caption) var side = 17.0
            var body: some View { Color.red.frame(width: side, height: side) }
        }
        var env = EnvironmentValues()
        #expect(ViewArchiver.archive(Scaled(), in: env) == .modified(.color(.red), .frame(width: 17, height: 17, alignment: .center)))
        env.dynamicTypeSize = .xxxLarge
        #expect(ViewArchiver.archive(Scaled(), in: env) == .modified(.color(.red), .frame(width: 23, height: 23, alignment: .center)))
    }

    @Test func newNodesRoundTripThroughTheArchive() throws {
        let view = VStack {
            Text(Image(systemName: "star")) + Text("a").bold() + Text(Date(timeIntervalSinceReferenceDate: 60), format: .relative(presentation: .numeric))
            GeometryReader { p in Circle().frame(width: p.size.width) }
            Rectangle().fill(AngularGradient(colors: [.red, .blue], center: .center)).mask { Text("m") }
            Capsule().fill(.fill.secondary).grayscale(1).brightness(0.1).saturation(2)
            RadialGradient(colors: [.red], center: .top, startRadius: 1, endRadius: 2).background(.regularMaterial)
        }
        .foregroundStyle(.background.opacity(0.5))
        .environment(\.locale, Locale(identifier: "fr_FR"))
        let archive = ViewArchive(root: ViewArchiver.archive(view))
        #expect(try ViewArchive.decode(json: try archive.jsonData()) == archive)
    }

    @Test func labelsAcceptTheTrailingClosureForm() {
        let label = Label { Text("Rain") } icon: { Image(systemName: "cloud.rain") }
        #expect(layout(label.font(ten), in: Size(width: 100, height: 20)).displayList.textRuns.map(\.run.text).contains("Rain"))
    }
}

// Availability annotations for Apple's extension platforms compile on Linux.
@available(iOSApplicationExtension 16.0, watchOSApplicationExtension 9.0, *)
private struct AvailabilityProbe: View {
    var body: some View {
        if #available(watchOSApplicationExtension 10.0, iOSApplicationExtension 17.0, *) { Text("new") } else { Text("old") }
    }
}
