/// Measuring and cutting paths by length.
extension Path {
    /// Straight segments approximating the path, one list of points per subpath.
    package func flattened(segmentsPerCurve: Int = 16) -> [[Point]] {
        var result: [[Point]] = []
        var current: [Point] = []
        var start = Point.zero
        func last() -> Point { current.last ?? start }
        for element in elements {
            switch element {
            case .move(let p):
                if current.count > 1 { result.append(current) }
                current = [p]
                start = p
            case .line(let p):
                current.append(p)
            case .quadCurve(let p, let c):
                let p0 = last()
                for i in 1...segmentsPerCurve {
                    let t = Double(i) / Double(segmentsPerCurve), u = 1 - t
                    current.append(Point(x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x, y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y))
                }
            case .curve(let p, let c1, let c2):
                let p0 = last()
                for i in 1...segmentsPerCurve {
                    let t = Double(i) / Double(segmentsPerCurve), u = 1 - t
                    let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
                    current.append(Point(x: a * p0.x + b * c1.x + c * c2.x + d * p.x, y: a * p0.y + b * c1.y + c * c2.y + d * p.y))
                }
            case .closeSubpath:
                current.append(start)
                if current.count > 1 { result.append(current) }
                current = [start]
            }
        }
        if current.count > 1 { result.append(current) }
        return result
    }

    /// Total length in points.
    package var length: Double {
        flattened().reduce(0) { total, points in
            total + zip(points, points.dropFirst()).reduce(0) { $0 + $1.0.distance(to: $1.1) }
        }
    }

    /// The part of the path between fractions `from` and `to` (0…1) of its length, as SwiftUI's `trim`.
    package func trimmed(from: Double, to: Double) -> Path {
        let (a, b) = (max(0, min(1, from)), max(0, min(1, to)))
        guard b > a else { return Path() }
        // A circle's length runs with its angle: the part is an exact arc.
        if let circle = circularArc, circle.isFullCircle {
            var arc = Path()
            arc.addArc(
                center: circle.center, radius: circle.radius, startAngle: circle.startAngle + a * circle.sweep,
                endAngle: circle.startAngle + b * circle.sweep)
            return arc
        }
        let subpaths = flattened()
        let total = length
        guard total > 0 else { return Path() }
        let (startLength, endLength) = (a * total, b * total)
        var out = Path()
        var walked = 0.0
        for points in subpaths {
            var penDown = false
            for (p, q) in zip(points, points.dropFirst()) {
                let d = p.distance(to: q)
                let (s0, s1) = (walked, walked + d)
                walked = s1
                guard d > 0, s1 > startLength, s0 < endLength else { continue }
                let t0 = max(0, (startLength - s0) / d), t1 = min(1, (endLength - s0) / d)
                let from = Point(x: p.x + (q.x - p.x) * t0, y: p.y + (q.y - p.y) * t0)
                let to = Point(x: p.x + (q.x - p.x) * t1, y: p.y + (q.y - p.y) * t1)
                if !penDown {
                    out.move(to: from)
                    penDown = true
                }
                out.addLine(to: to)
            }
        }
        return out
    }
}
