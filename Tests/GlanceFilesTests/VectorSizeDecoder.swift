import Foundation
import GlanceGraphics
import Synchronization

/// A test vector reader that reads only a file's declared size (an SVG's `width` and `height`,
/// a PDF's `MediaBox`) and draws a white bitmap of the size asked for, counting its drawings:
/// so catalogs are tested without librsvg or poppler.
final class VectorSizeDecoder: VectorImageDecoder {
    struct Unreadable: Error, CustomStringConvertible { var description: String }

    let drawings = Mutex(0)

    struct Art: VectorImage {
        let size: Size
        let decoder: VectorSizeDecoder
        func rasterize(width: Int, height: Int) throws -> Bitmap {
            decoder.drawings.withLock { $0 += 1 }
            return Bitmap(width: width, height: height, fill: .white)
        }
    }

    func decodeVector(_ bytes: [UInt8], format: VectorFormat) throws -> any VectorImage {
        let text = String(decoding: bytes, as: UTF8.self)
        let pattern = format == .svg ? #"<svg[^>]*\swidth="([0-9.]+)"[^>]*\sheight="([0-9.]+)""# : #"/MediaBox \[0 0 ([0-9.]+) ([0-9.]+)\]"#
        let regex = try NSRegularExpression(pattern: pattern)
        guard let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
            let w = Range(match.range(at: 1), in: text).flatMap({ Double(text[$0]) }),
            let h = Range(match.range(at: 2), in: text).flatMap({ Double(text[$0]) })
        else { throw Unreadable(description: "no size in this \(format.rawValue)") }
        return Art(size: Size(width: w, height: h), decoder: self)
    }
}
