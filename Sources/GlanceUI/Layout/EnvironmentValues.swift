/// Values a view inherits from its container: font, foreground, and the context's text size.
public struct EnvironmentValues: Hashable, Sendable {
    /// The font for text that names none; `nil` means `.body`.
    public var font: Font?
    /// A weight that overrides the font's.
    public var fontWeight: FontWeight?
    /// The paint for text and shapes; hierarchical levels resolve against `primaryStyle`.
    public var foregroundStyle: ShapeStyleValue = .hierarchical(0)
    /// What `.primary` means here.
    public var primaryStyle: ShapeStyleValue = .color(.white)
    /// The size of `.body` text; other text styles scale from it.
    public var bodyTextSize: Double = 17
    /// Pixels per point, for aligning edges to the pixel grid.
    public var displayScale: Double = 2

    public init() {}

    /// Sets the foreground; a concrete style also becomes the new primary.
    mutating func setForeground(_ style: ShapeStyleValue) {
        foregroundStyle = style
        if case .hierarchical = style { return }
        primaryStyle = style
    }

    /// The paint for `style` over `rect`.
    func paint(_ style: ShapeStyleValue?, in rect: Rect) -> Paint {
        switch style ?? foregroundStyle {
        case .color(let c):
            return .color(c)
        case .hierarchical(let level):
            let base: Paint =
                if case .hierarchical = primaryStyle { .color(.white) } else { paint(primaryStyle, in: rect) }
            return base.opacity(ShapeStyleValue.levelOpacity[min(max(level, 0), 3)])
        case .linearGradient(let stops, let start, let end):
            func at(_ u: UnitPoint) -> Point { Point(x: rect.minX + u.x * rect.width, y: rect.minY + u.y * rect.height) }
            return .linearGradient(LinearGradientPaint(stops: stops, start: at(start), end: at(end)))
        }
    }

    /// The concrete font for a text node here.
    func resolvedFont(for text: TextNode) -> FontDescriptor {
        var font = (text.font ?? self.font ?? .body).resolved(bodySize: bodyTextSize)
        if let weight = text.weight ?? fontWeight { font.weight = weight }
        if text.italic { font.italic = true }
        if text.monospacedDigit { font.monospacedDigit = true }
        return font
    }
}
