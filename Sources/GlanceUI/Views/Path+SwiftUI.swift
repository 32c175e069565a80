import GlanceGraphics
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
        guard let sweep = Path.arcSweep(from: startAngle.radians, to: endAngle.radians, clockwise: clockwise) else { return }
        addArc(center: Point(center), radius: Double(radius), startAngle: startAngle.radians, sweep: sweep, transform: AffineTransform(transform))
    }

    /// An arc of `delta` from `startAngle`; positive deltas grow the angle (clockwise on screen).
    public mutating func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle, transform: CGAffineTransform = .identity
    ) {
        addArc(center: Point(center), radius: Double(radius), startAngle: startAngle.radians, sweep: delta.radians, transform: AffineTransform(transform))
    }
}

extension Path: Shape {
    /// A path drawn as it is, whatever the rect.
    public func path(in rect: CGRect) -> Path { self }
}
