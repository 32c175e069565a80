import GlanceGraphics
/// The line `underline` and `strikethrough` draw (`Text.LineStyle`): a pattern, and a colour
/// or, when `nil`, the text's own foreground.
public struct TextLineStyle: Codable, Hashable, Sendable {
    /// The pattern of a line.
    public enum Pattern: String, Codable, CaseHashable, Sendable, CaseIterable {
        case solid, dot, dash, dashDot, dashDotDot

        /// Dash lengths as multiples of the line's thickness; empty for solid.
        var dashes: [Double] {
            switch self {
            case .solid: []
            case .dot: [1, 1]
            case .dash: [3, 1.5]
            case .dashDot: [3, 1.5, 1, 1.5]
            case .dashDotDot: [3, 1.5, 1, 1.5, 1, 1.5]
            }
        }
    }

    public var pattern: Pattern
    public var color: Color?

    /// A line in `pattern`, in `color` or the text's foreground.
    public init(pattern: Pattern = .solid, color: Color? = nil) {
        self.pattern = pattern
        self.color = color
    }

    /// A single solid line in the text's foreground.
    public static let single = TextLineStyle()
}

nonisolated extension Text {
    public typealias LineStyle = TextLineStyle
    public typealias Case = TextCase
}
