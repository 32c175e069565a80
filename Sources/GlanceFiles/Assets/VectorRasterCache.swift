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
    }

    let byteLimit: Int
    private let state = Mutex(State())

    init(byteLimit: Int = 16 << 20) { self.byteLimit = byteLimit }

    /// `art` drawn at `width` × `height` pixels, from the cache or drawn now (and kept).
    func raster(_ art: AssetCatalog.VectorArt, width: Int, height: Int) -> Result<Bitmap, AssetCatalog.DrawFailure> {
        let key = Key(file: art.file, width: width, height: height)
        if let kept = state.withLock({ $0.drawn[key] }) { return kept }
        let result: Result<Bitmap, AssetCatalog.DrawFailure>
        do {
            result = .success(try art.image.rasterize(width: width, height: height))
        } catch {
            result = .failure(AssetCatalog.DrawFailure(reason: "\(art.file): \(error)"))
        }
        state.withLock { s in
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

    /// The last drawing of `file` that failed, if any.
    func failure(of file: String) -> String? {
        state.withLock { s in
            for key in s.order.reversed() where key.file == file {
                if case .failure(let why)? = s.drawn[key] { return why.reason }
            }
            return nil
        }
    }
}
