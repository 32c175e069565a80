import Foundation

/// Core Graphics' immutable path, which Foundation on Linux lacks: Apple's members and labels
/// (https://developer.apple.com/documentation/coregraphics/cgpath). It holds a Glance `Path`,
/// so `Path(cgPath)` draws the same outline. Like Apple's it is a class and not `Sendable`.
public class CGPath: Hashable, CustomStringConvertible {
    /// The outline, in the path's coordinates.
    package internal(set) var path: Path

    package init(path: Path) { self.path = path }

    /// A closed rectangle, mapped through `transform` if there is one.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(path: Path(rect).applying(CGPath.transform(transform)))
    }

    /// A closed ellipse inscribed in `rect` (four Bézier curves), mapped through `transform`.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(path: Path(ellipseIn: rect).applying(CGPath.transform(transform)))
    }

    /// A closed rounded rectangle, mapped through `transform`. Glance draws circular corners, of
    /// the smaller of the two radii.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(path: Path(roundedRect: Rect(rect), cornerRadius: Double(min(cornerWidth, cornerHeight))).applying(CGPath.transform(transform)))
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { path.isEmpty }

    /// The box around every point, Bézier control points included; `CGRect.null` when empty.
    public var boundingBox: CGRect { path.isEmpty ? .null : path.bounds.cgRect }

    /// The box around the outline itself, control points left out; `CGRect.null` when empty.
    public var boundingBoxOfPath: CGRect { path.isEmpty ? .null : path.boundingRect }

    /// The last point added (the start of a subpath just closed); `.zero` when empty.
    public var currentPoint: CGPoint { path.currentPoint ?? .zero }

    /// Whether `point`, mapped through `transform`, is inside the filled area under `rule`.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool {
        path.applying(transform).contains(point, eoFill: rule == .evenOdd)
    }

    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(path: path) }

    /// An immutable copy mapped through `transform`.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(path: path.applying(CGPath.transform(transform)))
    }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(copying: path) }

    /// A mutable copy mapped through `transform`.
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        CGMutablePath(copying: path.applying(CGPath.transform(transform)))
    }

    public static func == (a: CGPath, b: CGPath) -> Bool { a.path == b.path }
    public func hash(into hasher: inout Hasher) { hasher.combine(path) }
    public var description: String { "CGPath(\(path.elements.count) elements)" }

    /// The transform a pointer points at, or the identity for none.
    static func transform(_ pointer: UnsafePointer<CGAffineTransform>?) -> AffineTransform {
        pointer.map { AffineTransform($0.pointee) } ?? .identity
    }
}

/// The rule that decides which points a path's fill covers (Core Graphics' `CGPathFillRule`).
public enum CGPathFillRule: Int, Sendable {
    /// Nonzero winding.
    case winding = 0
    /// Even-odd.
    case evenOdd = 1
}
