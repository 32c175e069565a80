import Foundation
import GlanceGraphics
import GlanceText
import Testing

@testable import GlanceCairo

/// A kept canvas draws each frame with the cairo surface and context it kept for that buffer
/// (`CairoCanvas.frame`): what one frame leaves in the context must not reach the pixels of a
/// later one, and a bitmap handed out keeps its pixels however many frames follow.
@Suite struct KeptContextTests {
    static let size = Size(width: 64, height: 40)

    /// A five-pointed star whose middle the even-odd rule leaves out and the winding rule fills.
    static let star: Path = {
        var path = Path()
        for i in 0..<5 {
            let angle = -Double.pi / 2 + Double(i) * 4 * Double.pi / 5
            let point = Point(x: 32 + 18 * cos(angle), y: 20 + 18 * sin(angle))
            if i == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.closeSubpath()
        return path
    }()

    static func text(_ engine: TextEngine, _ string: String, x: Double) -> DisplayItem {
        let shaped = engine.shape(string, font: FontDescriptor(size: 11, weight: .medium))
        return .text(TextRun(
            text: string, font: shaped.face, size: shaped.size, origin: Point(x: x, y: 30),
            glyphs: shaped.glyphs.map { PositionedGlyph(id: $0.id, position: Point(x: $0.x, y: $0.yOffset)) },
            paint: .color(.white), width: shaped.width))
    }

    /// Frames that leave the context in other states: an even-odd fill, a clip through the
    /// star (filled by the rule in force), turned and translucent groups, a dashed stroke, text.
    static func frames(_ engine: TextEngine) -> [[DisplayItem]] {
        let turned = AffineTransform(rotation: 0.4).concatenating(AffineTransform(translationX: 20, y: -6))
        let clipped: [DisplayItem] = [.group(DisplayGroup(clip: star, items: [.fill(Path(rect: Rect(size: size)), .color(.orange))]))]
        return [
            [.fill(star, .color(.green), .evenOdd)],
            [text(engine, "10:09", x: 3)],
            clipped,
            [.group(DisplayGroup(transform: turned, opacity: 0.6, items: [.fill(Path(rect: Rect(x: 4, y: 4, width: 30, height: 12)), .color(.blue))]))],
            [.stroke(star, .color(.red), StrokeStyle(lineWidth: 3, lineCap: .square, lineJoin: .bevel, dash: [4, 2]))],
            [.fill(star, .color(.yellow), .evenOdd), text(engine, "Rain 72°", x: 6)],
            clipped,
            clipped,
            [text(engine, "Quiet", x: 20)],
        ]
    }

    /// Every frame, drawn into buffers whose context drew other frames, is what a fresh
    /// canvas draws; the star's clip fills its middle (the winding rule)
    /// after an even-odd fill two frames before in the same buffer.
    @Test func eachFrameIsAFreshCanvasesPixels() throws {
        let engine = try TextEngine()
        let frames = Self.frames(engine)
        let kept = CairoRasterizer(), fresh = CairoRasterizer()
        for round in 0..<3 {
            for (n, items) in frames.enumerated() {
                let list = DisplayList(size: Self.size, items: items)
                let drawn = try kept.rasterize(list, scale: 2, background: .black, retainingAs: "kept")
                #expect(drawn == (try fresh.rasterize(list, scale: 2, background: .black)), "round \(round), frame \(n)")
            }
        }
        let clip = try fresh.rasterize(DisplayList(size: Self.size, items: frames[2]), scale: 2, background: .black)
        #expect(clip.pixel(x: 64, y: 40).r == 255, "the star's middle is inside its clip")
    }

    /// Bitmaps handed out and still held keep their pixels (the buffer is copied before it is
    /// drawn into again, and drawn through a surface of its own); let go, the buffer is reused.
    @Test func heldBitmapsKeepTheirPixels() throws {
        let engine = try TextEngine()
        let frames = Self.frames(engine)
        let kept = CairoRasterizer(), fresh = CairoRasterizer()
        var held: [(Bitmap, Bitmap)] = []
        for (n, items) in (frames + frames).enumerated() {
            let list = DisplayList(size: Self.size, items: items)
            let drawn = try kept.rasterize(list, scale: 2, background: .black, retainingAs: "held")
            if n % 3 != 2 { held.append((drawn, try fresh.rasterize(list, scale: 2, background: .black))) }
        }
        for (n, (drawn, expected)) in held.enumerated() { #expect(drawn == expected, "held bitmap \(n)") }
    }
}
