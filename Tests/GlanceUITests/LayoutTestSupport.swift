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
