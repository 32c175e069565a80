import GlanceGraphics

/// What the clips in force let through, in device pixels: everything, a box of whole pixels,
/// or a shape only cairo knows (anything else: a path that is not a rectangle, a turned or
/// skewed one, an edge between pixels).
enum DeviceClip: Equatable {
    case none
    case box(PixelBox)
    case shape

    /// The clip `path` makes under the transform (`xx`, `xy`, `yx`, `yy`, `x0`, `y0`, cairo's
    /// order) within this one.
    func adding(_ path: Path, xx: Double, yx: Double, xy: Double, yy: Double, x0: Double, y0: Double) -> DeviceClip {
        // A box along the axes, every corner on a pixel's corner once transformed.
        guard self != .shape, xy == 0, yx == 0, let (a, b, c, d) = path.axisAlignedBoxCorners else { return .shape }
        func pixel(_ v: Double) -> Int? { abs(v - v.rounded()) < 1e-9 ? Int(v.rounded()) : nil }
        guard let ax = pixel(xx * a.x + x0), let bx = pixel(xx * b.x + x0), let cx = pixel(xx * c.x + x0), let dx = pixel(xx * d.x + x0),
            let ay = pixel(yy * a.y + y0), let by = pixel(yy * b.y + y0), let cy = pixel(yy * c.y + y0), let dy = pixel(yy * d.y + y0)
        else { return .shape }
        let added = PixelBox(x0: min(ax, bx, cx, dx), y0: min(ay, by, cy, dy), x1: max(ax, bx, cx, dx), y1: max(ay, by, cy, dy))
        guard case .box(let box) = self else { return .box(added) }
        return .box(box.intersection(added))
    }

    /// The pixels of a `width` × `height` canvas the clip lets through, or nil for a shape.
    func bounds(width: Int, height: Int) -> PixelBox? {
        let canvas = PixelBox(x0: 0, y0: 0, x1: width, y1: height)
        switch self {
        case .none: return canvas
        case .box(let box): return box.intersection(canvas)
        case .shape: return nil
        }
    }
}
