import Foundation

/// Template images: the image's alpha as a stencil, filled with a paint.
extension Bitmap {
    /// Every pixel in `paint` (its colour where the pixel lands in `rect`, the canvas points the
    /// bitmap is drawn into), as opaque as the pixel itself was; the image's own colours go.
    public func stenciled(with paint: Paint, over rect: Rect) -> Bitmap {
        var out = self
        guard width > 0, height > 0 else { return out }
        var solid: Color?
        if case .color(let c) = paint { solid = c }
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                let coverage = Double(pixels[i + 3]) / 255
                guard coverage > 0 else { continue }
                let c =
                    solid
                    ?? paint.color(
                        at: Point(
                            x: rect.minX + (Double(x) + 0.5) * rect.width / Double(width),
                            y: rect.minY + (Double(y) + 0.5) * rect.height / Double(height)))
                out.setPixel(x: x, y: y, to: c.opacity(coverage))
            }
        }
        return out
    }
}

extension Paint {
    /// The colour the paint has at `point` (canvas points): what the rasterizer's gradients
    /// show there.
    public func color(at point: Point) -> Color {
        switch self {
        case .color(let c):
            return c
        case .linearGradient(let g):
            let dx = g.end.x - g.start.x, dy = g.end.y - g.start.y
            let length2 = dx * dx + dy * dy
            return g.stops.color(at: length2 > 0 ? ((point.x - g.start.x) * dx + (point.y - g.start.y) * dy) / length2 : 0)
        case .radialGradient(let g):
            let d = hypot(point.x - g.center.x, point.y - g.center.y)
            return g.stops.color(at: g.endRadius > g.startRadius ? (d - g.startRadius) / (g.endRadius - g.startRadius) : 0)
        case .angularGradient(let g):
            return g.color(atAngle: atan2(point.y - g.center.y, point.x - g.center.x))
        }
    }
}
