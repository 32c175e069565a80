import GlanceGraphics
import Testing

@testable import GlanceUI

private struct Secret: View {
    @Environment(\.redactionReasons) var reasons
    var body: some View { Text(reasons.isEmpty ? "4521" : "····") }
}

@MainActor
@Suite struct WidgetMarkerTests {
    @Test func markersAreRecordedAndLayoutIsUnchanged() {
        let plain = layout(Text("42").font(ten).padding(2), in: Size(width: 50, height: 50))
        let marked = layout(Text("42").font(ten).privacySensitive().padding(2), in: Size(width: 50, height: 50))
        #expect(plain.displayList == marked.displayList)
        #expect(ViewArchiver.archive(Text("42").privacySensitive()) == .modified(.text(TextNode("42")), .marker(.privacySensitive(true))))
    }

    @Test func redactedSetsTheReasonForBodiesInsideAndUnredactedClearsIt() {
        func text(_ v: some View) -> String? {
            layout(v, in: Size(width: 100, height: 20)).displayList.textRuns.first?.run.text
        }
        #expect(text(Secret()) == "4521")
        #expect(text(Secret().redacted(reason: .placeholder)) == "····")
        #expect(text(Secret().unredacted().redacted(reason: .privacy)) == "4521")
        guard case .modified(_, .marker(.redacted(let reason))) = ViewArchiver.archive(Secret().redacted(reason: .privacy)) else {
            Issue.record("redaction not recorded")
            return
        }
        #expect(reason == .privacy)
    }

    @Test func containerRelativeShapeTakesTheContainersOutline() {
        var env = EnvironmentValues()
        env.containerShape = .circle
        let r = ViewRenderer(measurer: FixedAdvanceTextMeasurer()).render(ContainerRelativeShape().fill(.red), in: Size(width: 40, height: 20), environment: env)
        guard case .fill(let path, _, _) = r.displayList.items.first else {
            Issue.record("nothing drawn")
            return
        }
        #expect(path == Path(ellipseIn: rect(10, 0, 20, 20)))
        let plain = layout(ContainerRelativeShape().fill(.red), in: Size(width: 40, height: 20))
        guard case .fill(let square, _, _) = plain.displayList.items.first else { return }
        #expect(square == Path(rect: rect(0, 0, 40, 20)))
    }
}
