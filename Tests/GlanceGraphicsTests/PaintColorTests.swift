import Foundation
import Testing

@testable import GlanceGraphics

/// `Paint.color(at:)`, what stenciled template images are tinted with: the colour the
/// rasterizer's gradients show at a point.
@Suite struct PaintColorTests {
    /// Red at 0 rad (right) to blue at π/2 (down), around (50, 50).
    let quarter = Paint.angularGradient(
        AngularGradientPaint(
            stops: [GradientStop(color: .red, location: 0), GradientStop(color: .blue, location: 1)], center: Point(x: 50, y: 50),
            startAngle: 0, endAngle: .pi / 2, radius: 100))

    func point(atAngle angle: Double) -> Point { Point(x: 50 + 20 * cos(angle), y: 50 + 20 * sin(angle)) }

    @Test func withinAPartialSweepTheColourFollowsTheAngle() {
        let middle = [GradientStop(color: .red, location: 0), GradientStop(color: .blue, location: 1)].color(at: 0.5)
        #expect(quarter.color(at: point(atAngle: .pi / 4)) == middle)
        #expect(quarter.color(at: point(atAngle: 0.001)).red > 0.9)
    }

    @Test func outsideAPartialSweepTheEndColoursMeetHalfWay() {
        // Beyond the end by less than half the gap (3π/4): the end colour; beyond that, the start's.
        for (angle, color) in [(Double.pi / 2 + 0.3, Color.blue), (.pi, .blue), (.pi * 1.2, .blue), (.pi * 1.3, .red), (-.pi / 2, .red), (-0.3, .red)] {
            #expect(quarter.color(at: point(atAngle: angle)) == color, "at \(angle) rad")
        }
    }
}
