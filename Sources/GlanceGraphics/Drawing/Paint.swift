/// What fills a shape or a glyph.
public enum Paint: Hashable, Sendable {
    case color(Color)
    case linearGradient(LinearGradientPaint)
    case radialGradient(RadialGradientPaint)
    /// A conic gradient: colours swept around a centre.
    case angularGradient(AngularGradientPaint)

    /// The paint with its alpha multiplied by `factor`.
    public func opacity(_ factor: Double) -> Paint {
        mapColors { $0.opacity(factor) }
    }

    /// The paint with every colour (the colour, or each gradient stop) replaced by `change`.
    public func mapColors(_ change: (Color) -> Color) -> Paint {
        func stops(_ s: [GradientStop]) -> [GradientStop] { s.map { GradientStop(color: change($0.color), location: $0.location) } }
        switch self {
        case .color(let c):
            return .color(change(c))
        case .linearGradient(var g):
            g.stops = stops(g.stops)
            return .linearGradient(g)
        case .radialGradient(var g):
            g.stops = stops(g.stops)
            return .radialGradient(g)
        case .angularGradient(var g):
            g.stops = stops(g.stops)
            return .angularGradient(g)
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

extension [GradientStop] {
    /// The colour at `location`, blended linearly between the stops around it (sRGB, straight
    /// alpha); the end colours continue beyond the first and last stop.
    public func color(at location: Double) -> Color {
        let inOrder = zip(self, dropFirst()).allSatisfy { $0.location <= $1.location }
        let sorted = inOrder ? self : self.sorted { $0.location < $1.location }
        guard let first = sorted.first, let last = sorted.last else { return .clear }
        if location <= first.location { return first.color }
        if location >= last.location { return last.color }
        for (a, b) in zip(sorted, sorted.dropFirst()) where location <= b.location {
            let span = b.location - a.location
            return a.color.mixed(with: b.color, by: span > 0 ? (location - a.location) / span : 1)
        }
        return last.color
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

/// Colours blended outward from `center`, from the circle of `startRadius` to `endRadius`.
public struct RadialGradientPaint: Hashable, Sendable {
    public var stops: [GradientStop]
    public var center: Point
    public var startRadius: Double
    public var endRadius: Double

    public init(stops: [GradientStop], center: Point, startRadius: Double, endRadius: Double) {
        self.stops = stops
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }
}

/// Colours swept clockwise around `center` from `startAngle` to `endAngle` (radians, 0 pointing
/// right, y down), as SwiftUI's `AngularGradient`. Outside the sweep the end colours meet
/// half-way. `radius` is how far the paint must reach to cover what it fills.
public struct AngularGradientPaint: Hashable, Sendable {
    public var stops: [GradientStop]
    public var center: Point
    public var startAngle: Double
    public var endAngle: Double
    public var radius: Double

    public init(stops: [GradientStop], center: Point, startAngle: Double, endAngle: Double, radius: Double) {
        self.stops = stops
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
        self.radius = radius
    }

    /// The colour in direction `angle` (radians).
    public func color(atAngle angle: Double) -> Color {
        let sweep = endAngle - startAngle
        guard sweep > 1e-9 else { return stops.color(at: 0) }
        let full = 2 * Double.pi
        // Distance past the start, in [0, 2π); the part beyond the sweep is split between the ends.
        var past = (angle - startAngle).truncatingRemainder(dividingBy: full)
        if past < 0 { past += full }
        if sweep >= full - 1e-9 { return stops.color(at: past / sweep) }
        if past <= sweep { return stops.color(at: past / sweep) }
        return past - sweep < (full - sweep) / 2 ? stops.color(at: 1) : stops.color(at: 0)
    }
}
