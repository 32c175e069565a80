import GlanceGraphics
import Testing

@testable import GlanceCairo

/// A fill in the canvas's backdrop colour is not drawn where it would change nothing (the
/// canvas holds ink only where the fill gives no coverage, `FillReach`), and is drawn where it
/// would: the pixels are a fresh canvas's either way.
@Suite struct FillReachTests {
    static let size = Size(width: 100, height: 120)
    static let outside = Path(rect: Rect(size: size), excluding: Path(roundedRect: Rect(size: size), cornerRadius: 34))

    static func frame(_ ink: [DisplayItem], outline color: Color = .black) -> DisplayList {
        DisplayList(size: size, items: ink + [.fill(outside, .color(color), .evenOdd)])
    }

    /// A dot in the middle, to tell frames apart.
    static let dot: [DisplayItem] = [.fill(Path(ellipseIn: Rect(x: 45, y: 55, width: 10, height: 10)), .color(.green))]

    /// The lists drawn in turn five times by one rasterizer, each drawn whole (the outline's
    /// reach is worked out the second time it is filled), and each by a rasterizer of its own,
    /// which always fills. How many fills were not drawn.
    func drawnAsFresh(_ lists: [DisplayList], background: Color = .black) throws -> Int {
        let kept = CairoRasterizer(fastPaths: .all)
        kept.wholeShare = 0
        for pass in 0..<5 {
            for (n, list) in lists.enumerated() {
                let drawn = try kept.rasterize(list, scale: 2, background: background, retainingAs: "face")
                #expect(drawn == (try CairoRasterizer(fastPaths: .all).rasterize(list, scale: 2, background: background)), "list \(n), pass \(pass)")
            }
        }
        #expect(kept.retainedDraws.unchanged == 0)
        return kept.skippedFills
    }

    /// `ink`, and `ink` with a dot in the middle.
    static func frames(_ ink: [DisplayItem], outline color: Color = .black) -> [DisplayList] {
        [frame(ink, outline: color), frame(ink + dot, outline: color)]
    }

    @Test func anOutlineAroundInkInsideIsNotFilled() throws {
        #expect(try drawnAsFresh(Self.frames([.fill(Path(rect: Rect(x: 30, y: 20, width: 40, height: 80)), .color(.orange))])) > 0)
    }

    /// Ink reaching into a corner, past the display's edge, or a little inside it where the
    /// outline's edge pixels are partly covered: the outline is filled over it.
    @Test(arguments: [Rect(x: 0, y: 0, width: 30, height: 30), Rect(x: 8, y: 8, width: 20, height: 20), Rect(x: 0, y: 50, width: 1, height: 10)])
    func inkTheOutlineCoversIsFilledOver(_ rect: Rect) throws {
        #expect(try drawnAsFresh(Self.frames([.fill(Path(rect: rect), .color(.white))])) == 0)
    }

    /// An outline in another colour than the backdrop, or over a canvas that is not black.
    @Test func otherColoursAreFilled() throws {
        let inside: [DisplayItem] = [.fill(Path(rect: Rect(x: 30, y: 20, width: 40, height: 80)), .color(.orange))]
        #expect(try drawnAsFresh(Self.frames(inside, outline: .white)) == 0)
        #expect(try drawnAsFresh(Self.frames(inside, outline: Color(white: 0, alpha: 0.5))) == 0)
        #expect(try drawnAsFresh(Self.frames(inside), background: Color(red: 0.2, green: 0.3, blue: 0.4)) == 0)
    }
}
