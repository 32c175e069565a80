import Testing

@testable import GlanceGraphics

@Suite struct GeometryTests {
    @Test func rectInsetUnionAndIntersection() {
        let r = Rect(x: 10, y: 10, width: 100, height: 50)
        #expect(r.inset(by: EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)) == Rect(x: 12, y: 11, width: 94, height: 46))
        #expect(r.inset(by: EdgeInsets(all: 60)).size == .zero)
        #expect(r.union(Rect(x: 0, y: 50, width: 5, height: 30)) == Rect(x: 0, y: 10, width: 110, height: 70))
        #expect(r.intersection(Rect(x: 100, y: 50, width: 50, height: 50)) == Rect(x: 100, y: 50, width: 10, height: 10))
        #expect(r.intersection(Rect(x: 200, y: 0, width: 5, height: 5)) == nil)
        #expect(r.contains(Point(x: 10, y: 10)) && !r.contains(Point(x: 110, y: 10)))
    }

    @Test func transformsComposeInOrderAndInvert() {
        let t = AffineTransform(scaleX: 2, y: 3).concatenating(AffineTransform(translationX: 5, y: -1))
        #expect(t.apply(to: Point(x: 1, y: 1)) == Point(x: 7, y: 2))
        let back = t.inverted!.apply(to: Point(x: 7, y: 2))
        #expect(abs(back.x - 1) < 1e-12 && abs(back.y - 1) < 1e-12)
        let quarter = AffineTransform(rotation: .pi / 2).apply(to: Point(x: 1, y: 0))
        #expect(abs(quarter.x) < 1e-12 && abs(quarter.y - 1) < 1e-12)
        #expect(AffineTransform(scaleX: 0, y: 1).inverted == nil)
    }

    @Test func colourParsingAndLuminance() {
        #expect(Color(parsingHex: "#FF9230") == .orange)  // HIG dark orange (docs/fidelity.md)
        #expect(Color(parsingHex: "fff") == .white)
        #expect(Color(parsingHex: "#00000080")?.alpha == 128.0 / 255)
        #expect(Color(parsingHex: "#GG0000") == nil && Color(parsingHex: "#12345") == nil)
        #expect(Color(parsing: "Orange") == .orange && Color(parsing: "nope") == nil)
        #expect(Color.orange.hexString == "#FF9230")
        #expect(Color.white.luminance == 1 && Color.black.luminance == 0)
        #expect(Color(red: 2, green: -1, blue: .nan).red == 1)
    }

    @Test func pathShapesHaveTheExpectedBounds() {
        let r = Rect(x: 0, y: 0, width: 40, height: 20)
        #expect(Path(rect: r).bounds == r)
        #expect(Path(roundedRect: r, cornerRadius: 50).bounds == r)
        #expect(Path(ellipseIn: r).bounds == r)
        #expect(Path(capsuleIn: r).elements.count == Path(roundedRect: r, cornerRadius: 10).elements.count)
        var arc = Path()
        arc.addArc(center: Point(x: 10, y: 10), radius: 10, startAngle: 0, endAngle: .pi)
        let b = arc.bounds
        #expect(abs(b.minY - 10) < 1e-9 && b.maxY > 19.9)
        #expect(Path(rect: r).applying(AffineTransform(translationX: 5, y: 5)).bounds.origin == Point(x: 5, y: 5))
    }

    @Test func bitmapStoresPremultipliedRGBA() {
        var b = Bitmap(width: 2, height: 1, fill: Color(red: 1, green: 0, blue: 0, alpha: 0.5))
        #expect(b.pixel(x: 0, y: 0) == (128, 0, 0, 128))
        b.setPixel(x: 1, y: 0, to: .clear)
        #expect(b.inkedPixelCount == 1)
        #expect(abs(b.color(x: 0, y: 0).red - 1) < 0.01)
        #expect(Bitmap(width: 2, height: 2, pixels: [0, 0, 0]) == nil)
    }

    @Test func textStylesScaleWithBodySize() {
        #expect(TextStyle.body.pointSize(bodySize: 17) == 17)
        #expect(TextStyle.caption.pointSize(bodySize: 17) == 12)
        #expect(TextStyle.largeTitle.pointSize(bodySize: 8.5) == 17)
        #expect(FontDescriptor(style: .headline, bodySize: 17).weight == .semibold)
    }

    @Test func fixedAdvanceMeasurerCountsCharactersNotBytes() {
        let shaped = FixedAdvanceTextMeasurer().shape("72°é", font: FontDescriptor(size: 10))
        #expect(shaped.width == 20)
        #expect(shaped.glyphs.map(\.cluster) == [0, 1, 2, 4])
        #expect(shaped.width(ofPrefixUTF8: 4) == 15)
    }

    @Test func displayListWalkComposesGroupTransformsAndOpacity() {
        let run = TextRun(text: "x", font: FixedAdvanceTextMeasurer.face, size: 10, origin: .zero, glyphs: [], paint: .color(.white), width: 0)
        let list = DisplayList(
            size: Size(width: 10, height: 10),
            items: [
                .group(DisplayGroup(transform: AffineTransform(translationX: 3, y: 0), opacity: 0.5, items: [
                    .group(DisplayGroup(transform: AffineTransform(translationX: 0, y: 2), opacity: 0.5, items: [.text(run)]))
                ]))
            ])
        var seen: [(AffineTransform, Double)] = []
        list.forEach { item, t, o in if case .text = item { seen.append((t, o)) } }
        #expect(seen.count == 1)
        #expect(seen[0].0.apply(to: .zero) == Point(x: 3, y: 2))
        #expect(seen[0].1 == 0.25)
        #expect(list.textRuns.count == 1)
    }
}

@Suite struct PaletteTests {
    @Test func theSixtyFourColourPaletteHasTwoBitsAChannel() {
        #expect(Palette.rgb222.colors.count == 64)
        #expect(Set(Palette.rgb222.colors.map { Int(($0.red * 255).rounded()) }) == [0, 85, 170, 255])
    }

    @Test func quantizingUsesOnlyPaletteColoursAndDitheringKeepsTheAverage() {
        let grey = Bitmap(width: 16, height: 16, fill: Color(white: 0.5))
        let plain = grey.quantized(to: .mono, dithered: false)
        let dithered = grey.quantized(to: .mono)
        let colours = Set((0..<16).flatMap { y in (0..<16).map { x in dithered.pixel(x: x, y: y).r } })
        #expect(colours.isSubset(of: [0, 255]))
        #expect(Set((0..<16).map { plain.pixel(x: $0, y: 0).r }).count == 1)
        let whites = (0..<16).flatMap { y in (0..<16).map { x in dithered.pixel(x: x, y: y).r } }.filter { $0 == 255 }.count
        #expect(abs(Double(whites) / 256 - 0.5) < 0.05)
    }
}
