import GlanceGraphics
import Foundation

/// A view's size and alignment guides, as an `alignmentGuide` closure sees them.
public struct ViewDimensions: Equatable {
    public let width: CGFloat
    public let height: CGFloat

    init(width: CGFloat, height: CGFloat) {
        self.width = width
        self.height = height
    }

    /// The guide's default position: leading 0, centre half the width, trailing the width.
    public subscript(guide: HorizontalAlignment) -> CGFloat { width * guide.fraction }

    /// The guide's default position: top 0, centre half the height, bottom and baselines the
    /// height (Glance measures no text here).
    public subscript(guide: VerticalAlignment) -> CGFloat { height * guide.fraction }

    /// An explicit guide set further in: Glance keeps none, so `nil`.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { nil }

    /// An explicit guide set further in: Glance keeps none, so `nil`.
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { nil }
}
