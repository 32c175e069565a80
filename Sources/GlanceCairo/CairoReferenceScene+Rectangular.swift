import CCairo
import GlanceGraphics

extension CairoReferenceScene {
    /// Three lines, leading-aligned, 2 pt apart, the block centred vertically in the slot:
    /// a semibold headline, a body line, and a dimmer body line.
    func drawRectangular(_ entry: ReferenceEntry, in size: Size, _ cr: OpaquePointer) {
        let lines = [
            (fonts.shape(entry.headline, ReferenceStyle.headline), Color.white),
            (fonts.shape(entry.body, ReferenceStyle.body), Color.white),
            (fonts.shape(entry.detail, ReferenceStyle.body), ReferenceStyle.detailColor),
        ]
        let spacing = ReferenceStyle.lineSpacing
        let height = lines.reduce(0) { $0 + $1.0.metrics.lineHeight } + spacing * Double(lines.count - 1)
        var top = (size.height - height) / 2
        for (line, color) in lines {
            setColor(color, cr)
            fonts.show(line, x: 0, baseline: snap(top + line.metrics.leading / 2 + line.metrics.ascent), cr)
            top += line.metrics.lineHeight + spacing
        }
    }
}
