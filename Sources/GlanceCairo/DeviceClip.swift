import GlanceGraphics

/// What the clips in force let through, in device pixels: everything, a box of whole pixels,
/// or a shape only cairo knows (anything else: a path that is not a rectangle, a turned or
/// skewed one, an edge between pixels).
enum DeviceClip: Equatable {
    case none
    case box(x0: Int, y0: Int, x1: Int, y1: Int)
    case shape

    /// The clip `path` makes under the transform (`xx`, `xy`, `yx`, `yy`, `x0`, `y0`, cairo's
    /// order) within this one.
    func adding(_ path: Path, xx: Double, yx: Double, xy: Double, yy: Double, x0: Double, y0: Double) -> DeviceClip {
        guard self != .shape, xy == 0, yx == 0, case .move(let start)? = path.elements.first, path.elements.count == 5,
            path.elements.last == .closeSubpath
        else { return .shape }
        var corners = [start]
        for element in path.elements.dropFirst().dropLast() {
            guard case .line(let to) = element, to.x == corners.last!.x || to.y == corners.last!.y else { return .shape }
            corners.append(to)
        }
        guard corners[3].x == start.x || corners[3].y == start.y else { return .shape }
        let xs = corners.map { xx * $0.x + x0 }, ys = corners.map { yy * $0.y + y0 }
        let whole = (xs + ys).map { $0.rounded() }
        guard zip(xs + ys, whole).allSatisfy({ abs($0 - $1) < 1e-9 }) else { return .shape }
        let added = (x0: Int(xs.min()!.rounded()), y0: Int(ys.min()!.rounded()), x1: Int(xs.max()!.rounded()), y1: Int(ys.max()!.rounded()))
        guard case .box(let a0, let b0, let a1, let b1) = self else { return .box(x0: added.x0, y0: added.y0, x1: added.x1, y1: added.y1) }
        return .box(x0: max(a0, added.x0), y0: max(b0, added.y0), x1: min(a1, added.x1), y1: min(b1, added.y1))
    }

    /// The pixels of a `width` × `height` canvas the clip lets through, or nil for a shape.
    func bounds(width: Int, height: Int) -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
        switch self {
        case .none: (0, 0, width, height)
        case .box(let x0, let y0, let x1, let y1): (max(0, x0), max(0, y0), min(width, x1), min(height, y1))
        case .shape: nil
        }
    }
}
