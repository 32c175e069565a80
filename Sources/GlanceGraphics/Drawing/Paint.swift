/// What fills a shape or a glyph.
public enum Paint: Hashable, Sendable {
    case color(Color)
    case linearGradient(LinearGradientPaint)

    /// The paint with its alpha multiplied by `factor`.
    public func opacity(_ factor: Double) -> Paint {
        switch self {
        case .color(let c):
            return .color(c.opacity(factor))
        case .linearGradient(var g):
            g.stops = g.stops.map { GradientStop(color: $0.color.opacity(factor), location: $0.location) }
            return .linearGradient(g)
        }
    }
}

/// A colour at a position (0...1) along a gradient.
public struct GradientStop: Codable, Hashable, Sendable {
    public var color: Color
    public var location: Double

    public init(color: Color, location: Double) {
        self.color = color
        self.location = location
    }
}

/// Colours blended along the line from `start` to `end`, in the canvas's points.
public struct LinearGradientPaint: Hashable, Sendable {
    public var stops: [GradientStop]
    public var start: Point
    public var end: Point

    public init(stops: [GradientStop], start: Point, end: Point) {
        self.stops = stops
        self.start = start
        self.end = end
    }
}
