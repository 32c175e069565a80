import GlanceGraphics
import Foundation

/// A shape turned by an angle about an anchor in its frame, as `Shape.rotation(_:anchor:)` makes.
nonisolated public struct RotatedShape<Content: Shape>: Shape {
    public var shape: Content
    public var angle: Angle
    public var anchor: UnitPoint

    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) { (self.shape, self.angle, self.anchor) = (shape, angle, anchor) }

    @MainActor public func path(in rect: CGRect) -> Path {
        let pivot = CGPoint(x: rect.minX + rect.width * anchor.x, y: rect.minY + rect.height * anchor.y)
        let turn = CGAffineTransform(translationX: pivot.x, y: pivot.y).rotated(by: angle.radians).translatedBy(x: -pivot.x, y: -pivot.y)
        return shape.path(in: rect).applying(turn)
    }
}

nonisolated extension Shape {
    /// The shape turned by `angle` about `anchor`.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }
}
