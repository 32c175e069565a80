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
        // Unlocked, marked content draws the same, inside a group tagged with where it came from.
        #expect(plain.root == marked.root)
        #expect(plain.displayList.textRuns.map(\.run) == marked.displayList.textRuns.map(\.run))
        guard case .group(let group) = marked.displayList.items.first else {
            Issue.record("no tagged group")
            return
        }
        #expect(group.tag == .privacySensitive)
        #expect(ViewArchiver.archive(Text("42").privacySensitive()) == .modified(.text(TextNode("42")), .marker(.privacySensitive(true))))
    }

    @Test func redactedSetsTheReasonForBodiesInsideAndUnredactedClearsIt() {
        func text(_ v: some View) -> TextContent? {
            func first(_ n: ViewNode) -> TextContent? {
                switch n {
                case .text(let t): t.content
                case .modified(let inner, _): first(inner)
                default: nil
                }
            }
            return first(ViewArchiver.archive(v))
        }
        #expect(text(Secret()) == .verbatim("4521"))
        #expect(text(Secret().redacted(reason: .placeholder)) == .verbatim("····"))
        #expect(text(Secret().unredacted().redacted(reason: .privacy)) == .verbatim("4521"))
        // Redacted text draws as a placeholder bar, not glyphs; unredacted text draws as it is.
        #expect(layout(Secret().redacted(reason: .placeholder), in: Size(width: 100, height: 20)).displayList.textRuns.isEmpty)
        #expect(layout(Secret().unredacted().redacted(reason: .privacy), in: Size(width: 100, height: 20)).displayList.textRuns.count == 1)
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
