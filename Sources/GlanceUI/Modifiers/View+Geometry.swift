/// Modifiers that move, size or cut a view without changing what it draws.
extension View {
    /// Gives the view its ideal size along the chosen axes, whatever is offered.
    public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> ModifiedContent<Self, ArchivedModifier> {
        modifier(ArchivedModifier(.fixedSize(horizontal: horizontal, vertical: vertical)))
    }

    /// Draws the view moved by (x, y) without moving its frame.
    public func offset(x: Double = 0, y: Double = 0) -> ModifiedContent<Self, ArchivedModifier> {
        modifier(ArchivedModifier(.offset(x: x, y: y)))
    }

    public func offset(_ size: Size) -> ModifiedContent<Self, ArchivedModifier> { offset(x: size.width, y: size.height) }

    /// Takes all the space offered and centres the view at (x, y) within it.
    public func position(x: Double = 0, y: Double = 0) -> ModifiedContent<Self, ArchivedModifier> {
        modifier(ArchivedModifier(.position(x: x, y: y)))
    }

    /// Constrains the view to a width-to-height ratio (its ideal ratio when `nil`).
    public func aspectRatio(_ ratio: Double? = nil, contentMode: ContentMode) -> ModifiedContent<Self, ArchivedModifier> {
        modifier(ArchivedModifier(.aspectRatio(ratio.map { max(1e-6, $0) }, contentMode: contentMode)))
    }

    public func scaledToFit() -> ModifiedContent<Self, ArchivedModifier> { aspectRatio(contentMode: .fit) }
    public func scaledToFill() -> ModifiedContent<Self, ArchivedModifier> { aspectRatio(contentMode: .fill) }

    /// Hides whatever draws outside `shape` fitted to the view's bounds.
    public func clipShape<S: Shape>(_ shape: S) -> ModifiedContent<Self, ArchivedModifier> {
        modifier(ArchivedModifier(.clipShape(shape.outline)))
    }

    /// Draws the view scaled about `anchor`; its frame for layout is unchanged.
    public func scaleEffect(x: Double = 1, y: Double = 1, anchor: UnitPoint = .center) -> ModifiedContent<Self, ArchivedModifier> {
        modifier(ArchivedModifier(.scale(x: x, y: y, anchor: anchor)))
    }

    /// Draws the view scaled by `s` in both directions about `anchor`.
    public func scaleEffect(_ s: Double, anchor: UnitPoint = .center) -> ModifiedContent<Self, ArchivedModifier> {
        scaleEffect(x: s, y: s, anchor: anchor)
    }

    /// Draws the view rotated by `angle` about `anchor`, without changing its frame.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> ModifiedContent<Self, ArchivedModifier> {
        modifier(ArchivedModifier(.rotation(angle, anchor: anchor)))
    }
}
