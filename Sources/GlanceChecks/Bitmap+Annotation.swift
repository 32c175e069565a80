import Foundation
import GlanceGraphics

extension Bitmap {
    /// The bitmap with `rect` (in points, at `scale` pixels a point) outlined in red, 2 px
    /// wide, clamped to the image; unchanged without a rect.
    public func outlining(_ rect: Rect?, scale: Double) -> Bitmap {
        guard let rect, width > 0, height > 0 else { return self }
        var out = self
        let x0 = Swift.max(0, Swift.min(width - 1, Int((rect.minX * scale).rounded(.down)) - 1))
        let y0 = Swift.max(0, Swift.min(height - 1, Int((rect.minY * scale).rounded(.down)) - 1))
        let x1 = Swift.max(0, Swift.min(width - 1, Int((rect.maxX * scale).rounded(.up))))
        let y1 = Swift.max(0, Swift.min(height - 1, Int((rect.maxY * scale).rounded(.up))))
        for x in x0...x1 {
            for y in [y0, Swift.min(y0 + 1, y1), Swift.max(y1 - 1, y0), y1] { out.setPixel(x: x, y: y, to: .red) }
        }
        for y in y0...y1 {
            for x in [x0, Swift.min(x0 + 1, x1), Swift.max(x1 - 1, x0), x1] { out.setPixel(x: x, y: y, to: .red) }
        }
        return out
    }

    /// Relative luminance (WCAG, linearised sRGB) of the pixel at (x, y), composited over black.
    func relativeLuminance(x: Int, y: Int) -> Double {
        let p = pixel(x: x, y: y)
        return Color(r8: Int(p.r), g8: Int(p.g), b8: Int(p.b)).luminance
    }
}
