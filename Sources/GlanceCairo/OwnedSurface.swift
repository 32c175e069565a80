import CCairo

/// A cairo surface destroyed with its owner: an image kept in a `MaskCache` (`GradientImages`,
/// `ClippedStrokes`) or made for one drawing.
final class OwnedSurface {
    let surface: OpaquePointer

    init(surface: OpaquePointer) { self.surface = surface }
    deinit { cairo_surface_destroy(surface) }
}
