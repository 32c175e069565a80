import Foundation

// SwiftUI's `Path` API, with Apple's labels and CoreGraphics types
// (https://developer.apple.com/documentation/swiftui/path). The members that take `Angle`
// or `RoundedCornerStyle` are in GlanceUI, where those types live.

extension Path {
    /// A rectangle.
    public init(_ rect: CGRect) { self.init(rect: Rect(rect)) }

    /// An ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) { self.init(ellipseIn: Rect(rect)) }

    /// The smallest rectangle around the path, not counting Bézier control points, as Apple's
    /// `boundingRect` (curves sampled 16 times a segment).
    public var boundingRect: CGRect { tightBounds.cgRect }

    /// The last point added, if any.
    public var currentPoint: CGPoint? {
        var start: Point?
        var last: Point?
        for element in elements {
            switch element {
            case .move(let p): (start, last) = (p, p)
            case .line(let p), .quadCurve(let p, _), .curve(let p, _, _): last = p
            case .closeSubpath: last = start
            }
        }
        return last?.cgPoint
    }

    public mutating func move(to end: CGPoint) { move(to: Point(end)) }
    public mutating func addLine(to end: CGPoint) { addLine(to: Point(end)) }
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) { addQuadCurve(to: Point(end), control: Point(control)) }
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        addCurve(to: Point(end), control1: Point(control1), control2: Point(control2))
    }

    /// A line through each point in turn, starting a new subpath at the first.
    public mutating func addLines(_ lines: [CGPoint]) {
        guard let first = lines.first else { return }
        move(to: first)
        for p in lines.dropFirst() { addLine(to: p) }
    }

    /// A closed rectangle, mapped through `transform`.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        addPath(Path(rect), transform: transform)
    }

    /// Closed rectangles, one per rect.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for r in rects { addRect(r, transform: transform) }
    }

    /// A closed ellipse inscribed in `rect`.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        addPath(Path(ellipseIn: rect), transform: transform)
    }

    /// Appends `path` mapped through `transform`.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        addPath(path.applying(AffineTransform(transform)))
    }

    /// An arc of radius `radius` that is tangent to the line from the current point to
    /// `tangent1End` and to the line from there to `tangent2End` (CGPath's `addArc(tangent1End:…)`).
    public mutating func addArc(tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        let t = AffineTransform(transform)
        let (a, b) = (Point(p1), Point(p2))
        guard let current = currentPoint.map(Point.init) else { move(to: a.applying(t)); return }
        let v0 = Point(x: current.x - a.x, y: current.y - a.y), v1 = Point(x: b.x - a.x, y: b.y - a.y)
        let (l0, l1) = ((v0.x * v0.x + v0.y * v0.y).squareRoot(), (v1.x * v1.x + v1.y * v1.y).squareRoot())
        let r = Double(radius)
        let cross = v0.x * v1.y - v0.y * v1.x
        guard l0 > 0, l1 > 0, r > 0, abs(cross) > 1e-12 else { addLine(to: a.applying(t)); return }
        let angle = acos(max(-1, min(1, (v0.x * v1.x + v0.y * v1.y) / (l0 * l1))))
        let d = r / tan(angle / 2)
        let s = Point(x: a.x + v0.x / l0 * d, y: a.y + v0.y / l0 * d)
        let e = Point(x: a.x + v1.x / l1 * d, y: a.y + v1.y / l1 * d)
        let bis = Point(x: v0.x / l0 + v1.x / l1, y: v0.y / l0 + v1.y / l1)
        let bl = (bis.x * bis.x + bis.y * bis.y).squareRoot()
        let h = r / sin(angle / 2)
        let c = Point(x: a.x + bis.x / bl * h, y: a.y + bis.y / bl * h)
        let start = atan2(s.y - c.y, s.x - c.x), end = atan2(e.y - c.y, e.x - c.x)
        var sweep = end - start
        if cross > 0 { while sweep > 0 { sweep -= 2 * .pi } } else { while sweep < 0 { sweep += 2 * .pi } }
        addLine(to: s.applying(t))
        var arc = Path()
        arc.move(to: s)
        arc.addArc(center: c, radius: r, startAngle: start, endAngle: start + sweep)
        addPath(Path(elements: Array(arc.elements.dropFirst())).applying(t))
    }

    /// The path mapped through `transform`.
    public func applying(_ transform: CGAffineTransform) -> Path { applying(AffineTransform(transform)) }

    /// The path moved by `dx`, `dy`.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path { applying(AffineTransform(translationX: Double(dx), y: Double(dy))) }

    /// The part of the path between two fractions of its length.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path { trimmed(from: Double(from), to: Double(to)) }

    /// Whether `p` is inside the path's filled area (nonzero winding, or even-odd).
    public func contains(_ p: CGPoint, eoFill: Bool = false) -> Bool {
        let q = Point(p)
        var winding = 0
        for polygon in flattened() where polygon.count > 2 {
            for i in polygon.indices {
                let (a, b) = (polygon[i], polygon[(i + 1) % polygon.count])
                if a.y <= q.y {
                    if b.y > q.y && (b.x - a.x) * (q.y - a.y) - (q.x - a.x) * (b.y - a.y) > 0 { winding += 1 }
                } else if b.y <= q.y && (b.x - a.x) * (q.y - a.y) - (q.x - a.x) * (b.y - a.y) < 0 {
                    winding -= 1
                }
            }
        }
        return eoFill ? winding % 2 != 0 : winding != 0
    }
}

extension Point {
    package func applying(_ t: AffineTransform) -> Point { t.apply(to: self) }
}
