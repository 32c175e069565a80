import GlanceGraphics
import Foundation

/// A stand-in for UIKit's `UIFontMetrics`: scales a length with the Dynamic Type size, as
/// widget code uses it to size custom fonts and icons. The scale is the environment's Dynamic
/// Type size when a view's body is being archived, and 1 (the default size) elsewhere.
public struct UIFontMetrics: Sendable {
    /// The text style whose scaling curve applies; Glance scales every style alike.
    package let textStyle: Font.TextStyle?

    public init(forTextStyle textStyle: Font.TextStyle) { self.textStyle = textStyle }
    private init() { textStyle = nil }

    public static let `default` = UIFontMetrics()

    public func scaledValue(for value: CGFloat) -> CGFloat {
        value * CGFloat(EnvironmentValues.current.dynamicTypeSize.scale)
    }

    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        scaledValue(for: value)
    }
}
