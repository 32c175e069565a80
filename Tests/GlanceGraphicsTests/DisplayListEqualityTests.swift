import GlanceGraphics
import Testing

/// `DisplayList`, `DisplayItem`, `DisplayGroup` and `TextRun` compare by hand (in place, no
/// copies). A rasterizer hands back the last bitmap for a list equal to the last one drawn, so
/// a field left out would show an old frame: a locked slot, the unlocked one's pixels.
@Suite struct DisplayListEqualityTests {
    static let square = Path(rect: Rect(x: 0, y: 0, width: 10, height: 10))
    static let run = TextRun(
        text: "Secret", font: FontFaceID(path: "/fonts/a.ttf"), size: 12, origin: Point(x: 1, y: 2),
        glyphs: [PositionedGlyph(id: 3, position: .zero)], paint: .color(.white), width: 30)

    /// A list with one item of every kind, the text inside a group tagged sensitive.
    static func list(
        path: Path = square, fill: Paint = .color(.white), rule: FillRule = .nonZero, style: StrokeStyle = StrokeStyle(lineWidth: 2),
        run: TextRun = run, image: Rect = Rect(x: 0, y: 0, width: 4, height: 4), transform: AffineTransform = .identity,
        clip: Path? = nil, opacity: Double = 1, tag: DisplayTag? = .privacySensitive, mask: [DisplayItem]? = nil,
        size: Size = Size(width: 40, height: 40)
    ) -> DisplayList {
        DisplayList(
            size: size,
            items: [
                .fill(path, fill, rule),
                .stroke(path, fill, style),
                .image(ImageItem(bitmap: Bitmap(width: 2, height: 2), rect: image)),
                .group(DisplayGroup(transform: transform, clip: clip, opacity: opacity, tag: tag, mask: mask, items: [.text(run)])),
            ])
    }

    @Test func listsBuiltApartFromTheSameFieldsAreEqualAndHashAlike() {
        let (a, b) = (Self.list(), Self.list())
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
    }

    @Test func everyFieldTellsListsApart() {
        var other = Self.run
        let runs: [TextRun] = [
            { other.text = "Public"; return other }(),
            { other = Self.run; other.font = FontFaceID(path: "/fonts/b.ttf"); return other }(),
            { other = Self.run; other.size = 13; return other }(),
            { other = Self.run; other.origin = Point(x: 1, y: 3); return other }(),
            { other = Self.run; other.glyphs = [PositionedGlyph(id: 4, position: .zero)]; return other }(),
            { other = Self.run; other.paint = .color(.black); return other }(),
            { other = Self.run; other.width = 31; return other }(),
        ]
        var changed: [DisplayList] = runs.map { Self.list(run: $0) }
        changed += [
            Self.list(path: Path(rect: Rect(x: 0, y: 0, width: 10, height: 11))),
            Self.list(fill: .color(.black)),
            Self.list(rule: .evenOdd),
            Self.list(style: StrokeStyle(lineWidth: 3)),
            Self.list(image: Rect(x: 0, y: 0, width: 5, height: 4)),
            Self.list(transform: AffineTransform(translationX: 1, y: 0)),
            Self.list(clip: Self.square),
            Self.list(opacity: 0.5),
            Self.list(tag: .firmwareHidden),
            Self.list(tag: nil),
            Self.list(mask: [.fill(Self.square, .color(.white), .nonZero)]),
            Self.list(size: Size(width: 40, height: 41)),
        ]
        let base = Self.list()
        for list in changed { #expect(list != base) }
        // A kind of item for another: the same count, nothing alike.
        var swapped = base
        swapped.items.swapAt(0, 1)
        #expect(swapped != base)
    }
}
