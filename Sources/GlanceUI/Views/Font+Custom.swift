import GlanceGraphics
import Foundation

/// Custom fonts. Glance draws no app fonts on Linux: a custom font is the system font at the
/// size asked, scaling with Dynamic Type as SwiftUI scales the custom font.
extension Font {
    /// The font named `name` at `size`, scaling with the body text style.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        custom(name, size: size, relativeTo: .body)
    }

    /// The font named `name` at `size`, scaling as `textStyle` does.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font {
        Font(base: .scaled(Double(size), relativeTo: textStyle))
    }

    /// The font named `name` at a fixed `size` that does not scale with Dynamic Type.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(base: .size(Double(fixedSize)))
    }
}
