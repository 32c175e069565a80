import Foundation

/// A circular arc: what `Path.addArc` and a circle's `Path(ellipseIn:)` describe, kept beside
/// the Bézier curves so a trim or a stroke's reach can be worked out from the circle itself.
public struct CircularArc: Hashable, Sendable {
    public var center: Point
    public var radius: Double
    /// Radians, 0 = +x, growing clockwise on screen.
    public var startAngle: Double
    /// Signed: negative sweeps run counter-clockwise. At least 2π when `isFullCircle`.
    public var sweep: Double
    /// Whether the arc closes into a whole circle.
    public var isFullCircle: Bool

    public init(center: Point, radius: Double, startAngle: Double, sweep: Double, isFullCircle: Bool) {
        self.center = center
        self.radius = radius
        self.startAngle = startAngle
        self.sweep = sweep
        self.isFullCircle = isFullCircle
    }
}

extension Path {
    /// The circular arc this path is, if it is one: a move followed by cubic segments that
    /// each match a circle's arc approximation (as `addArc` and circles make them), optionally
    /// closed. `nil` for anything else.
    package var circularArc: CircularArc? {
        guard elements.count >= 2, case .move(let start) = elements[0], case .curve(let p1, let c1, let c2) = elements[1],
            let center = Self.center(start, c1, c2, p1)
        else { return nil }
        let radius = start.distance(to: center)
        guard radius > 1e-9, radius.isFinite else { return nil }
        let tolerance = 1e-6 * max(1, radius)
        var previous = start
        var sweep = 0.0
        var closed = false
        for (index, element) in elements.enumerated().dropFirst() {
            switch element {
            case .curve(let p, let c1, let c2):
                guard !closed, abs(p.distance(to: center) - radius) < tolerance else { return nil }
                let (u, v) = (previous - center, p - center)
                let step = atan2(u.x * v.y - u.y * v.x, u.x * v.x + u.y * v.y)
                guard step != 0, sweep == 0 || (step > 0) == (sweep > 0) else { return nil }
                let k = 4.0 / 3.0 * tan(step / 4)
                let expected1 = Point(x: previous.x - k * u.y, y: previous.y + k * u.x)
                let expected2 = Point(x: p.x + k * v.y, y: p.y - k * v.x)
                guard c1.distance(to: expected1) < tolerance, c2.distance(to: expected2) < tolerance else { return nil }
                sweep += step
                previous = p
            case .closeSubpath where index == elements.count - 1:
                closed = true
            default:
                return nil
            }
        }
        let full = abs(sweep) >= 2 * .pi - 1e-9
        guard !closed || full else { return nil }
        let startAngle = atan2(start.y - center.y, start.x - center.x)
        return CircularArc(center: center, radius: radius, startAngle: startAngle, sweep: sweep, isFullCircle: full)
    }

    /// Where the normals at both ends of a cubic segment meet: the centre of the circle the
    /// segment follows, if it follows one.
    private static func center(_ p0: Point, _ c1: Point, _ c2: Point, _ p1: Point) -> Point? {
        let t0 = c1 - p0, t1 = p1 - c2
        // p0 + s·perp(t0) = p1 + t·perp(t1), with perp(x, y) = (-y, x).
        let (n0, n1) = (Point(x: -t0.y, y: t0.x), Point(x: -t1.y, y: t1.x))
        let det = n0.x * -n1.y - n0.y * -n1.x
        guard abs(det) > 1e-12 else { return nil }
        let d = p1 - p0
        let s = (d.x * -n1.y - d.y * -n1.x) / det
        return Point(x: p0.x + s * n0.x, y: p0.y + s * n0.y)
    }
}
