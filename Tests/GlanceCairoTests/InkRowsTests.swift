import GlanceGraphics
import Testing

@testable import GlanceCairo

/// A retained canvas drawn whole is cleared only where its buffer holds ink (`InkRows`): each
/// kind of drawing must mark all it touched, or the frame after next shows what it left.
@Suite struct InkRowsTests {
    static let size = Size(width: 60, height: 40)

    /// Drawings that reach far from their path or box: wide strokes with miter joins and square
    /// caps, turned and scaled, fills, images, text drawn by cairo, translucent and masked groups.
    static let drawings: [(name: String, items: [DisplayItem])] = {
        var zigzag = Path()
        zigzag.move(to: Point(x: 10, y: 30))
        zigzag.addLine(to: Point(x: 20, y: 12))
        zigzag.addLine(to: Point(x: 30, y: 30))
        var line = Path()
        line.move(to: Point(x: 20, y: 20))
        line.addLine(to: Point(x: 40, y: 20))
        let turned = AffineTransform(rotation: .pi / 5).concatenating(AffineTransform(translationX: 30, y: 4))
        let image = Bitmap(width: 4, height: 4, fill: .red)
        let square = Path(rect: Rect(x: 12, y: 8, width: 20, height: 14))
        return [
            ("mitered zigzag", [.stroke(zigzag, .color(.white), StrokeStyle(lineWidth: 6, lineJoin: .miter, miterLimit: 10))]),
            ("square caps", [.stroke(line, .color(.green), StrokeStyle(lineWidth: 9, lineCap: .square))]),
            ("turned stroke", [.group(DisplayGroup(transform: turned, items: [.stroke(line, .color(.blue), StrokeStyle(lineWidth: 5))]))]),
            ("fill", [.fill(Path(ellipseIn: Rect(x: 31, y: 3, width: 25, height: 33)), .color(.orange))]),
            ("gradient fill", [.fill(square, .linearGradient(LinearGradientPaint(
                stops: [GradientStop(color: .white, location: 0), GradientStop(color: .clear, location: 1)],
                start: Point(x: 12, y: 8), end: Point(x: 32, y: 22))))]),
            ("image", [.image(ImageItem(bitmap: image, rect: Rect(x: 5, y: 5, width: 30.5, height: 20.5)))]),
            ("translucent group", [.group(DisplayGroup(opacity: 0.5, items: [.fill(square, .color(.yellow))]))]),
            ("masked group", [.group(DisplayGroup(mask: [.fill(square, .color(.white))], items: [.fill(Path(rect: Rect(size: size)), .color(.purple))]))]),
        ]
    }()

    /// A dot in a corner: a frame unlike the others that leaves the drawings' pixels alone.
    static func dot(_ x: Double) -> [DisplayItem] { [.fill(Path(rect: Rect(x: x, y: 37, width: 2, height: 2)), .color(.gray))] }

    @Test(arguments: drawings.indices)
    func theFrameAfterNextIsDrawnOnACleanBuffer(_ index: Int) throws {
        let (name, items) = Self.drawings[index]
        let retained = CairoRasterizer()  // every changed frame drawn into the buffer of the frame before last
        let fresh = CairoRasterizer()
        for (n, frame) in [items, Self.dot(1), Self.dot(57), items, Self.dot(30), Self.dot(1)].enumerated() {
            let list = DisplayList(size: Self.size, items: frame)
            let kept = try retained.rasterize(list, scale: 2, background: .black, retainingAs: "ink")
            #expect(kept == (try fresh.rasterize(list, scale: 2, background: .black)), "\(name), frame \(n)")
        }
    }

    @Test func marksAreCutToTheBufferAndClearedOnce() {
        var ink = InkRows(width: 8, height: 4, everywhere: false)
        ink.mark(PixelBox(x0: -5, y0: 1, x1: 3, y1: 9))
        ink.mark(PixelBox(x0: 6, y0: 2, x1: 20, y1: 3))
        ink.mark(PixelBox(x0: 1 << 40, y0: 0, x1: 1 << 41, y1: 4))  // far off: nothing, and no trap
        ink.mark(PixelBox(x0: -(1 << 41), y0: 0, x1: -(1 << 40), y1: 4))
        var pixels = [UInt32](repeating: 7, count: 32)
        pixels.withUnsafeMutableBufferPointer { ink.clear($0.baseAddress!, to: 0) }
        let cleared = (0..<4).map { y in (0..<8).map { pixels[y * 8 + $0] == 0 ? "x" : "." }.joined() }
        #expect(cleared == ["........", "xxx.....", "xxxxxxxx", "xxx....."])
        // Forgotten once cleared: a second clear writes nothing.
        pixels = [UInt32](repeating: 7, count: 32)
        pixels.withUnsafeMutableBufferPointer { ink.clear($0.baseAddress!, to: 0) }
        #expect(pixels.allSatisfy { $0 == 7 })
    }
}
