import GlanceGraphics
import Synchronization

/// Vector images drawn lately, by file and pixel size, so a slot drawn again does not draw its
/// SVGs and PDFs again. Holds up to `byteLimit` bytes of pixels; the oldest go first.
final class VectorRasterCache: Sendable {
    struct Key: Hashable {
        var file: String
        var width: Int
        var height: Int
    }

    private struct State {
        var drawn: [Key: Result<Bitmap, AssetCatalog.DrawFailure>] = [:]
        var order: [Key] = []
        var bytes = 0
        /// Files a drawing of failed: not drawn again at any size (an over-budget file would cost its time again).
        var failed: [String: AssetCatalog.DrawFailure] = [:]
    }

    let byteLimit: Int
    private let state = Mutex(State())

    /// The most pixels one vector image is drawn with: 1,048,576 (a 1,024 px square, 4 MB of
    /// ARGB), more than any slot or face shows (a 49 mm watch's whole display at 2x is 205,820).
    /// The vector reader draws within its own limits of time (docs/assets.md).
    static let pixelBudget = 1 << 20

    /// `scale` (pixels per point), or less, so that `points` drawn at it fit the pixel budget.
    static func budgetedScale(_ scale: Double, for points: Size) -> Double {
        let area = points.width * points.height * scale * scale
        guard area.isFinite, area > Double(pixelBudget) else { return scale }
        return scale * (Double(pixelBudget) / area).squareRoot()
    }

    init(byteLimit: Int = 16 << 20) { self.byteLimit = byteLimit }

    /// `art` drawn at `width` × `height` pixels, from the cache or drawn now (and kept).
    func raster(_ art: AssetCatalog.VectorArt, width: Int, height: Int) -> Result<Bitmap, AssetCatalog.DrawFailure> {
        let key = Key(file: art.file, width: width, height: height)
        if let kept = state.withLock({ $0.drawn[key] ?? $0.failed[art.file].map { .failure($0) } }) { return kept }
        let result: Result<Bitmap, AssetCatalog.DrawFailure>
        do {
            result = .success(try art.image.rasterize(width: width, height: height))
        } catch {
            result = .failure(AssetCatalog.DrawFailure(reason: "\(art.file): \(error)"))
        }
        state.withLock { s in
            if case .failure(let why) = result { s.failed[art.file] = why }
            guard s.drawn[key] == nil else { return }
            s.drawn[key] = result
            s.order.append(key)
            s.bytes += (try? result.get())?.pixels.count ?? 0
            while s.bytes > byteLimit, s.order.count > 1 {
                let oldest = s.order.removeFirst()
                s.bytes -= (try? s.drawn.removeValue(forKey: oldest)?.get())?.pixels.count ?? 0
            }
        }
        return result
    }

    /// Why the last drawing of `file` that failed did, if one did.
    func failure(of file: String) -> String? { state.withLock { $0.failed[file]?.reason } }
}
