import GlanceGraphics
import Foundation

/// Modifiers that move, size or cut a view without changing what it draws.
nonisolated extension View {
    /// Gives the view its ideal size along the chosen axes, whatever is offered.
    public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> some View {
        modifier(ArchivedModifier(.fixedSize(horizontal: horizontal, vertical: vertical)))
    }

    /// Draws the view moved by (x, y) without moving its frame.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(ArchivedModifier(.offset(x: x, y: y)))
    }

    public func offset(_ offset: CGSize) -> some View { self.offset(x: offset.width, y: offset.height) }

    /// Takes all the space offered and centres the view at (x, y) within it.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(ArchivedModifier(.position(x: x, y: y)))
    }

    /// Takes all the space offered and centres the view at `position` within it.
    public func position(_ position: CGPoint) -> some View { self.position(x: position.x, y: position.y) }

    /// Constrains the view to a width-to-height ratio (its ideal ratio when `nil`).
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        modifier(ArchivedModifier(.aspectRatio(aspectRatio.map { max(1e-6, Double($0)) }, contentMode: contentMode)))
    }

    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }

    /// Hides whatever draws outside `shape` fitted to the view's bounds.
    public func clipShape<S: Shape>(_ shape: S) -> some View {
        modifier(ArchivedModifier(nodes: { outer, _ in [.clipShape(shape.outline(in: outer))] }))
    }

    /// Draws the view scaled about `anchor`; its frame for layout is unchanged.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        modifier(ArchivedModifier(.scale(x: x, y: y, anchor: anchor)))
    }

    /// Draws the view scaled by `s` in both directions about `anchor`.
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(x: s, y: s, anchor: anchor)
    }

    /// Draws the view scaled by `s.width` across and `s.height` down about `anchor`.
    public func scaleEffect(_ s: CGSize, anchor: UnitPoint = .center) -> some View {
        scaleEffect(x: s.width, y: s.height, anchor: anchor)
    }

    /// Draws the view rotated by `angle` about `anchor`, without changing its frame.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modifier(ArchivedModifier(.rotation(angle, anchor: anchor)))
    }
}

nonisolated extension View {
    /// Draws the view through `transform` of its own coordinates, without changing its frame.
    public func transformEffect(_ transform: CGAffineTransform) -> some View {
        modifier(ArchivedModifier(.transform(transform)))
    }
}
