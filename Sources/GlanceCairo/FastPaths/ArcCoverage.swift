import Foundation

/// Anti-aliased coverage of a circular arc stroke or a disc, worked out per pixel from the
/// distance to the shape's edge, in device pixels. Only the pixels of the ring are visited,
/// row by row, so a gauge's arc costs a few thousand cheap pixel evaluations instead of
/// cairo's curve flattening and scan conversion.
struct ArcCoverage: Hashable {
    /// Centre and radius, in device pixels.
    var cx: Double, cy: Double, radius: Double
    /// Half the stroke width in device pixels; `nil` for a filled disc.
    var halfWidth: Double?
    /// The arc from `start` through a positive `sweep` (device angles); ignored when `full`.
    var start: Double, sweep: Double
    var full: Bool
    var roundCaps: Bool

    /// The device pixels that can be touched: x0..<x1, y0..<y1; for a partial arc, the box
    /// around its ends and the extremes of the circle it passes.
    var bounds: PixelBox {
        let pad = (halfWidth ?? 0) + 1
        var (minX, minY, maxX, maxY) = (cx - radius, cy - radius, cx + radius, cy + radius)
        if !full {
            let ends = [start, start + sweep].map { (cx + radius * cos($0), cy + radius * sin($0)) }
            (minX, maxX) = (min(ends[0].0, ends[1].0), max(ends[0].0, ends[1].0))
            (minY, maxY) = (min(ends[0].1, ends[1].1), max(ends[0].1, ends[1].1))
            // Every quarter turn (right, bottom, left, top) the arc passes widens the box.
            var quarter = (start / (.pi / 2)).rounded(.up) * (.pi / 2)
            while quarter <= start + sweep {
                let turns = Int((quarter / (.pi / 2)).rounded()) & 3
                switch turns {
                case 0: maxX = cx + radius
                case 1: maxY = cy + radius
                case 2: minX = cx - radius
                default: minY = cy - radius
                }
                quarter += .pi / 2
            }
        }
        return PixelBox(
            x0: Int((minX - pad).rounded(.down)), y0: Int((minY - pad).rounded(.down)), x1: Int((maxX + pad).rounded(.up)),
            y1: Int((maxY + pad).rounded(.up)))
    }

    /// Writes coverage (0…255) for the pixels of `area` into `mask`, whose first byte is the
    /// pixel (area.x0, area.y0); the mask starts zeroed.
    func render(into mask: UnsafeMutablePointer<UInt8>, stride: Int, area: PixelBox) {
        let outer = radius + (halfWidth ?? 0) + 0.5
        let inner = halfWidth.map { radius - $0 - 0.5 } ?? -1
        let solid = halfWidth == nil ? radius - 0.5 : -1  // disc pixels surely covered
        let (u0x, u0y) = (cos(start), sin(start))
        let (u1x, u1y) = (cos(start + sweep), sin(start + sweep))
        let hw = halfWidth ?? 0
        let solidSquared = solid > 0 ? solid * solid : -1
        let (fullFrom, fullTo) = (max(0, radius - hw + 0.5) * max(0, radius - hw + 0.5), hw > 0.5 ? (radius + hw - 0.5) * (radius + hw - 0.5) : -1)
        let capReach = (hw + 0.5) * (hw + 0.5)
        let (e0x, e0y, e1x, e1y) = (radius * u0x, radius * u0y, radius * u1x, radius * u1y)
        let within = sweep <= .pi
        for y in area.y0..<area.y1 {
            let dy = Double(y) + 0.5 - cy
            guard abs(dy) < outer else { continue }
            // The parts of `sectorCoverage`'s cross products that are the same along the row.
            let (along0, along1) = (u0x * dy, dy * u1x)
            let reach = (outer * outer - dy * dy).squareRoot()
            let xs = max(area.x0, Int((cx - reach - 0.5).rounded(.down)))
            let xe = min(area.x1, Int((cx + reach + 0.5).rounded(.up)))
            guard xs < xe else { continue }
            let row = mask + (y - area.y0) * stride - area.x0
            // Pixels inside the hole of a ring (or the solid middle of a disc) are skipped (or filled).
            var skipFrom = xe, skipTo = xe
            if inner > 0, abs(dy) < inner - 1 {
                let hole = (inner * inner - dy * dy).squareRoot() - 1
                skipFrom = max(xs, Int((cx - hole).rounded(.up)))
                skipTo = max(skipFrom, min(xe, Int((cx + hole).rounded(.down)) - 1))
            } else if solid > 0, abs(dy) < solid - 1 {
                let core = (solid * solid - dy * dy).squareRoot() - 1
                skipFrom = max(xs, Int((cx - core).rounded(.up)))
                skipTo = max(skipFrom, min(xe, Int((cx + core).rounded(.down)) - 1))
                if skipTo > skipFrom { (row + skipFrom).update(repeating: 255, count: skipTo - skipFrom) }
            }
            var x = xs
            while x < xe {
                if x == skipFrom && skipTo > skipFrom {
                    x = skipTo
                    continue
                }
                let dx = Double(x) + 0.5 - cx
                let q = dx * dx + dy * dy
                var c: Double
                if halfWidth == nil {
                    c = q <= solidSquared ? 1 : min(1, max(0, radius + 0.5 - q.squareRoot()))
                } else {
                    // Within the band a pixel away from both edges, no square root is needed.
                    c = q >= fullFrom && q <= fullTo ? 1 : min(1, max(0, hw + 0.5 - abs(q.squareRoot() - radius)))
                    if !full && c > 0 {
                        // A pixel half a pixel or more from both end rays (as `sectorCoverage`
                        // measures, the same sums) is wholly inside the arc's span or wholly
                        // outside: its coverage, exactly, without the rest of the work.
                        let (cross0, cross1) = (along0 - u0y * dx, dx * u1y - along1)
                        if (cross0 >= 0.5 || cross0 <= -0.5) && (cross1 >= 0.5 || cross1 <= -0.5) {
                            if within ? !(cross0 >= 0 && cross1 >= 0) : !(cross0 >= 0 || cross1 >= 0) { c = 0 }
                        } else {
                            c *= sectorCoverage(dx, dy, u0x, u0y, u1x, u1y)
                        }
                        // A cap only adds coverage to a pixel the arc leaves partly uncovered.
                        if roundCaps && c < 1 {
                            let q0 = (dx - e0x) * (dx - e0x) + (dy - e0y) * (dy - e0y)
                            if q0 < capReach { c = max(c, min(1, hw + 0.5 - q0.squareRoot())) }
                            let q1 = (dx - e1x) * (dx - e1x) + (dy - e1y) * (dy - e1y)
                            if q1 < capReach { c = max(c, min(1, hw + 0.5 - q1.squareRoot())) }
                        }
                    }
                }
                if c > 0 { row[x] = c >= 1 ? 255 : UInt8(c * 255 + 0.5) }
                x += 1
            }
        }
    }

    /// How much of the pixel at (dx, dy) from the centre lies inside the arc's angular span,
    /// from its distance to the nearer end ray.
    private func sectorCoverage(_ dx: Double, _ dy: Double, _ u0x: Double, _ u0y: Double, _ u1x: Double, _ u1y: Double) -> Double {
        let cross0 = u0x * dy - u0y * dx  // > 0: past the start
        let cross1 = dx * u1y - dy * u1x  // > 0: before the end
        let inside = sweep <= .pi ? (cross0 >= 0 && cross1 >= 0) : (cross0 >= 0 || cross1 >= 0)
        let d0 = u0x * dx + u0y * dy > 0 ? abs(cross0) : .infinity
        let d1 = u1x * dx + u1y * dy > 0 ? abs(cross1) : .infinity
        let edge = min(d0, d1)
        return min(1, max(0, inside ? 0.5 + edge : 0.5 - edge))
    }
}
