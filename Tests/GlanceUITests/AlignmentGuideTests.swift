import GlanceGraphics
import Testing

@testable import GlanceUI

/// `alignmentGuide(_:computeValue:)` moves where a view's guide falls, and stacks, overlays and
/// backgrounds line views up by it (SwiftUI's `alignmentGuide`: "Sets the view's horizontal
/// alignment"; docs/layout.md).
@MainActor @Suite struct AlignmentGuideTests {
    func frame(_ r: LayoutResult, _ kind: String, _ n: Int = 0) -> Rect? {
        r.root.all.filter { $0.kind == kind }.dropFirst(n).first?.frame
    }

    @Test func aVStackLinesUpTheGuideNotTheEdge() throws {
        // The second text hangs to the left: its trailing edge on the first's leading edge.
        let r = layout(
            VStack(alignment: .leading, spacing: 0) {
                Text("aaaa").font(ten)
                Text("bb").font(ten).alignmentGuide(.leading) { d in d[.trailing] }
            }, in: Size(width: 100, height: 40))
        let a = try #require(frame(r, "Text \"aaaa\"")), b = try #require(frame(r, "Text \"bb\""))
        #expect(b.maxX == a.minX, "\(a) \(b)")
        #expect(r.root.frame.width == 30, "the stack holds both: \(r.root.frame)")
    }

    @Test func anHStackLinesUpTheVerticalGuide() throws {
        let r = layout(
            HStack(alignment: .top, spacing: 0) {
                Color.red.frame(width: 20, height: 20)
                Color.blue.frame(width: 10, height: 10).alignmentGuide(.top) { d in d[.bottom] }
            }, in: Size(width: 100, height: 100))
        let big = try #require(frame(r, "frame", 0)), small = try #require(frame(r, "frame", 1))
        #expect(small.maxY == big.minY, "\(big) \(small)")
    }

    @Test func anOverlayBadgeSitsOnTheCornerByItsGuides() throws {
        let r = layout(
            Color.gray.frame(width: 40, height: 40)
                .overlay(alignment: .topTrailing) {
                    Circle().frame(width: 10, height: 10)
                        .alignmentGuide(.top) { d in d[VerticalAlignment.center] }
                        .alignmentGuide(.trailing) { d in d[HorizontalAlignment.center] }
                }, in: Size(width: 40, height: 40))
        let badge = try #require(r.root.all.first { $0.kind == "Circle" }?.frame)
        #expect(badge == rect(35, -5, 10, 10), "\(badge)")
    }

    @Test func paddingCarriesTheGuideOutward() throws {
        let r = layout(
            VStack(alignment: .leading, spacing: 0) {
                Text("aaaa").font(ten)
                Text("bb").font(ten).alignmentGuide(.leading) { _ in 4 }.padding(.leading, 6)
            }, in: Size(width: 100, height: 40))
        let a = try #require(frame(r, "Text \"aaaa\"")), b = try #require(frame(r, "Text \"bb\""))
        // The padded view's guide is 6 + 4 in: the text starts 10 left of the padding's guide, at 4 left of a.
        #expect(b.minX == a.minX - 4, "\(a) \(b)")
    }

    @Test func aClosureIsKeptAsItsLinearForm() {
        let v = AlignmentGuideValue { d in d.width / 2 - 3 + d[.bottom] }
        #expect(v.value(in: Size(width: 40, height: 10)) == 27)
    }
}
