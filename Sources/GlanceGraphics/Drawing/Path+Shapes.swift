import Foundation

/// Constructors for the shapes views draw.
extension Path {
    /// Bézier handle length for a quarter circle of radius 1.
    static let kappa = 0.552_284_749_830_793_4

    package init(rect: Rect) {
        self.init()
        move(to: rect.origin)
        addLine(to: Point(x: rect.maxX, y: rect.minY))
        addLine(to: Point(x: rect.maxX, y: rect.maxY))
        addLine(to: Point(x: rect.minX, y: rect.maxY))
        closeSubpath()
    }

    /// A rectangle with circular corners; the radius is capped at half the shorter side.
    package init(roundedRect rect: Rect, cornerRadius: Double) {
        let r = max(0, min(cornerRadius, rect.width / 2, rect.height / 2))
        guard r > 0 else {
            self.init(rect: rect)
            return
        }
        self.init()
        let k = r * Path.kappa
        move(to: Point(x: rect.minX + r, y: rect.minY))
        addLine(to: Point(x: rect.maxX - r, y: rect.minY))
        addCurve(
            to: Point(x: rect.maxX, y: rect.minY + r),
            control1: Point(x: rect.maxX - r + k, y: rect.minY), control2: Point(x: rect.maxX, y: rect.minY + r - k))
        addLine(to: Point(x: rect.maxX, y: rect.maxY - r))
        addCurve(
            to: Point(x: rect.maxX - r, y: rect.maxY),
            control1: Point(x: rect.maxX, y: rect.maxY - r + k), control2: Point(x: rect.maxX - r + k, y: rect.maxY))
        addLine(to: Point(x: rect.minX + r, y: rect.maxY))
        addCurve(
            to: Point(x: rect.minX, y: rect.maxY - r),
            control1: Point(x: rect.minX + r - k, y: rect.maxY), control2: Point(x: rect.minX, y: rect.maxY - r + k))
        addLine(to: Point(x: rect.minX, y: rect.minY + r))
        addCurve(
            to: Point(x: rect.minX + r, y: rect.minY),
            control1: Point(x: rect.minX, y: rect.minY + r - k), control2: Point(x: rect.minX + r - k, y: rect.minY))
        closeSubpath()
    }

    /// The ellipse inscribed in `rect`.
    package init(ellipseIn rect: Rect) {
        self.init()
        let (cx, cy, rx, ry) = (rect.midX, rect.midY, rect.width / 2, rect.height / 2)
        let (kx, ky) = (rx * Path.kappa, ry * Path.kappa)
        move(to: Point(x: cx + rx, y: cy))
        addCurve(to: Point(x: cx, y: cy + ry), control1: Point(x: cx + rx, y: cy + ky), control2: Point(x: cx + kx, y: cy + ry))
        addCurve(to: Point(x: cx - rx, y: cy), control1: Point(x: cx - kx, y: cy + ry), control2: Point(x: cx - rx, y: cy + ky))
        addCurve(to: Point(x: cx, y: cy - ry), control1: Point(x: cx - rx, y: cy - ky), control2: Point(x: cx - kx, y: cy - ry))
        addCurve(to: Point(x: cx + rx, y: cy), control1: Point(x: cx + kx, y: cy - ry), control2: Point(x: cx + rx, y: cy - ky))
        closeSubpath()
    }

    /// `rect` with `shape` cut out of it, when filled even-odd: `rect`, then `shape`.
    package init(rect: Rect, excluding shape: Path) {
        self.init(rect: rect)
        addPath(shape)
    }

    /// A capsule: a rounded rectangle whose radius is half its shorter side.
    package init(capsuleIn rect: Rect) {
        self.init(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2)
    }

    /// Adds a circular arc from `startAngle` to `endAngle` (radians, 0 = +x, growing
    /// clockwise on screen), joined to the current point by a line if there is one.
    ///
    /// An arc of no angle adds its start point alone, as CoreGraphics' does: a subpath that is a
    /// single point has no length, so a stroke draws nothing there whatever its caps (SwiftUI
    /// draws no dot for a 0% arc, docs/fidelity.md, "Strokes of no length"). A line to the same
    /// point is another matter: two points at one place stroked with round caps draw a dot, as
    /// the PDF imaging model CoreGraphics follows says.
    package mutating func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double) {
        let sweep = endAngle - startAngle
        guard sweep.isFinite, radius.isFinite, center.x.isFinite, center.y.isFinite else { return }
        let segments = max(1, Int(min(64, (abs(sweep) / (Double.pi / 2)).rounded(.up))))
        let step = sweep / Double(segments)
        let k = 4.0 / 3.0 * tan(step / 4)
        func at(_ a: Double) -> Point { Point(x: center.x + radius * cos(a), y: center.y + radius * sin(a)) }
        let start = at(startAngle)
        if elements.isEmpty || elements.last == .closeSubpath { move(to: start) } else { addLine(to: start) }
        guard sweep != 0 else { return }
        var a0 = startAngle
        for _ in 0..<segments {
            let a1 = a0 + step
            let (p0, p1) = (at(a0), at(a1))
            addCurve(
                to: p1,
                control1: Point(x: p0.x - k * radius * sin(a0), y: p0.y + k * radius * cos(a0)),
                control2: Point(x: p1.x + k * radius * sin(a1), y: p1.y - k * radius * cos(a1)))
            a0 = a1
        }
    }

    /// The sweep from `start` to `end` (radians) in the direction CoreGraphics' `clockwise`
    /// names: angles grow from +x toward +y, which on a y-down screen is clockwise, so `false`
    /// sweeps clockwise on screen. At most a full turn; nil when not finite.
    package static func arcSweep(from start: Double, to end: Double, clockwise: Bool) -> Double? {
        let tau = 2 * Double.pi
        var sweep = end - start
        guard sweep.isFinite else { return nil }
        // A full turn at most, in the asked direction (a remainder, not a loop: angles may be huge).
        if clockwise {
            if sweep < -tau { sweep = -tau } else if sweep > 0 { let r = sweep.truncatingRemainder(dividingBy: tau); sweep = r > 0 ? r - tau : 0 }
        } else {
            if sweep > tau { sweep = tau } else if sweep < 0 { let r = sweep.truncatingRemainder(dividingBy: tau); sweep = r < 0 ? r + tau : 0 }
        }
        return sweep
    }

    /// An arc of `sweep` radians from `startAngle`, mapped through `transform`, joined to the
    /// current point by a line if there is one.
    package mutating func addArc(center: Point, radius: Double, startAngle: Double, sweep: Double, transform: AffineTransform) {
        if transform.isIdentity {
            addArc(center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + sweep)
            return
        }
        var arc = Path()
        arc.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + sweep)
        var mapped = arc.applying(transform).elements
        if !elements.isEmpty, elements.last != .closeSubpath, case .move(let p) = mapped.first { mapped[0] = .line(to: p) }
        self = Path(elements: elements + mapped)
    }
}
