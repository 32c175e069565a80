import Foundation
import GlanceGraphics
import GlanceUI
import Testing

/// Core Graphics paths as widget code builds them: `CGMutablePath`, `CGPath(ellipseIn:)`,
/// `Path(cgPath)` and `Path.cgPath` give the outlines SwiftUI's `Path` does.
@Suite struct CGPathTests {
    @Test func aMutablePathBuildsTheSameOutlineAsAPath() {
        let cg = CGMutablePath()
        cg.move(to: CGPoint(x: 0, y: 0))
        cg.addLine(to: CGPoint(x: 10, y: 0))
        cg.addQuadCurve(to: CGPoint(x: 10, y: 10), control: CGPoint(x: 15, y: 5))
        cg.addCurve(to: CGPoint(x: 0, y: 10), control1: CGPoint(x: 8, y: 14), control2: CGPoint(x: 2, y: 14))
        cg.closeSubpath()
        cg.addRect(CGRect(x: 20, y: 0, width: 5, height: 5))
        cg.addEllipse(in: CGRect(x: 30, y: 0, width: 10, height: 6))
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addQuadCurve(to: CGPoint(x: 10, y: 10), control: CGPoint(x: 15, y: 5))
        path.addCurve(to: CGPoint(x: 0, y: 10), control1: CGPoint(x: 8, y: 14), control2: CGPoint(x: 2, y: 14))
        path.closeSubpath()
        path.addRect(CGRect(x: 20, y: 0, width: 5, height: 5))
        path.addEllipse(in: CGRect(x: 30, y: 0, width: 10, height: 6))
        #expect(Path(cg) == path && Path(cg as CGPath) == path)
        #expect(path.cgPath == cg && Path(path.cgPath) == path)
    }

    @Test func arcsSweepAsPathsDoInRadians() {
        for clockwise in [false, true] {
            let cg = CGMutablePath()
            cg.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: clockwise)
            var path = Path()
            path.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: clockwise)
            #expect(Path(cg) == path)
        }
        let relative = CGMutablePath()
        relative.addRelativeArc(center: .zero, radius: 5, startAngle: 0, delta: -.pi)
        #expect(abs(relative.boundingBoxOfPath.minY + 5) < 0.01 && abs(relative.boundingBoxOfPath.maxY) < 0.01, "a negative delta sweeps up on screen")
    }

    @Test func aCircleHasItsBoxAndItsInside() {
        let circle = CGMutablePath()
        circle.addArc(center: CGPoint(x: 20, y: 20), radius: 10, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        circle.closeSubpath()
        let box = circle.boundingBoxOfPath
        #expect(abs(box.minX - 10) < 0.01 && abs(box.maxX - 30) < 0.01 && abs(box.minY - 10) < 0.01 && abs(box.maxY - 30) < 0.01)
        #expect(circle.boundingBox.contains(box), "control points included")
        #expect(circle.contains(CGPoint(x: 20, y: 20)) && circle.contains(CGPoint(x: 27, y: 27)) && !circle.contains(CGPoint(x: 28, y: 28)))
        #expect(CGMutablePath().boundingBox.isNull && CGMutablePath().isEmpty && CGMutablePath().currentPoint == .zero)
    }

    @Test func immutablePathsTakeATransformPointer() {
        var shift = CGAffineTransform(translationX: 5, y: 7)
        let rect = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 4), transform: &shift)
        #expect(rect.boundingBox == CGRect(x: 5, y: 7, width: 10, height: 4) && rect.currentPoint == CGPoint(x: 5, y: 7))
        let ellipse = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 8, height: 8), transform: nil)
        #expect(Path(ellipse) == Path(ellipseIn: CGRect(x: 0, y: 0, width: 8, height: 8)))
        let moved = CGMutablePath()
        moved.addPath(ellipse, transform: shift)
        moved.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1)], transform: shift)
        #expect(moved.currentPoint == CGPoint(x: 6, y: 8) && moved.mutableCopy() == moved && moved.copy(using: &shift)?.boundingBoxOfPath.minX == 5 + 5)
    }

    /// `CGMutablePath(ellipseIn:transform:)` is the path's initialiser, giving a mutable path that
    /// takes more elements.
    @Test func aMutablePathStartsFromTheShapeInitialisers() {
        let disc = CGMutablePath(ellipseIn: CGRect(x: 0, y: 0, width: 8, height: 8), transform: nil)
        #expect(Path(disc) == Path(ellipseIn: CGRect(x: 0, y: 0, width: 8, height: 8)))
        disc.addRect(CGRect(x: 10, y: 0, width: 2, height: 2))
        #expect(disc.boundingBox.maxX == 12)
    }
}
