import Foundation
import Testing

@testable import GlanceCairo

/// Arc coverage takes a shortcut for pixels far from both end rays; its bytes must be those of
/// working every pixel through the full sector test.
@Suite struct ArcCoverageTests {
    @Test func shortcutBytesAreTheFullTestsBytes() {
        var seed = SplitMix(state: 11)
        for n in 0..<3000 {
            let radius = Double.random(in: 2...90, using: &seed)
            let arc = ArcCoverage(
                cx: Double.random(in: 0...200, using: &seed), cy: Double.random(in: 0...200, using: &seed), radius: radius,
                halfWidth: n % 7 == 0 ? nil : Double.random(in: 0.3...min(14, radius), using: &seed),
                start: Double.random(in: -7...7, using: &seed), sweep: [Double.random(in: 0...6.3, using: &seed), .pi, .pi / 2, 0.01][n % 4],
                full: n % 11 == 0, roundCaps: Bool.random(using: &seed))
            let area = arc.bounds
            let (width, height) = (area.x1 - area.x0, area.y1 - area.y0)
            var (fast, full) = ([UInt8](repeating: 0, count: width * height), [UInt8](repeating: 0, count: width * height))
            fast.withUnsafeMutableBufferPointer { arc.render(into: $0.baseAddress!, stride: width, area: area) }
            full.withUnsafeMutableBufferPointer { arc.referenceRender(into: $0.baseAddress!, stride: width, area: area) }
            guard fast == full else {
                Issue.record("arc \(n) differs: \(arc)")
                return
            }
        }
    }
}

/// A seeded generator: the same arcs every run.
private struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension ArcCoverage {
    /// `render(into:stride:area:)` as it was before pixels far from both end rays skipped
    /// `sectorCoverage`: every pixel through it.
    func referenceRender(into mask: UnsafeMutablePointer<UInt8>, stride: Int, area: PixelBox) {
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
        for y in area.y0..<area.y1 {
            let dy = Double(y) + 0.5 - cy
            guard abs(dy) < outer else { continue }
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
                        c *= referenceSector(dx, dy, u0x, u0y, u1x, u1y)
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


    fileprivate func referenceSector(_ dx: Double, _ dy: Double, _ u0x: Double, _ u0y: Double, _ u1x: Double, _ u1y: Double) -> Double {
        let cross0 = u0x * dy - u0y * dx  // > 0: past the start
        let cross1 = dx * u1y - dy * u1x  // > 0: before the end
        let inside = sweep <= .pi ? (cross0 >= 0 && cross1 >= 0) : (cross0 >= 0 || cross1 >= 0)
        let d0 = u0x * dx + u0y * dy > 0 ? abs(cross0) : .infinity
        let d1 = u1x * dx + u1y * dy > 0 ? abs(cross1) : .infinity
        let edge = min(d0, d1)
        return min(1, max(0, inside ? 0.5 + edge : 0.5 - edge))
    }
}
