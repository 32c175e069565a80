import GlanceGraphics
import Testing

@testable import GlanceUI

/// Several views in an `overlay` or `background` share one implicit `ZStack` aligned by the
/// modifier's alignment (docs/layout.md, "background / overlay").
@MainActor @Suite struct OverlayLayoutTests {
    let square = Size(width: 50, height: 50)

    /// A trend arrow: a clear square with a chevron at its top, the whole turned about its centre.
    func arrow(_ degrees: Double) -> some View {
        Rectangle().fill(.clear)
            .overlay(alignment: .top) { Text("^").font(ten) }
            .rotationEffect(.degrees(degrees))
    }

    @Test func severalOverlayViewsAreLayeredNotStacked() {
        for alignment in [Alignment.center, .topLeading, .bottomTrailing] {
            let r = layout(Color.black.overlay(alignment: alignment) { Text("ab").font(ten); Text("abcd").font(ten) }, in: square)
            let layer = r.root.children[1]
            #expect(layer.kind == "ZStack", "\(r.root)")
            let texts = layer.children.map(\.frame)
            // Both aligned alike in the same 20×10 box: the shorter one by the alignment.
            #expect(texts.count == 2)
            let box = rect(alignment.horizontal == .leading ? 0 : alignment.horizontal == .trailing ? 30 : 15,
                alignment.vertical == .top ? 0 : alignment.vertical == .bottom ? 40 : 20, 20, 10)
            #expect(texts[1] == box, "\(alignment): \(texts)")
            #expect(abs(texts[0].midY - box.midY) < 1e-9, "\(alignment): \(texts)")
        }
    }

    @Test func severalBackgroundViewsAreLayeredToo() {
        let r = layout(Text("abcd").font(ten).background { Color.red; Color.blue.padding(2) }, in: square)
        let layer = r.root.children[1]
        #expect(layer.kind == "ZStack" && layer.frame == r.root.frame, "\(r.root)")
        #expect(layer.children.map(\.frame) == [layer.frame, layer.frame], "\(r.root)")
    }

    /// Two turned arrows in one overlay, the second padded 4: both point the same way from
    /// the centre, the padded one 4 pt nearer it.
    @Test func turnedArrowsInOneOverlayLandTogether() throws {
        let r = layout(Color.black.overlay { arrow(135); arrow(135).padding(4) }, in: square)
        let chevrons = r.displayList.textRuns.map { $0.transform.apply(to: Point(x: $0.run.origin.x + $0.run.width / 2, y: $0.run.origin.y - 4)) }
        try #require(chevrons.count == 2)
        let c = Point(x: 25, y: 25)
        for p in chevrons {
            // Turned 135° clockwise from the top: toward the bottom-trailing corner.
            #expect(p.x > c.x + 5 && p.y > c.y + 5, "\(chevrons)")
            #expect(abs((p.x - c.x) - (p.y - c.y)) < 1e-6, "on the diagonal: \(chevrons)")
        }
        let reach = chevrons.map { (($0.x - c.x) * ($0.x - c.x) + ($0.y - c.y) * ($0.y - c.y)).squareRoot() }
        #expect(abs(reach[0] - reach[1] - 4) < 1e-6, "\(reach)")
    }

    @Test func oneOverlayViewIsNotWrapped() {
        let r = layout(Color.black.overlay(alignment: .top) { Text("ab").font(ten) }, in: square)
        #expect(r.root.children[1].kind.hasPrefix("Text"), "\(r.root)")
        #expect(r.root.children[1].frame == rect(20, 0, 10, 10))
    }
}
