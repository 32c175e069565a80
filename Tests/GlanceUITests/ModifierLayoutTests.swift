import GlanceGraphics
import Testing

@testable import GlanceUI

@MainActor
@Suite struct ModifierLayoutTests {
    @Test func fixedSizeKeepsTheIdealWidthInANarrowOffer() {
        let r = layout(Text("Hello world").font(ten).fixedSize().frame(width: 20), in: Size(width: 100, height: 100))
        #expect(r.root[0]?.frame.width == 55)
        #expect(r.displayList.textRuns.map(\.run.text) == ["Hello world"])
    }

    @Test func fixedSizeOnOneAxisStillWrapsOnTheOther() {
        let r = layout(Text("aa bb").font(ten).fixedSize(horizontal: false, vertical: true).frame(width: 10), in: Size(width: 100, height: 100))
        #expect(r.displayList.textRuns.count == 2)
    }

    @Test func offsetMovesTheDrawingButNotTheFrame() {
        let r = layout(
            HStack(spacing: 0) {
                Rectangle().frame(width: 10, height: 10).offset(x: 5, y: -3)
                Rectangle().frame(width: 10, height: 10)
            }, in: Size(width: 20, height: 10))
        #expect(r.root[0]?.frame == rect(0, 0, 10, 10))
        #expect(r.root[0, 0]?.frame == rect(5, -3, 10, 10))
        #expect(r.root[1]?.frame == rect(10, 0, 10, 10))
    }

    @Test func positionTakesTheOfferAndCentresTheChildOnThePoint() {
        let r = layout(Rectangle().frame(width: 10, height: 10).position(x: 20, y: 30), in: Size(width: 100, height: 80))
        #expect(r.root.frame == rect(0, 0, 100, 80))
        #expect(r.root[0]?.frame == rect(15, 25, 10, 10))
    }

    @Test func aspectRatioFitsInsideTheOffer() {
        let r = layout(Rectangle().aspectRatio(2, contentMode: .fit), in: Size(width: 100, height: 100))
        #expect(r.root.frame == rect(0, 25, 100, 50))
        let tall = layout(Rectangle().aspectRatio(0.5, contentMode: .fit), in: Size(width: 100, height: 100))
        #expect(tall.root.frame.size == Size(width: 50, height: 100))
    }

    @Test func aspectRatioFillCoversTheOffer() {
        let r = layout(Rectangle().aspectRatio(2, contentMode: .fill), in: Size(width: 100, height: 100))
        #expect(r.root.frame.size == Size(width: 200, height: 100))
    }

    @Test func clipShapeClipsToTheShapeFittedToTheFrame() {
        let r = layout(Rectangle().frame(width: 20, height: 10).clipShape(Capsule()), in: Size(width: 20, height: 10))
        guard case .group(let g) = r.displayList.items.first else {
            Issue.record("no clip group")
            return
        }
        #expect(g.clip == Path(capsuleIn: rect(0, 0, 20, 10)))
    }

    @Test func rotationEffectTurnsAboutTheAnchorWithoutMovingTheFrame() {
        let r = layout(Rectangle().frame(width: 20, height: 10).rotationEffect(.degrees(90)), in: Size(width: 40, height: 40))
        #expect(r.root.frame == rect(10, 15, 20, 10))
        guard case .group(let g) = r.displayList.items.first else {
            Issue.record("no rotation group")
            return
        }
        let corner = g.transform.apply(to: Point(x: 10, y: 15))
        #expect(abs(corner.x - 25) < 1e-9 && abs(corner.y - 10) < 1e-9)
    }

    @Test func trimKeepsPartOfTheOutlineFromThreeOClockClockwise() {
        let r = layout(Circle().trim(from: 0, to: 0.25).stroke(Color.red, lineWidth: 2), in: Size(width: 20, height: 20))
        guard case .stroke(let path, _, _) = r.displayList.items.first else {
            Issue.record("no stroke")
            return
        }
        let b = path.bounds
        // A quarter circle from 3 o'clock to 6 o'clock: the lower-right quadrant.
        #expect(abs(b.minX - 10) < 0.01 && abs(b.maxX - 20) < 0.01 && abs(b.minY - 10) < 0.01 && abs(b.maxY - 20) < 0.01)
        #expect(abs(path.length - .pi * 5) < 0.05)
    }

    @Test func viewThatFitsChoosesTheFirstChildThatFits() {
        @MainActor func view(_ width: Double) -> LayoutResult {
            layout(
                ViewThatFits(in: .horizontal) {
                    Text("Partly cloudy").font(ten)
                    Text("Cloudy").font(ten)
                    Text("C").font(ten)
                }
                .frame(width: width), in: Size(width: 100, height: 20))
        }
        #expect(view(80).displayList.textRuns.map(\.run.text) == ["Partly cloudy"])
        #expect(view(40).displayList.textRuns.map(\.run.text) == ["Cloudy"])
        #expect(view(10).displayList.textRuns.map(\.run.text) == ["C"])
    }

    @Test func viewThatFitsFallsBackToTheLastChild() {
        let r = layout(ViewThatFits { Text("long text").font(ten); Text("still long").font(ten) }.frame(width: 5), in: Size(width: 100, height: 20))
        // Neither fits 5 pt: the last child is shown (wrapped and cut to the 20 pt height).
        #expect(r.displayList.textRuns.map(\.run.text) == ["s", "…"])
    }

    @Test func forEachMakesOneChildPerElement() {
        let r = layout(HStack(spacing: 1) { ForEach(0..<4) { _ in Rectangle().frame(width: 3, height: 3) } }, in: Size(width: 50, height: 10))
        #expect(r.root.children.count == 4)
        #expect(r.root.frame.width == 15)
        struct Item: Identifiable { let id: Int; let name: String }
        let named = layout(VStack { ForEach([Item(id: 1, name: "a"), Item(id: 2, name: "b")]) { Text($0.name) } }, in: Size(width: 50, height: 50))
        #expect(named.displayList.textRuns.map(\.run.text) == ["a", "b"])
    }

    @Test func dividerRunsAcrossItsStack() {
        let row = layout(HStack(spacing: 0) { Rectangle().frame(width: 10, height: 10); Divider(); Rectangle().frame(width: 10, height: 10) }, in: Size(width: 20.5, height: 10), scale: 2)
        #expect(row.root[1]?.frame == rect(10, 0, 0.5, 10))
        let column = layout(VStack(spacing: 0) { Rectangle().frame(width: 10, height: 10); Divider() }, in: Size(width: 10, height: 20), scale: 2)
        #expect(column.root[1]?.frame.size == Size(width: 10, height: 0.5))
    }
}
