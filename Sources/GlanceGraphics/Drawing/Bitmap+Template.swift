import Foundation

/// Template images: the image's alpha as a stencil, filled with a paint.
extension Bitmap {
    /// Every pixel in `paint` (its colour where the pixel lands in `rect`, the canvas points the
    /// bitmap is drawn into), as opaque as the pixel itself was; the image's own colours go.
    public func stenciled(with paint: Paint, over rect: Rect) -> Bitmap {
        var out = self
        guard width > 0, height > 0 else { return out }
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                let coverage = Double(pixels[i + 3]) / 255
                guard coverage > 0 else { continue }
                let at = Point(
                    x: rect.minX + (Double(x) + 0.5) * rect.width / Double(width),
                    y: rect.minY + (Double(y) + 0.5) * rect.height / Double(height))
                let c = paint.color(at: at)
                out.setPixel(x: x, y: y, to: c.opacity(coverage))
            }
        }
        return out
    }
}

extension Paint {
    /// The colour the paint has at `point` (canvas points).
    public func color(at point: Point) -> Color {
        switch self {
        case .color(let c):
            return c
        case .linearGradient(let g):
            let dx = g.end.x - g.start.x, dy = g.end.y - g.start.y
            let length2 = dx * dx + dy * dy
            return Self.color(g.stops, at: length2 > 0 ? ((point.x - g.start.x) * dx + (point.y - g.start.y) * dy) / length2 : 0)
        case .radialGradient(let g):
            let d = hypot(point.x - g.center.x, point.y - g.center.y)
            return Self.color(g.stops, at: g.endRadius > g.startRadius ? (d - g.startRadius) / (g.endRadius - g.startRadius) : 0)
        case .angularGradient(let g):
            let span = g.endAngle - g.startAngle
            guard span != 0 else { return Self.color(g.stops, at: 0) }
            var angle = atan2(point.y - g.center.y, point.x - g.center.x) - g.startAngle
            angle = angle.truncatingRemainder(dividingBy: 2 * .pi)
            if angle < 0 { angle += 2 * .pi }
            return Self.color(g.stops, at: angle / span)
        }
    }

    /// The colour `stops` give at `t`, interpolated between neighbours and held past the ends.
    static func color(_ stops: [GradientStop], at t: Double) -> Color {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        for (a, b) in zip(stops, stops.dropFirst()) where t <= b.location {
            let f = b.location > a.location ? (t - a.location) / (b.location - a.location) : 1
            func mix(_ u: Double, _ v: Double) -> Double { u + (v - u) * f }
            return Color(
                red: mix(a.color.red, b.color.red), green: mix(a.color.green, b.color.green),
                blue: mix(a.color.blue, b.color.blue), alpha: mix(a.color.alpha, b.color.alpha))
        }
        return last.color
    }
}
