import Foundation

// The members of SwiftUI's `Path` that take `Angle` or `RoundedCornerStyle`, and `Path` as a
// `Shape` (https://developer.apple.com/documentation/swiftui/path).

/// How a rounded rectangle's corners curve. Glance draws both as circular arcs.
public enum RoundedCornerStyle: Hashable, Sendable {
    case circular, continuous
}

extension Path {
    /// A rounded rectangle.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(roundedRect: Rect(rect), cornerRadius: Double(cornerRadius))
    }

    /// A rounded rectangle whose corners are `cornerSize` (the smaller side is the radius).
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.init(roundedRect: rect, cornerRadius: min(cornerSize.width, cornerSize.height), style: style)
    }

    public mutating func addRoundedRect(
        in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous, transform: CGAffineTransform = .identity
    ) {
        addPath(Path(roundedRect: rect, cornerSize: cornerSize, style: style), transform: transform)
    }

    /// A circular arc, as CoreGraphics draws it: angles grow from +x toward +y, which on
    /// SwiftUI's y-down screen is clockwise, so `clockwise: false` sweeps clockwise on screen
    /// (Apple's `addArc(center:radius:startAngle:endAngle:clockwise:transform:)`). A line joins
    /// the current point to the arc's start.
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool, transform: CGAffineTransform = .identity
    ) {
        let tau = 2 * Double.pi
        var sweep = endAngle.radians - startAngle.radians
        guard sweep.isFinite else { return }
        // A full turn at most, in the asked direction (a remainder, not a loop: angles may be huge).
        if clockwise {
            if sweep < -tau { sweep = -tau } else if sweep > 0 { let r = sweep.truncatingRemainder(dividingBy: tau); sweep = r > 0 ? r - tau : 0 }
        } else {
            if sweep > tau { sweep = tau } else if sweep < 0 { let r = sweep.truncatingRemainder(dividingBy: tau); sweep = r < 0 ? r + tau : 0 }
        }
        addArc(center: center, radius: radius, startAngle: startAngle.radians, sweep: sweep, transform: transform)
    }

    /// An arc of `delta` from `startAngle`; positive deltas grow the angle (clockwise on screen).
    public mutating func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle, transform: CGAffineTransform = .identity
    ) {
        addArc(center: center, radius: radius, startAngle: startAngle.radians, sweep: delta.radians, transform: transform)
    }

    private mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Double, sweep: Double, transform: CGAffineTransform) {
        let t = AffineTransform(transform)
        if t.isIdentity {
            addArc(center: Point(center), radius: Double(radius), startAngle: startAngle, endAngle: startAngle + sweep)
            return
        }
        var arc = Path()
        arc.addArc(center: Point(center), radius: Double(radius), startAngle: startAngle, endAngle: startAngle + sweep)
        var mapped = arc.applying(t).elements
        if !elements.isEmpty, elements.last != .closeSubpath, case .move(let p) = mapped.first { mapped[0] = .line(to: p) }
        self = Path(elements: elements + mapped)
    }
}

extension Path: Shape {
    /// A path drawn as it is, whatever the rect.
    public func path(in rect: CGRect) -> Path { self }
}
