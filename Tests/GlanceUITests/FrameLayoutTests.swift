import GlanceGraphics
import Testing

@testable import GlanceUI

@MainActor
@Suite struct FrameLayoutTests {
    @Test func paddingAddsInsetsAroundTheChild() {
        let r = layout(Text("AB").font(ten).padding(5), in: Size(width: 100, height: 100))
        #expect(r.root.frame == rect(40, 40, 20, 20))
        #expect(r.root[0]?.frame == rect(45, 45, 10, 10))
    }

    @Test func paddingOnChosenEdgesOnly() {
        let r = layout(Text("AB").font(ten).padding(.horizontal, 3), in: Size(width: 100, height: 100))
        #expect(r.root.frame.size == Size(width: 16, height: 10))
        let d = layout(Text("AB").font(ten).padding(), in: Size(width: 100, height: 100))
        #expect(d.root.frame.size == Size(width: 42, height: 42))
    }

    @Test func paddingShrinksTheOfferToAGreedyChild() {
        let r = layout(Rectangle().padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)), in: Size(width: 50, height: 40))
        #expect(r.root[0]?.frame == rect(2, 1, 44, 36))
    }

    @Test func fixedFrameHasItsSizeAndAlignsTheChild() {
        let r = layout(Text("A").font(ten).frame(width: 50, height: 30, alignment: .topLeading), in: Size(width: 100, height: 100))
        #expect(r.root.frame == rect(25, 35, 50, 30))
        #expect(r.root[0]?.frame == rect(25, 35, 5, 10))
        let bottom = layout(Text("A").font(ten).frame(width: 50, height: 30, alignment: .bottomTrailing), in: Size(width: 100, height: 100))
        #expect(bottom.root[0]?.frame == rect(70, 55, 5, 10))
    }

    @Test func fixedFrameWithOneDimensionTakesTheChildsOther() {
        let r = layout(Text("ABC").font(ten).frame(width: 40), in: Size(width: 100, height: 100))
        #expect(r.root.frame.size == Size(width: 40, height: 10))
    }

    @Test func fixedFrameNarrowerThanTextTruncatesIt() {
        let r = layout(Text("Hello world").font(ten).lineLimit(1).frame(width: 30), in: Size(width: 100, height: 100))
        #expect(r.root[0]?.frame.width == 30)
        #expect(r.displayList.textRuns.first?.run.text == "Hello…")
    }

    @Test func truncationDropsTrailingSpaceBeforeTheEllipsis() {
        let r = layout(Text("Hi there").font(ten).lineLimit(1).frame(width: 20), in: Size(width: 100, height: 100))
        #expect(r.displayList.textRuns.first?.run.text == "Hi…")
        #expect(r.root[0]?.frame.width == 15)
    }

    @Test func maxWidthInfinityFillsTheOfferAndCentresTheChild() {
        let r = layout(Text("A").font(ten).frame(maxWidth: .infinity), in: Size(width: 100, height: 100))
        #expect(r.root.frame == rect(0, 45, 100, 10))
        #expect(r.root[0]?.frame == rect(47.5, 45, 5, 10))
        let leading = layout(Text("A").font(ten).frame(maxWidth: .infinity, alignment: .leading), in: Size(width: 100, height: 100))
        #expect(leading.root[0]?.frame.minX == 0)
    }

    @Test func minimumWidthIsKeptEvenForASmallChild() {
        let r = layout(Text("A").font(ten).frame(minWidth: 40), in: Size(width: 100, height: 100))
        #expect(r.root.frame.width == 40)
    }

    @Test func flexibleFrameClampsAGreedyChild() {
        let r = layout(Rectangle().frame(maxWidth: 20, minHeight: 30, maxHeight: 60), in: Size(width: 100, height: 100))
        #expect(r.root.frame.size == Size(width: 20, height: 60))
        let squeezed = layout(
            VStack(spacing: 0) {
                Rectangle().frame(minHeight: 30, maxHeight: 60)
                Rectangle().frame(height: 90)
            }, in: Size(width: 100, height: 100))
        #expect(squeezed.root[0]?.frame.height == 30)
    }

    @Test func idealSizeIsUsedWhenTheOfferIsUnspecified() {
        let renderer = ViewRenderer(measurer: FixedAdvanceTextMeasurer())
        let node = ViewArchiver.archive(Rectangle().frame(idealWidth: 33, idealHeight: 12))
        let tree = LayoutTreeBuilder(measurer: renderer.measurer).build(node, EnvironmentValues())
        #expect(tree.size(for: .unspecified) == Size(width: 33, height: 12))
    }

    @Test func backgroundTakesTheSizeOfTheViewItIsBehind() {
        let r = layout(Text("AB").font(ten).padding(2).background(Color.red), in: Size(width: 100, height: 100))
        guard case .fill(let path, let paint, _) = r.displayList.items.first else {
            Issue.record("background not drawn first: \(r.displayList.items)")
            return
        }
        #expect(path.bounds == rect(43, 43, 14, 14))
        #expect(paint == .color(.red))
    }

    @Test func overlayIsAlignedInsideAndDrawnLast() {
        let r = layout(
            Rectangle().frame(width: 40, height: 40).overlay(alignment: .topTrailing) {
                Circle().fill(.green).frame(width: 10, height: 10)
            }, in: Size(width: 100, height: 100))
        #expect(r.root[1]?.frame == rect(60, 30, 10, 10))
        guard case .fill(_, let paint, _) = r.displayList.items.last else {
            Issue.record("overlay not drawn last")
            return
        }
        #expect(paint == .color(.green))
    }

    @Test func opacityAndClippingMakeGroups() {
        let r = layout(Rectangle().frame(width: 10, height: 10).opacity(0.5).clipped(), in: Size(width: 20, height: 20))
        guard case .group(let clip) = r.displayList.items.first, case .group(let fade) = clip.items.first else {
            Issue.record("expected a clip group holding an opacity group: \(r.displayList.items)")
            return
        }
        #expect(clip.clip?.bounds == rect(5, 5, 10, 10))
        #expect(fade.opacity == 0.5)
    }

    @Test func edgesSnapToThePixelGrid() {
        // 5 pt text centred in 12 pt is at 3.5: kept at 2×, rounded at 1×.
        let two = layout(Text("A").font(ten).frame(width: 12), in: Size(width: 12, height: 10), scale: 2)
        #expect(two.root[0]?.frame.minX == 3.5)
        let one = layout(Text("A").font(ten).frame(width: 12), in: Size(width: 12, height: 10), scale: 1)
        #expect(one.root[0]?.frame.minX == 4)
    }

    @Test func textOfFractionalWidthIsNotTruncatedBySnapping() {
        // 3 × 5.2667 = 15.8 pt centred in 17 pt spans 0.6…16.4; snapped that is 1…16, and the
        // stack must not re-offer the text those 15 pt.
        let measurer = FixedAdvanceTextMeasurer(advance: 0.526_666_666_7)
        var env = EnvironmentValues()
        env.displayScale = 1
        let r = ViewRenderer(measurer: measurer).render(
            ZStack { VStack(spacing: 1) { Text("72°").font(ten); Rectangle().frame(width: 4, height: 1) } },
            in: Size(width: 17, height: 17), environment: env)
        #expect(r.displayList.textRuns.map(\.run.text) == ["72°"])
    }

    @Test func customViewModifierWrapsTheContent() {
        struct Card: ViewModifier {
            func body(content: Content) -> some View {
                content.padding(4).background(Color.blue)
            }
        }
        let r = layout(Text("AB").font(ten).modifier(Card()), in: Size(width: 100, height: 100))
        #expect(r.root.frame.size == Size(width: 18, height: 18))
        #expect(r.displayList.textRuns.count == 1)
    }
}
