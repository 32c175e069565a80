import CCairo
import GlanceGraphics

extension CairoRasterizer {
    /// Whether filling `path` by `rule` in `paint` would leave every pixel of the canvas as it
    /// is, so cairo need not fill it: the paint is the canvas's backdrop, opaque, each channel
    /// all or nothing (painted over itself it stays itself at any coverage), it goes straight
    /// onto the canvas (no group), and the canvas holds ink only where the fill surely gives no
    /// coverage (`FillReach`, worked out the second time a fill is met at a transform and size).
    /// A face's display outline (the screen outside the display, filled black over a black
    /// canvas every frame) is the fill this is for: its slots' ink stays inside the display.
    func fillChangesNothing(_ path: Path, _ paint: Paint, _ rule: FillRule, _ cr: OpaquePointer) -> Bool {
        guard case .color(let color) = paint, let canvas = drawingCanvas, let target = cairo_get_target(cr),
            cairo_get_group_target(cr) == target
        else { return false }
        let pixel = SolidOver.pixel(color)
        guard pixel == canvas.backdrop, pixel >> 24 == 0xFF, [0, 8, 16].allSatisfy({ [0, 0xFF].contains(pixel >> $0 & 0xFF) }) else {
            return false
        }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let key = FillKey(path: path, rule: rule, matrix: [m.xx, m.yx, m.xy, m.yy, m.x0, m.y0], size: canvas.size)
        let reach: FillReach
        if let kept = fillReaches.mask(for: key) {
            reach = kept
        } else {
            guard fillReaches.admits(key),
                let made = FillReach(width: canvas.size.width, height: canvas.size.height, matrix: m, fill: { fillCR in
                    self.addPath(path, fillCR)
                    cairo_set_fill_rule(fillCR, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                    cairo_fill(fillCR)
                })
            else { return false }
            fillReaches.keep(made, bytes: made.bytes, for: key)
            reach = made
        }
        guard canvas.ink.lies(within: reach.lo, reach.hi) else { return false }
        skippedFills += 1
        return true
    }
}

/// A fill as its reach depends on it: the path, the rule, the transform to the canvas and the
/// canvas's size.
struct FillKey: Hashable {
    var path: Path
    var rule: FillRule
    var matrix: [Double]
    var size: PixelSize
}
