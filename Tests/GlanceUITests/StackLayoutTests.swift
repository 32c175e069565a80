import GlanceGraphics
import Testing

@testable import GlanceUI

@MainActor
@Suite struct StackLayoutTests {
    @Test func fixedViewBesideGreedyViewGetsItsWidthAndTheGreedyOneTheRest() {
        let r = layout(
            HStack(spacing: 0) {
                Rectangle().frame(width: 30)
                Rectangle()
            }, in: Size(width: 100, height: 50))
        #expect(r.root[0]?.frame == rect(0, 0, 30, 50))
        #expect(r.root[1]?.frame == rect(30, 0, 70, 50))
    }

    @Test func equallyFlexibleChildrenShareEquallyAfterSpacing() {
        let r = layout(
            HStack(spacing: 10) {
                Rectangle()
                Rectangle()
            }, in: Size(width: 110, height: 20))
        #expect(r.root[0]?.frame == rect(0, 0, 50, 20))
        #expect(r.root[1]?.frame == rect(60, 0, 50, 20))
    }

    /// A Spacer is flexible wherever it stands: an HStack opening with one takes the width it
    /// is offered and puts the text at the trailing edge, whole (issue 46: a real widget's
    /// `HStack { Spacer(); Text("@7:01 AM") }` was laid out 93.5 pt wide in a 193 pt slot).
    /// The same holds for a VStack opening with one, and inside an outer stack.
    @Test func aLeadingSpacerTakesTheOfferToo() {
        let h = layout(HStack { Spacer(); Text("@7:01 AM").font(ten) }, in: Size(width: 100, height: 20))
        #expect(h.root.frame == rect(0, 5, 100, 10))
        #expect(h.root[0]?.frame == rect(0, 10, 60, 0))
        #expect(h.root[1]?.frame == rect(60, 5, 40, 10), "\(h.root)")
        let v = layout(VStack { Spacer(); Text("B").font(ten) }, in: Size(width: 20, height: 100))
        #expect(v.root.frame == rect(7.5, 0, 5, 100) && v.root[1]?.frame == rect(7.5, 90, 5, 10), "\(v.root)")
        let nested = layout(
            VStack(alignment: .leading) {
                Text("Alarm").font(ten)
                HStack { Spacer(); Text("@7:01 AM").font(ten) }
            }, in: Size(width: 193, height: 40))
        #expect(nested.root.frame.width == 193 && nested.root[1]?.frame == rect(0, 24, 193, 10), "\(nested.root)")
        #expect(nested.root[1]?[1]?.frame == rect(153, 24, 40, 10))
    }

    @Test func spacerPushesTextsToTheEdgesWithNoGapBesideIt() {
        let r = layout(
            HStack {
                Text("A").font(ten)
                Spacer()
                Text("B").font(ten)
            }, in: Size(width: 100, height: 20))
        #expect(r.root.frame == rect(0, 5, 100, 10))
        #expect(r.root[0]?.frame == rect(0, 5, 5, 10))
        #expect(r.root[1]?.frame == rect(5, 10, 90, 0))
        #expect(r.root[2]?.frame == rect(95, 5, 5, 10))
    }

    @Test func spacersAreSizedAfterEveryOtherViewButKeepTheirMinimum() {
        let r = layout(
            HStack(spacing: 0) {
                Text("AAAA").font(ten)
                Spacer(minLength: 20)
                Text("BBBB").font(ten)
            }, in: Size(width: 50, height: 10))
        // 30 pt remain for the texts once the spacer's 20 are reserved: 15 each, truncated.
        #expect(r.root[0]?.frame == rect(0, 0, 15, 10))
        #expect(r.root[1]?.frame.width == 20)
        #expect(r.root[2]?.frame == rect(35, 0, 15, 10))
        #expect(r.displayList.textRuns.map(\.run.text) == ["AA…", "BB…"])
    }

    @Test func textBesideASpacerIsNotTruncatedWhenItFits() {
        let r = layout(
            HStack(spacing: 0) {
                Text("Cupertino").font(ten)
                Spacer()
            }, in: Size(width: 60, height: 10))
        #expect(r.root[0]?.frame.width == 45)
        #expect(r.displayList.textRuns.first?.run.text == "Cupertino")
    }

    @Test func layoutPriorityIsOfferedSpaceFirst() {
        let r = layout(
            HStack(spacing: 0) {
                Rectangle()
                Text("Hello, world").font(ten).layoutPriority(1)
                Rectangle()
            }, in: Size(width: 100, height: 10))
        #expect(r.root[1]?.frame == rect(20, 0, 60, 10))
        #expect(r.root[0]?.frame.width == 20)
        #expect(r.root[2]?.frame.width == 20)
    }

    @Test func vStackAlignsLeadingEdgesAndCentresItselfInTheCanvas() {
        let r = layout(
            VStack(alignment: .leading, spacing: 4) {
                Text("AB").font(ten)
                Text("ABCD").font(ten)
            }, in: Size(width: 100, height: 100))
        #expect(r.root.frame == rect(40, 38, 20, 24))
        #expect(r.root[0]?.frame == rect(40, 38, 10, 10))
        #expect(r.root[1]?.frame == rect(40, 52, 20, 10))
    }

    @Test func defaultSpacingIsTwoBetweenLinesOfTextAndEightOtherwise() {
        let texts = layout(VStack { Text("A").font(ten); Text("B").font(ten) }, in: Size(width: 50, height: 50))
        #expect(texts.root.frame.height == 22)
        let shapes = layout(
            VStack { Rectangle().frame(height: 10); Rectangle().frame(height: 10) }, in: Size(width: 50, height: 50))
        #expect(shapes.root.frame.height == 28)
        let row = layout(HStack { Text("A").font(ten); Text("B").font(ten) }, in: Size(width: 50, height: 50))
        #expect(row.root.frame.width == 18)
    }

    @Test func zStackAlignsChildrenInsideTheLargest() {
        let r = layout(
            ZStack(alignment: .bottomTrailing) {
                Rectangle().frame(width: 40, height: 40)
                Rectangle().frame(width: 10, height: 10)
            }, in: Size(width: 100, height: 100))
        #expect(r.root.frame == rect(30, 30, 40, 40))
        #expect(r.root[1]?.frame == rect(60, 60, 10, 10))
    }

    @Test func firstTextBaselineAlignmentLinesUpBaselinesOfDifferentSizes() {
        let r = layout(
            HStack(alignment: .firstTextBaseline, spacing: 0) {
                Text("A").font(.system(size: 20))
                Text("b").font(ten)
            }, in: Size(width: 100, height: 100))
        // Baselines sit 16 and 8 pt below each top, so the small text starts 8 pt lower.
        let big = r.root[0]!.frame, small = r.root[1]!.frame
        #expect(big.minY + 16 == small.minY + 8)
        #expect(r.root.frame.height == 20)
    }

    @Test func nestedStacksShareSpaceAtEveryLevel() {
        let r = layout(
            HStack(spacing: 0) {
                VStack(spacing: 0) {
                    Rectangle()
                    Rectangle().frame(height: 10)
                }
                .frame(width: 40)
                Rectangle()
            }, in: Size(width: 100, height: 60))
        #expect(r.root[0, 0, 0]?.frame == rect(0, 0, 40, 50))
        #expect(r.root[0, 0, 1]?.frame == rect(0, 50, 40, 10))
        #expect(r.root[1]?.frame == rect(40, 0, 60, 60))
    }

    @Test func greedyChildInAnInfinitelyWideOfferStaysFinite() {
        // A ZStack holding a greedy capsule and a fixed one reports an infinite maximum,
        // and its HStack still gives it the space that is left.
        let r = layout(
            HStack(spacing: 6) {
                Text("61").font(ten)
                ZStack(alignment: .leading) {
                    Capsule()
                    Capsule().frame(width: 80)
                }
                .frame(height: 4)
                Text("78").font(ten)
            }, in: Size(width: 193, height: 20))
        #expect(r.root[1]?.frame == rect(16, 8, 161, 4))
        #expect(r.root[1, 0, 1]?.frame.width == 80)
    }

    @Test func groupModifiersApplyToEachMemberInsideAStack() {
        let r = layout(
            VStack(spacing: 0) {
                Group {
                    Text("A").font(ten)
                    Text("B").font(ten)
                }
                .padding(5)
            }, in: Size(width: 100, height: 100))
        #expect(r.root.children.count == 2)
        #expect(r.root[0]?.frame.size == Size(width: 15, height: 20))
        #expect(r.root[1]?.frame.size == Size(width: 15, height: 20))
    }

    @Test func conditionalContentChoosesOneBranch() {
        @MainActor func view(_ flag: Bool) -> some View {
            HStack {
                if flag { Text("yes").font(ten) } else { Rectangle().frame(width: 7, height: 7) }
                EmptyView()
            }
        }
        #expect(layout(view(true), in: Size(width: 50, height: 50)).root.frame.size == Size(width: 15, height: 10))
        #expect(layout(view(false), in: Size(width: 50, height: 50)).root.frame.size == Size(width: 7, height: 7))
    }
}
