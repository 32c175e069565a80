import Foundation
import GlanceCairo
import GlanceGraphics
import GlanceText
import GlanceUI
import Testing

/// A `Canvas` drawn by cairo: its state reaches the pixels (opacity, transform, clips, inverse
/// clips and layer clips, blend modes), and so do Core Graphics paths.
@MainActor
@Suite struct CanvasPixelTests {
    static let red = Color(red: 1, green: 0, blue: 0)
    static let white = Color(red: 1, green: 1, blue: 1)

    /// `view` laid out in 40 × 20 points and drawn at 1× over black.
    func draw<V: View>(_ view: V) throws -> Bitmap {
        let list = ViewRenderer(measurer: FixedAdvanceTextMeasurer()).render(view, in: Size(width: 40, height: 20)).displayList
        return try CairoRasterizer().rasterize(list, scale: 1, background: .black)
    }

    func rgb(_ b: Bitmap, _ x: Int, _ y: Int) -> [UInt8] {
        let p = b.pixel(x: x, y: y)
        return [p.r, p.g, p.b]
    }

    @Test func opacityAndTransformReachThePixels() throws {
        let b = try draw(Canvas { context, _ in
            context.translateBy(x: 20, y: 0)
            context.opacity = 0.5
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(Self.white))
        })
        #expect(rgb(b, 5, 5) == [0, 0, 0], "moved away from the origin")
        #expect((126...129).contains(rgb(b, 25, 5)[0]), "half white: \(rgb(b, 25, 5))")
    }

    @Test func clipsAndInverseClipsCut() throws {
        let b = try draw(Canvas { context, size in
            var left = context
            left.clip(to: Path(CGRect(x: 0, y: 0, width: 10, height: 20)))
            left.fill(Path(CGRect(origin: .zero, size: size)), with: .color(Self.white))
            var right = context
            right.clip(to: Path(CGRect(x: 30, y: 0, width: 10, height: 20)), options: .inverse)
            right.fill(Path(CGRect(x: 20, y: 0, width: 20, height: 20)), with: .color(Self.red))
        })
        #expect(rgb(b, 5, 10) == [255, 255, 255] && rgb(b, 15, 10) == [0, 0, 0], "white only inside the clip")
        #expect(rgb(b, 25, 10) == [255, 0, 0] && rgb(b, 35, 10) == [0, 0, 0], "red only outside the inverse clip")
    }

    @Test func theContextsBlendModeBlends() throws {
        let b = try draw(Canvas { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(Self.red))
            context.blendMode = .difference
            context.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(Self.white))
        })
        #expect(rgb(b, 5, 5) == [0, 255, 255] && rgb(b, 30, 5) == [255, 0, 0])
    }

    /// `clipToLayer` lets later drawing through where the layer drew (by its opacity), and with
    /// `.inverse` where it did not.
    @Test func layerClipsCutToWhatTheLayerDraws() throws {
        let b = try draw(Canvas { context, size in
            var left = context
            left.clipToLayer { layer in
                layer.fill(Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(Self.red))
            }
            left.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(Self.white))
            var right = context
            right.translateBy(x: 20, y: 0)
            right.clipToLayer(opacity: 0.5, options: .inverse) { layer in
                layer.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 20)), with: .color(Self.red))
            }
            right.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(Self.white))
        })
        #expect(rgb(b, 10, 10) == [255, 255, 255], "inside the drawn disk: white, not the layer's red")
        #expect(rgb(b, 1, 1) == [0, 0, 0] && rgb(b, 19, 19) == [0, 0, 0], "outside the disk's corners: nothing")
        #expect((126...129).contains(rgb(b, 25, 10)[0]), "half the inverse of a half-opaque layer: \(rgb(b, 25, 10))")
        #expect(rgb(b, 35, 10) == [255, 255, 255], "where the inverse layer drew nothing: all")
    }

    /// A circle built with `CGMutablePath` fills the disk it outlines, as a `Circle` would.
    @Test func aCoreGraphicsCircleFillsItsDisk() throws {
        let circle = CGMutablePath()
        circle.addArc(center: CGPoint(x: 10, y: 10), radius: 8, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        circle.closeSubpath()
        let b = try draw(Canvas { context, _ in context.fill(Path(circle), with: .color(Self.white)) })
        let reference = try draw(Canvas { context, _ in context.fill(Path(ellipseIn: CGRect(x: 2, y: 2, width: 16, height: 16)), with: .color(Self.white)) })
        #expect(rgb(b, 10, 10) == [255, 255, 255] && rgb(b, 10, 3) == [255, 255, 255] && rgb(b, 2, 2) == [0, 0, 0] && rgb(b, 25, 10) == [0, 0, 0])
        var differing = 0
        for y in 0..<20 { for x in 0..<40 where abs(Int(rgb(b, x, y)[0]) - Int(rgb(reference, x, y)[0])) > 8 { differing += 1 } }
        #expect(differing == 0, "\(differing) pixels differ from an ellipse in the same box")
    }
}
