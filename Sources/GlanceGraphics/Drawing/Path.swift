/// A vector outline made of straight and Bézier segments, in points.
public struct Path: Codable, Hashable, Sendable {
    /// One segment of a path.
    package enum Element: Codable, Hashable, Sendable {
        case move(to: Point)
        case line(to: Point)
        case quadCurve(to: Point, control: Point)
        case curve(to: Point, control1: Point, control2: Point)
        case closeSubpath
    }

    package private(set) var elements: [Element] = []

    public init() {}

    package init(elements: [Element]) { self.elements = elements }

    public init(_ build: (inout Path) -> Void) {
        build(&self)
    }

    public var isEmpty: Bool { elements.isEmpty }

    package mutating func move(to p: Point) { elements.append(.move(to: p)) }
    package mutating func addLine(to p: Point) { elements.append(.line(to: p)) }
    package mutating func addQuadCurve(to p: Point, control: Point) {
        elements.append(.quadCurve(to: p, control: control))
    }
    package mutating func addCurve(to p: Point, control1: Point, control2: Point) {
        elements.append(.curve(to: p, control1: control1, control2: control2))
    }
    public mutating func closeSubpath() { elements.append(.closeSubpath) }

    /// Appends every element of `other`.
    public mutating func addPath(_ other: Path) { elements += other.elements }

    /// The box around every point and control point (a safe, slightly loose bound).
    package var bounds: Rect {
        // Seeded with the first point, then widened by each: no array of points made.
        var box: (x0: Double, y0: Double, x1: Double, y1: Double)?
        func add(_ p: Point) {
            guard let b = box else { return box = (p.x, p.y, p.x, p.y) }
            box = (min(b.x0, p.x), min(b.y0, p.y), max(b.x1, p.x), max(b.y1, p.y))
        }
        for element in elements {
            switch element {
            case .move(let p), .line(let p): add(p)
            case .quadCurve(let p, let c): add(p); add(c)
            case .curve(let p, let c1, let c2): add(p); add(c1); add(c2)
            case .closeSubpath: break
            }
        }
        guard let box else { return .zero }
        return Rect(x: box.x0, y: box.y0, width: box.x1 - box.x0, height: box.y1 - box.y0)
    }

    /// The path with every point mapped through `t`.
    package func applying(_ t: AffineTransform) -> Path {
        guard !t.isIdentity else { return self }
        var out = Path()
        out.elements = elements.map { element in
            switch element {
            case .move(let p): .move(to: t.apply(to: p))
            case .line(let p): .line(to: t.apply(to: p))
            case .quadCurve(let p, let c): .quadCurve(to: t.apply(to: p), control: t.apply(to: c))
            case .curve(let p, let c1, let c2):
                .curve(to: t.apply(to: p), control1: t.apply(to: c1), control2: t.apply(to: c2))
            case .closeSubpath: .closeSubpath
            }
        }
        return out
    }
}
