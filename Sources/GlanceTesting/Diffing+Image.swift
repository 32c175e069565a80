import GlanceCairo
import GlanceGraphics

/// How far two images may differ and still match.
public struct ImageTolerance: Sendable, Hashable {
    /// Largest difference allowed in any channel of a pixel (0–255).
    public var perChannel: Int
    /// Share of pixels (0–1) allowed to exceed `perChannel`.
    public var pixelFraction: Double

    public init(perChannel: Int = 4, pixelFraction: Double = 0) {
        self.perChannel = perChannel
        self.pixelFraction = pixelFraction
    }
}

extension Diffing where Format == Bitmap {
    /// PNG files compared pixel by pixel; the artifact shows differing pixels in red over a
    /// dimmed copy of the reference.
    public static func image(tolerance: ImageTolerance = ImageTolerance()) -> Diffing {
        Diffing(
            toData: { try PNGCodec().encode($0) },
            fromData: { try PNGCodec().decode($0) },
            diff: { reference, actual in
                guard reference.size == actual.size else {
                    return ("size differs: reference \(reference.size), actual \(actual.size)", actual)
                }
                var diff = Bitmap(width: reference.width, height: reference.height)
                var bad = 0
                var worst = 0
                for y in 0..<reference.height {
                    for x in 0..<reference.width {
                        let (p, q) = (reference.pixel(x: x, y: y), actual.pixel(x: x, y: y))
                        let d = max(
                            abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)),
                            abs(Int(p.a) - Int(q.a)))
                        worst = max(worst, d)
                        if d > tolerance.perChannel {
                            bad += 1
                            diff.setPixel(x: x, y: y, to: .red)
                        } else {
                            let grey = (Double(p.r) + Double(p.g) + Double(p.b)) / 3 / 255
                            diff.setPixel(x: x, y: y, to: Color(white: 0.25 * grey, alpha: 1))
                        }
                    }
                }
                let fraction = Double(bad) / Double(max(1, reference.width * reference.height))
                guard fraction > tolerance.pixelFraction else { return nil }
                return ("\(bad) of \(reference.width * reference.height) pixels differ by more than \(tolerance.perChannel) (largest \(worst))", diff)
            })
    }
}

extension Snapshotting where Value == Bitmap, Format == Bitmap {
    /// A bitmap as a PNG snapshot.
    public static func image(tolerance: ImageTolerance = ImageTolerance()) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .image(tolerance: tolerance), snapshot: { $0 })
    }
}
