import Foundation

/// Core Graphics' mutable path (https://developer.apple.com/documentation/coregraphics/cgmutablepath):
/// Apple's members, labels and defaults. Each element is mapped through its `transform` as it is
/// added; `Path(mutablePath)` draws the outline built.
public class CGMutablePath: CGPath {
    /// An empty path.
    public init() { super.init(path: Path()) }

    init(copying path: Path) { super.init(path: path) }

    /// Overridden so the path's convenience initialisers (`CGMutablePath(ellipseIn:transform:)`,
    /// `CGMutablePath(rect:transform:)`) make mutable paths, as Core Graphics' do.
    package override init(path: Path) { super.init(path: path) }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.move(to: Point(point).applying(AffineTransform(transform)))
    }

    /// A straight line from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.addLine(to: Point(point).applying(AffineTransform(transform)))
    }

    /// Straight lines through `points` in turn, starting a new subpath at the first.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for p in points.dropFirst() { addLine(to: p, transform: transform) }
    }

    /// A quadratic Bézier curve from the current point to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        let t = AffineTransform(transform)
        path.addQuadCurve(to: Point(end).applying(t), control: Point(control).applying(t))
    }

    /// A cubic Bézier curve from the current point to `end`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        let t = AffineTransform(transform)
        path.addCurve(to: Point(end).applying(t), control1: Point(control1).applying(t), control2: Point(control2).applying(t))
    }

    /// A circular arc from `startAngle` to `endAngle` (radians). Angles grow from +x toward +y,
    /// so on SwiftUI's y-down screen `clockwise: false` sweeps clockwise, as Core Graphics draws
    /// it in a flipped context. A line joins the current point to the arc's start.
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool, transform: CGAffineTransform = .identity
    ) {
        guard let sweep = Path.arcSweep(from: Double(startAngle), to: Double(endAngle), clockwise: clockwise) else { return }
        path.addArc(center: Point(center), radius: Double(radius), startAngle: Double(startAngle), sweep: sweep, transform: AffineTransform(transform))
    }

    /// A circular arc of `delta` radians from `startAngle`.
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat, transform: CGAffineTransform = .identity) {
        path.addArc(center: Point(center), radius: Double(radius), startAngle: Double(startAngle), sweep: Double(delta), transform: AffineTransform(transform))
    }

    /// An arc of `radius` tangent to the line from the current point to `tangent1End` and to the
    /// line from there to `tangent2End`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        path.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: transform)
    }

    /// A closed rectangle.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) { path.addRect(rect, transform: transform) }

    /// Closed rectangles, one per rect.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) { path.addRects(rects, transform: transform) }

    /// A closed ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) { path.addEllipse(in: rect, transform: transform) }

    /// A closed rounded rectangle. Glance draws circular corners, of the smaller of the two radii.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
        path.addPath(Path(roundedRect: Rect(rect), cornerRadius: Double(min(cornerWidth, cornerHeight))), transform: transform)
    }

    /// Appends `path`'s elements, mapped through `transform`.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) { self.path.addPath(path.path, transform: transform) }

    /// Closes the current subpath with a line back to its start.
    public func closeSubpath() { path.closeSubpath() }
}
