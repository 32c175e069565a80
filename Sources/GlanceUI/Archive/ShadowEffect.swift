import GlanceGraphics
import Foundation

/// A drop shadow as `shadow(color:radius:x:y:)` asks for it. Glance has no blur filter: the
/// softening is nine copies of the view's shape spread over half the radius, whose opacities
/// add up to the colour's.
public struct ShadowEffect: Codable, Hashable, Sendable {
    public var color: Color
    public var radius: Double
    public var x: Double
    public var y: Double

    public init(color: Color, radius: Double, x: Double, y: Double) {
        (self.color, self.radius, self.x, self.y) = (color, radius.isFinite ? max(0, radius) : 0, x.isFinite ? x : 0, y.isFinite ? y : 0)
    }

    /// Where each copy is drawn, relative to the view.
    var offsets: [(x: Double, y: Double)] {
        let spread = radius / 2
        guard spread > 0 else { return [(x, y)] }
        var all: [(x: Double, y: Double)] = [(x, y)]
        for i in 0..<8 {
            let angle = Double(i) * Double.pi / 4
            all.append((x + spread * cos(angle), y + spread * sin(angle)))
        }
        return all
    }

    /// Each copy's colour: the shadow's, at an opacity such that all copies overlapping reach its own.
    var copyColor: Color {
        var shade = color
        shade.alpha = 1 - pow(1 - min(0.999, color.alpha), 1 / Double(offsets.count))
        return shade
    }
}
