import GlanceGraphics
/// Shapes text with extra space after each character (kerning, tracking): every glyph after a
/// character moves by the space added so far, and the character's last glyph advances by it.
/// Widths, line breaks and truncation all follow, since they measure through it.
struct SpacedTextMeasurer: TextMeasurer {
    let base: any TextMeasurer
    /// Points after each character; negative tightens.
    let spacing: Double

    func metrics(for font: FontDescriptor) -> FontMetrics { base.metrics(for: font) }

    func shape(_ text: String, font: FontDescriptor) -> ShapedText {
        var shaped = base.shape(text, font: font)
        guard spacing != 0, !shaped.glyphs.isEmpty else { return shaped }
        var added = 0.0
        for i in shaped.glyphs.indices {
            shaped.glyphs[i].x += added
            // A character's glyphs share a cluster; the space goes after the last of them.
            if i + 1 == shaped.glyphs.count || shaped.glyphs[i + 1].cluster != shaped.glyphs[i].cluster {
                shaped.glyphs[i].advance += spacing
                added += spacing
            }
        }
        shaped.width += added
        if let ink = shaped.inkBounds {
            // The first character stays; the last one's ink moves by the space after those before it.
            shaped.inkBounds = Rect(x: ink.minX, y: ink.minY, width: max(0, ink.width + added - spacing), height: ink.height)
        }
        return shaped
    }
}
