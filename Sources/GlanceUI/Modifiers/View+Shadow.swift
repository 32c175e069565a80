import GlanceGraphics
import Foundation

nonisolated extension View {
    /// A drop shadow: the view's shape in `color`, moved by (`x`, `y`) and softened over
    /// `radius`, behind the view (see `ShadowEffect` for how it is softened).
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0)
        -> some View
    {
        modifier(ArchivedModifier(.shadow(ShadowEffect(color: color, radius: Double(radius), x: Double(x), y: Double(y)))))
    }
}
