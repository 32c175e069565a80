/// Turns a display list into pixels.
public protocol Rasterizer {
    /// Draws `list` over `background` at `scale` pixels per point.
    func rasterize(_ list: DisplayList, scale: Double, background: Color) throws -> Bitmap

    /// Draws `list` as `rasterize(_:scale:background:)` does, and may keep what it drew under
    /// `key`, so the next list drawn under the same key redraws only from its first change.
    /// The pixels are the same either way.
    func rasterize(_ list: DisplayList, scale: Double, background: Color, retainingAs key: String) throws -> Bitmap
}

extension Rasterizer {
    /// Rasterizers that keep nothing draw the whole list.
    public func rasterize(_ list: DisplayList, scale: Double, background: Color, retainingAs key: String) throws -> Bitmap {
        try rasterize(list, scale: scale, background: background)
    }
}
