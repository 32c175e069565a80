import GlanceGraphics
import Testing

@testable import GlanceUI

private struct Badge: View {
    @Environment(\.isLuminanceReduced) var dimmed
    @Environment(\.redactionReasons) var reasons
    var body: some View {
        if reasons.contains(.placeholder) {
            Rectangle().frame(width: 3, height: 3)
        } else {
            Text(dimmed ? "dim" : "bright").font(ten)
        }
    }
}

private struct Shout: ViewModifier {
    @Environment(\.colorScheme) var scheme
    func body(content: Content) -> some View {
        content.foregroundStyle(scheme == .dark ? Color.yellow : Color.blue)
    }
}

@MainActor
@Suite struct EnvironmentReadingTests {
    func texts(_ view: some View, _ env: EnvironmentValues = EnvironmentValues()) -> [String] {
        ViewRenderer(measurer: FixedAdvanceTextMeasurer()).render(ViewArchiver.archive(view, in: env), in: Size(width: 100, height: 100))
            .displayList.textRuns.map(\.run.text)
    }

    @Test func bodiesReadTheEnvironmentTheyAreArchivedIn() {
        var dim = EnvironmentValues()
        dim.isLuminanceReduced = true
        #expect(texts(Badge()) == ["bright"])
        #expect(texts(Badge(), dim) == ["dim"])
    }

    @Test func environmentModifierReachesNestedBodies() {
        #expect(texts(VStack { Badge() }.environment(\.isLuminanceReduced, true)) == ["dim"])
        #expect(texts(Badge().environment(\.redactionReasons, .placeholder)).isEmpty)
    }

    @Test func innermostEnvironmentValueWins() {
        let view = Badge().environment(\.isLuminanceReduced, false).environment(\.isLuminanceReduced, true)
        #expect(texts(view) == ["bright"])
    }

    @Test func environmentFontIsRecordedForLayout() {
        let r = ViewRenderer(measurer: FixedAdvanceTextMeasurer()).render(
            Text("abc").environment(\.font, .system(size: 20)), in: Size(width: 100, height: 100))
        #expect(r.displayList.textRuns.first?.run.size == 20)
    }

    @Test func customModifiersReadTheEnvironmentToo() {
        var light = EnvironmentValues()
        light.colorScheme = .light
        func paint(_ env: EnvironmentValues) -> Paint? {
            ViewRenderer(measurer: FixedAdvanceTextMeasurer())
                .render(ViewArchiver.archive(Text("x").modifier(Shout()), in: env), in: Size(width: 50, height: 50))
                .displayList.textRuns.first?.run.paint
        }
        #expect(paint(EnvironmentValues()) == .color(.yellow))
        #expect(paint(light) == .color(.blue))
    }

    @Test func readingOutsideABodyGivesTheDefault() {
        #expect(Badge().dimmed == false)
    }
}
