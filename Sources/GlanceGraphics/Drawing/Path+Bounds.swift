extension Path {
    /// The path's four corners when it is one closed box with edges along the axes, as
    /// `Path(rect:)` makes it; `nil` for any other path.
    package var axisAlignedBoxCorners: (Point, Point, Point, Point)? {
        guard elements.count == 5, case .move(let a) = elements[0], case .line(let b) = elements[1], case .line(let c) = elements[2],
            case .line(let d) = elements[3], elements[4] == .closeSubpath
        else { return nil }
        func aligned(_ p: Point, _ q: Point) -> Bool { p.x == q.x || p.y == q.y }
        return aligned(a, b) && aligned(b, c) && aligned(c, d) && aligned(d, a) ? (a, b, c, d) : nil
    }

    /// Whether the path is one closed box with edges along the axes.
    package var isAxisAlignedBox: Bool { axisAlignedBoxCorners != nil }

    /// The box around the curve itself (sampled), not its control points: an arc's controls
    /// lie outside what it draws.
    package var tightBounds: Rect {
        var points: [Point] = []
        var current = Point(x: 0, y: 0), start = current
        for element in elements {
            switch element {
            case .move(let p):
                (current, start) = (p, p)
                points.append(p)
            case .line(let p):
                points.append(p)
                current = p
            case .quadCurve(let p, let c):
                for i in 1...16 {
                    let t = Double(i) / 16, u = 1 - t
                    points.append(Point(x: u * u * current.x + 2 * u * t * c.x + t * t * p.x, y: u * u * current.y + 2 * u * t * c.y + t * t * p.y))
                }
                current = p
            case .curve(let p, let c1, let c2):
                for i in 1...16 {
                    let t = Double(i) / 16, u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    points.append(Point(x: a * current.x + b * c1.x + c * c2.x + d * p.x, y: a * current.y + b * c1.y + c * c2.y + d * p.y))
                }
                current = p
            case .closeSubpath:
                current = start
            }
        }
        guard let first = points.first else { return .zero }
        var (x0, y0, x1, y1) = (first.x, first.y, first.x, first.y)
        for p in points.dropFirst() { (x0, y0, x1, y1) = (min(x0, p.x), min(y0, p.y), max(x1, p.x), max(y1, p.y)) }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
