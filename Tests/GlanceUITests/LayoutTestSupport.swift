import GlanceGraphics
import GlanceUI

/// Lays views out with the fixed-advance measurer: at size 10 every character is 5 pt wide
/// and a line is 10 pt tall (ascent 8, descent 2), so frames are exact.
@MainActor
func layout<V: View>(_ view: V, in size: Size, scale: Double = 2) -> LayoutResult {
    var env = EnvironmentValues()
    env.displayScale = scale
    return ViewRenderer(measurer: FixedAdvanceTextMeasurer()).render(view, in: size, environment: env)
}

/// A font where each character is 5 pt wide and a line 10 pt tall.
let ten = Font.system(size: 10)

func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }

/// The fixed-advance measurer with kerning: a letter's advance varies with it (4–6 pt at 10 pt)
/// and a letter before "…" is kerned 2 pt closer, so a cut line is narrower than the sum of
/// its characters, as in real fonts.
struct KerningTextMeasurer: TextMeasurer {
    let base = FixedAdvanceTextMeasurer()

    func metrics(for font: FontDescriptor) -> FontMetrics { base.metrics(for: font) }

    func shape(_ text: String, font: FontDescriptor) -> ShapedText {
        var shaped = base.shape(text, font: font)
        var x = 0.0
        let characters = Array(text)
        for i in shaped.glyphs.indices {
            let scalar = characters[i].unicodeScalars.first!.value
            var advance = font.size * (0.4 + Double(scalar % 3) * 0.1)
            if i + 1 < characters.count, characters[i + 1] == "…", characters[i] != " " { advance -= 0.2 * font.size }
            shaped.glyphs[i].x = x
            shaped.glyphs[i].advance = advance
            x += advance
        }
        shaped.width = x
        return shaped
    }
}
