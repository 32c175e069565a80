/// Turns a display list into pixels.
public protocol Rasterizer {
    /// Draws `list` over `background` at `scale` pixels per point.
    func rasterize(_ list: DisplayList, scale: Double, background: Color) throws -> Bitmap
}
