import GlanceGraphics
import Foundation

/// Text set along a circular arc, one glyph at a time, centred on an angle.
struct CurvedText {
    let shaped: ShapedText
    let paint: Paint

    /// Display items for the text centred on `angle` along a circle of `radius` about
    /// `center`; `radius` is where the baseline runs for clockwise text and where the cap
    /// line runs for anticlockwise text, so both sit on the same side of the circle.
    func items(center: Point, radius: Double, angle: Double, clockwise: Bool) -> [DisplayItem] {
        guard !shaped.glyphs.isEmpty, radius > 0 else { return [] }
        let cap = shaped.metrics.capHeight
        let baseline = clockwise ? radius : radius + cap
        let direction = clockwise ? 1.0 : -1.0
        let start = angle - direction * shaped.width / 2 / baseline
        return shaped.glyphs.map { glyph in
            let middle = start + direction * (glyph.x + glyph.advance / 2) / baseline
            let at = Point(x: center.x + baseline * cos(middle), y: center.y + baseline * sin(middle))
            let turn = middle + direction * .pi / 2
            let run = TextRun(
                text: shaped.text, font: shaped.face(numbered: glyph.face), size: shaped.size, origin: .zero,
                glyphs: [PositionedGlyph(id: glyph.id, position: Point(x: -glyph.advance / 2, y: glyph.yOffset))],
                paint: paint, width: glyph.advance)
            return .group(
                DisplayGroup(
                    transform: AffineTransform(rotation: turn).concatenating(AffineTransform(translationX: at.x, y: at.y)),
                    items: [.text(run)]))
        }
    }

    /// The angle the text spans at `radius`.
    func sweep(radius: Double) -> Double { radius > 0 ? shaped.width / radius : 0 }
}
