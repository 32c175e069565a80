import Foundation
import GlanceGraphics
import Testing

@testable import GlanceUI

/// Text runs, symbols and images drawn anywhere in a display list, with whether they sit in
/// a group tagged as privacy-sensitive.
func inkItems(_ list: DisplayList) -> [(item: DisplayItem, sensitive: Bool)] {
    var found: [(DisplayItem, Bool)] = []
    func walk(_ items: [DisplayItem], _ sensitive: Bool) {
        for item in items {
            switch item {
            case .text, .image: found.append((item, sensitive))
            case .group(let g): walk(g.items, sensitive || g.tag == .privacySensitive)
            case .fill, .stroke: break
            }
        }
    }
    walk(list.items, false)
    return found
}

/// A widget that tries every way to get a secret past the privacy marker.
private struct Hostile: View {
    @Environment(\.redactionReasons) var reasons
    var body: some View {
        VStack {
            Text("public")
            ZStack {
                HStack { VStack { Text("SECRET-nested") } }
                Rectangle().overlay { Text("SECRET-overlay") }.background { Text("SECRET-background") }
                Sneaky()
                Text("SECRET-unredacted").unredacted()
                Image(systemName: "heart.fill").unredacted()
                Gauge(value: 0.7) { Text("SECRET-gauge") } currentValueLabel: { Text("SECRET-70") }.gaugeStyle(.accessoryCircularCapacity)
                ViewThatFits { Text("SECRET-choice-long-long-long"); Text("SECRET-choice") }
                Text(reasons.contains(.privacy) ? "SECRET-reads-reasons" : "SECRET-plain")
            }
            .privacySensitive()
            .environment(\.redactionReasons, [])
        }
    }
}

private struct Sneaky: View {
    @Environment(\.redactionReasons) var reasons
    // Ignores the redaction reasons it is told, and forces its own.
    var body: some View { Text("SECRET-custom").redacted(reason: []).unredacted() }
}

@MainActor
@Suite struct RedactionTests {
    func render(_ view: some View, _ policy: RedactionPolicy) -> LayoutResult {
        ViewRenderer(measurer: FixedAdvanceTextMeasurer()).render(ViewArchiver.archive(view), in: Size(width: 300, height: 300), redaction: policy)
    }

    func texts(_ r: LayoutResult) -> [String] { r.displayList.textRuns.map(\.run.text) }

    @Test func unlockedEverythingDraws() {
        let r = render(Hostile(), .none)
        #expect(texts(r).filter { $0.hasPrefix("SECRET") }.count >= 7)
    }

    @Test func hidingSensitiveContentLeavesNoGlyphOfItWhateverTheWidgetDoes() {
        let r = render(Hostile(), .hideSensitive)
        #expect(texts(r) == ["public"])
        #expect(inkItems(r.displayList).allSatisfy { !$0.sensitive })
        // The secrets became placeholder shapes where they were.
        let fills = r.displayList.items.count
        #expect(fills > 0)
    }

    @Test func placeholderPolicyDrawsNoGlyphAtAll() {
        let r = render(Hostile(), .placeholder)
        #expect(inkItems(r.displayList).isEmpty)
    }

    @Test func placeholderBarsAreAsLongAsTheLinesAndMostOfTheirHeight() {
        let r = render(Text("ABCD").font(ten).privacySensitive(), .hideSensitive)
        // The bar sits in the privacy group, inside the group of what the firmware hides.
        guard case .group(let hidden) = r.displayList.items.first, case .group(let g) = hidden.items.first,
            case .fill(let bar, let paint, _) = g.items.first
        else {
            Issue.record("no bar: \(r.displayList.items)")
            return
        }
        #expect(bar.bounds.size == Size(width: 20, height: 7))  // 70% of the 10 pt line
        #expect(paint == .color(Color.white.opacity(0.3)))
    }

    /// Redaction changes what is drawn, never where: every view has the same frame. What a
    /// hidden view is called is its kind alone (`Text (hidden)`), never what it shows.
    @Test func theLayoutIsTheSameRedactedOrNot() {
        let open = render(Hostile(), .none).root, hidden = render(Hostile(), .hideSensitive).root
        #expect(open.all.map(\.frame) == hidden.all.map(\.frame))
        #expect(open.all.contains { $0.kind.contains("SECRET") })
        #expect(!hidden.all.contains { $0.kind.contains("SECRET") }, "\(hidden)")
    }

    /// A shadow's silhouette (or any colour effect) inside hidden content would paint the
    /// placeholder in a colour the widget chose, which may encode the secret.
    @Test func colourEffectsInsideHiddenContentDoNotRecolourThePlaceholder() {
        func locked(_ secret: Color) -> DisplayList {
            render(Text("ABCD").font(ten).shadow(color: secret, radius: 0, x: 1, y: 1).saturation(0).privacySensitive(), .hideSensitive).displayList
        }
        #expect(locked(.red) == locked(.green))
        #expect(render(Text("ABCD").font(ten).shadow(color: .red, radius: 0).privacySensitive(), .none).displayList
            != render(Text("ABCD").font(ten).shadow(color: .green, radius: 0).privacySensitive(), .none).displayList)
    }
}
