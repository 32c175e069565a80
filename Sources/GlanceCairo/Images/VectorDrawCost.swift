import Foundation
import GlanceGraphics

/// What drawing one vector file costs, measured when it is read from three small drawings (1 px,
/// and at most 32 and 64 px a side): a fixed part (parsing the file again) and a part that grows
/// with the pixels as a power of them, from 1 (paths, fills) up to 2 (a filter whose radius
/// grows with the scale: a morphology or a blur drawn larger costs more per pixel). A drawing
/// whose estimate is over the time budget is refused before it starts, since librsvg and
/// poppler cannot be stopped once they draw (docs/assets.md, "Budgets").
struct VectorDrawCost: Sendable {
    var fixed = 0.0
    /// Seconds of the drawing at `pixels` pixels beyond the fixed part.
    var atPixels = 0.0
    var pixels = 1.0
    /// How the part beyond the fixed one grows with the pixels: `cost ∝ pixels ^ power`.
    var power = 1.0

    /// The cost of drawing a file of `size` points with `draw`, which also checks it draws at all.
    static func measure(_ size: Size, _ draw: (Int, Int) throws(VectorImageError) -> Void) throws(VectorImageError) -> VectorDrawCost {
        func side(_ most: Double) -> (Int, Int) {
            let scale = min(1, most / max(size.width, size.height))
            return (max(1, Int((size.width * scale).rounded(.up))), max(1, Int((size.height * scale).rounded(.up))))
        }
        let one = try timed { () throws(VectorImageError) in try draw(1, 1) }
        let (w1, h1) = side(32), (w2, h2) = side(64)
        let smaller = max(0, try timed { () throws(VectorImageError) in try draw(w1, h1) } - one)
        let small = max(0, try timed { () throws(VectorImageError) in try draw(w2, h2) } - one)
        let (p1, p2) = (Double(w1 * h1), Double(w2 * h2))
        // Below a tenth of a millisecond the clock's noise outweighs the drawing: taken as linear.
        var power = 1.0
        if smaller > 1e-4, small > smaller, p2 > p1 { power = min(2, max(1, log(small / smaller) / log(p2 / p1))) }
        return VectorDrawCost(fixed: one, atPixels: small, pixels: p2, power: power)
    }

    /// The seconds a drawing of `width` × `height` pixels is expected to take.
    func estimate(width: Int, height: Int) -> Double {
        fixed + atPixels * pow(max(1, Double(width) * Double(height) / pixels), power)
    }

    /// Throws when a drawing of `width` × `height` pixels is expected to take more than twice
    /// the time budget (twice: a busy machine measures small drawings slow).
    func check(_ format: VectorFormat, width: Int, height: Int) throws(VectorImageError) {
        let expected = estimate(width: width, height: height)
        let budget = Self.seconds(VectorImageReader.timeBudget)
        guard expected <= 2 * budget else {
            throw VectorImageError(
                format, "drawing it at \(width)×\(height) px would take about \(Self.tenths(expected)) s, over the \(Self.tenths(budget)) s a vector image may take")
        }
    }

    /// The processor time `body` took on this thread, in seconds: not the wall clock, so a
    /// machine busy with other work (a CI runner, parallel tests) neither inflates an estimate
    /// nor refuses a drawing that is cheap.
    static func timed(_ body: () throws(VectorImageError) -> Void) throws(VectorImageError) -> Double {
        let started = threadTime()
        try body()
        return threadTime() - started
    }

    private static func threadTime() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }

    static func seconds(_ d: Duration) -> Double { Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18 }

    static func tenths(_ s: Double) -> String {
        let t = (s * 10).rounded() / 10
        return t == t.rounded() ? String(Int(t)) : String(t)
    }
}
