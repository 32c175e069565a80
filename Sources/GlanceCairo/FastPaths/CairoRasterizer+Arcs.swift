import CCairo
import Foundation
import GlanceGraphics

extension CairoRasterizer {
    /// Whether `item` under `t` is drawn through analytic coverage, not by cairo: a circle's
    /// fill, or an arc's stroke that `strokesFromCoverage`, under a similarity transform.
    static func drawsFromCoverage(_ item: DisplayItem, _ t: GlanceGraphics.AffineTransform) -> Bool {
        guard similarityScale(xx: t.a, yx: t.b, xy: t.c, yy: t.d) != nil else { return false }
        switch item {
        case .fill(let path, _, _): return path.circularArc?.isFullCircle == true
        case .stroke(let path, _, let style): return strokesFromCoverage(style) && path.circularArc != nil
        default: return false
        }
    }

    /// Strokes with no dash, butt or round caps and some width can be drawn from coverage.
    static func strokesFromCoverage(_ style: StrokeStyle) -> Bool {
        style.dash.isEmpty && style.lineCap != .square && style.lineWidth > 0
    }

    /// The scale of a transform that only moves, turns and scales evenly (no skew, no
    /// mirroring), as coverage needs; `nil` for any other.
    static func similarityScale(xx: Double, yx: Double, xy: Double, yy: Double) -> Double? {
        let scale = (xx * xx + yx * yx).squareRoot()
        return scale > 1e-9 && abs(xx - yy) <= 1e-9 * scale && abs(xy + yx) <= 1e-9 * scale ? scale : nil
    }

    /// Strokes `arc` through analytic coverage when it can: no dash, butt or round caps, and
    /// a transform that only moves, turns and scales evenly. `false` leaves it to cairo.
    func strokeArc(_ arc: CircularArc, _ paint: Paint, _ style: StrokeStyle, _ cr: OpaquePointer) -> Bool {
        guard Self.strokesFromCoverage(style) else { return false }
        return drawCoverage(arc, halfWidth: style.lineWidth / 2, roundCaps: style.lineCap == .round, paint, cr)
    }

    /// Fills a whole circle through analytic coverage when the transform allows.
    func fillCircle(_ arc: CircularArc, _ paint: Paint, _ cr: OpaquePointer) -> Bool {
        guard arc.isFullCircle else { return false }
        return drawCoverage(arc, halfWidth: nil, roundCaps: false, paint, cr)
    }

    private func drawCoverage(_ arc: CircularArc, halfWidth: Double?, roundCaps: Bool, _ paint: Paint, _ cr: OpaquePointer) -> Bool {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        guard let scale = Self.similarityScale(xx: m.xx, yx: m.yx, xy: m.xy, yy: m.yy) else { return false }
        let turn = atan2(m.yx, m.xx)
        var (start, sweep) = (arc.startAngle + turn, arc.sweep)
        if sweep < 0 { (start, sweep) = (start + sweep, -sweep) }
        let coverage = ArcCoverage(
            cx: m.xx * arc.center.x + m.xy * arc.center.y + m.x0, cy: m.yx * arc.center.x + m.yy * arc.center.y + m.y0,
            radius: arc.radius * scale, halfWidth: halfWidth.map { $0 * scale }, start: start, sweep: sweep,
            full: arc.isFullCircle || sweep >= 2 * .pi, roundCaps: roundCaps)
        // Within the groups' clips, not the areas a retained frame repaints: the same mask
        // serves every frame, and painting it is clipped to the area being repainted. The
        // mask's pixels follow from the arc and the clips, so those are its key, and a kept
        // mask is found without working out the arc's bounds.
        let key = ArcMaskKey(coverage: coverage, clip: clipArea)
        // The source is set under the drawing's transform, the context's own (its user space).
        if let kept = arcMasks.mask(for: key) {
            self.paint(kept, atX: kept.x, y: kept.y, paint, cr)
            return true
        }
        let area = coverage.bounds.intersection(clipArea)
        guard !area.isEmpty else { return true }  // nothing visible
        guard let made = CairoSurface.makeA8(width: area.x1 - area.x0, height: area.y1 - area.y0) else { return false }
        coverage.render(into: made.data, stride: Int(cairo_image_surface_get_stride(made.surface)), area: area)
        cairo_surface_mark_dirty(made.surface)
        paintNew(made.surface, x: area.x0, y: area.y0, key: key, in: arcMasks, paint, cr)
        return true
    }
}

/// An arc's coverage mask: the arc in device pixels and the pixels the clips let through, of
/// which the mask covers those the arc may touch.
struct ArcMaskKey: Hashable {
    var coverage: ArcCoverage
    var clip: PixelBox

    /// The arc's numbers folded into one word and hashed once (gauges look their arcs up every
    /// frame; equal keys fold alike).
    func hash(into hasher: inout Hasher) {
        var folded: UInt64 = 0xCBF2_9CE4_8422_2325
        @inline(__always) func fold(_ word: UInt64) { folded = (folded ^ word) &* 0x100_0000_01B3 }
        // + 0 makes −0 the +0 it equals, so equal numbers fold alike.
        @inline(__always) func fold(_ number: Double) { fold((number + 0).bitPattern) }
        let c = coverage
        fold(c.cx)
        fold(c.cy)
        fold(c.radius)
        fold(c.halfWidth ?? -1)
        fold(c.start)
        fold(c.sweep)
        fold((c.full ? 2 : 0) | (c.roundCaps ? 4 : 0))
        fold(UInt64(truncatingIfNeeded: clip.x0) ^ UInt64(truncatingIfNeeded: clip.y0) << 32)
        fold(UInt64(truncatingIfNeeded: clip.x1) ^ UInt64(truncatingIfNeeded: clip.y1) << 32)
        hasher.combine(folded)
    }
}
