import GlanceGraphics
import Testing

@testable import GlanceUI

@MainActor
@Suite struct EnvironmentTests {
    func paints(_ r: LayoutResult) -> [Paint] { r.displayList.textRuns.map(\.run.paint) }

    @Test func textIsWhiteByDefaultAndSecondaryIsDimmer() {
        let r = layout(VStack { Text("A"); Text("B").foregroundStyle(.secondary) }, in: Size(width: 50, height: 80))
        // Apple's secondary label on black: (235, 235, 245) at 60% (docs/fidelity.md).
        #expect(paints(r) == [.color(.white), .color(Color(r8: 235, g8: 235, b8: 245, alpha: 0.6))])
    }

    @Test func hierarchicalLevelsFollowAConcreteForeground() {
        let r = layout(
            VStack {
                Text("A")
                Text("B").foregroundStyle(.tertiary)
            }
            .foregroundStyle(.red), in: Size(width: 50, height: 80))
        #expect(paints(r) == [.color(.red), .color(Color.red.opacity(0.3))])
    }

    @Test func innerForegroundWinsOverOuter() {
        let r = layout(Text("A").foregroundStyle(.green).foregroundStyle(.red), in: Size(width: 50, height: 50))
        #expect(paints(r) == [.color(.green)])
    }

    @Test func shapesFillWithTheForegroundUnlessTold() {
        let r = layout(HStack { Circle(); Circle().fill(.blue) }.foregroundStyle(.orange), in: Size(width: 50, height: 20))
        let fills = r.displayList.items.compactMap { item -> Paint? in
            if case .fill(_, let paint, _) = item { return paint }
            return nil
        }
        #expect(fills == [.color(.orange), .color(.blue)])
    }

    @Test func gradientSpansTheBoundsOfWhatItPaints() {
        let r = layout(
            Rectangle().fill(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
                .frame(width: 40, height: 10), in: Size(width: 100, height: 10))
        guard case .fill(_, .linearGradient(let g), _) = r.displayList.items.first else {
            Issue.record("no gradient fill")
            return
        }
        #expect(g.start == Point(x: 30, y: 5))
        #expect(g.end == Point(x: 70, y: 5))
        #expect(g.stops.map(\.location) == [0, 1])
    }

    @Test func textStylesScaleFromTheContextsBodySize() {
        var env = EnvironmentValues()
        // On a proportional scale (a Lock Screen's, iOS's); outside a slot the watch's table holds.
        env.typeScale = .proportional
        env.bodyTextSize = 19.5
        let r = ViewRenderer(measurer: FixedAdvanceTextMeasurer()).render(
            VStack {
                Text("body")
                Text("caption").font(.caption)
                Text("headline").font(.headline)
                Text("fixed").font(.system(size: 9))
            }, in: Size(width: 200, height: 200), environment: env)
        let runs = r.displayList.textRuns.map(\.run)
        #expect(runs.map(\.size) == [19.5, 14, 19.5, 9])
    }

    @Test func fontModifierReachesEveryTextInsideAndTextsOwnFontWins() {
        let r = layout(
            VStack {
                Text("a")
                Text("b").font(.system(size: 7))
            }
            .font(.system(size: 12)), in: Size(width: 100, height: 100))
        #expect(r.displayList.textRuns.map(\.run.size) == [12, 7])
    }

    @Test func weightResolvesFromStyleThenModifierThenText() {
        let env = EnvironmentValues()
        #expect(env.resolvedFont(for: TextNode("x", font: .headline)).weight == .semibold)
        var bold = env
        bold.fontWeight = .bold
        #expect(bold.resolvedFont(for: TextNode("x", font: .headline)).weight == .bold)
        #expect(bold.resolvedFont(for: TextNode("x", weight: .light)).weight == .light)
        #expect(env.resolvedFont(for: TextNode("x", monospacedDigit: true)).monospacedDigit)
    }

    @Test func archiveIsPlainDataThatTwoEqualViewsShare() {
        @MainActor func make() -> ViewNode {
            ViewArchiver.archive(HStack(spacing: 3) { Text("A").bold(); Spacer(); Circle().stroke(.red, lineWidth: 2) }.padding(4))
        }
        #expect(make() == make())
        guard case .modified(.stack(let stack), .padding(let insets)) = make() else {
            Issue.record("unexpected archive: \(make())")
            return
        }
        #expect(insets == EdgeInsets(all: 4))
        #expect(stack.axis == .horizontal && stack.spacing == 3 && stack.children.count == 3)
        #expect(stack.children[0] == .text(TextNode("A", weight: .bold)))
    }
}
