import CPlainDraw
import Foundation
import GlanceGraphics

/// The plain C reference a render is read against: `CPlainDraw` drawing the same display list
/// with cairo and HarfBuzz, shaping every string anew. One per thread; fonts open once, the
/// first time a list names them.
final class PlainReference {
    private let context: OpaquePointer
    /// Every font seen, in the order the C context opened them.
    private var fonts: [FontFaceID] = []
    private var fontIndex: [FontFaceID: Int32] = [:]
    /// The fonts' paths as C strings, alive as long as the reference.
    private var fontSpecs: [glance_plain_font] = []

    init() {
        context = glance_plain_create()
    }

    deinit {
        glance_plain_destroy(context)
        fontSpecs.forEach { free(UnsafeMutablePointer(mutating: $0.path)) }
    }

    /// A display list made ready to draw: flattened, its fonts opened (not timed).
    func prepare(_ list: DisplayList) throws -> PlainDrawList {
        let flat = PlainDrawList(list) { face in
            if let known = fontIndex[face] { return known }
            fonts.append(face)
            fontSpecs.append(glance_plain_font(path: UnsafePointer(strdup(face.path)), index: Int32(face.index)))
            fontIndex[face] = Int32(fonts.count - 1)
            return Int32(fonts.count - 1)
        }
        var failed: UnsafePointer<CChar>?
        let status = withList(flat) { glance_plain_prepare(context, $0, &failed) }
        if status != 0 { throw PlainReferenceError.unreadableFont(failed.map { String(cString: $0) } ?? "?") }
        return flat
    }

    /// Draws `list` into `pixels` (BGRA, `width × height`), cleared to `background` first.
    func draw(_ list: PlainDrawList, into pixels: UnsafeMutablePointer<UInt8>, width: Int, height: Int, scale: Double, background: Color) {
        let clear = [background.red, background.green, background.blue, background.alpha]
        withList(list) { flat in
            clear.withUnsafeBufferPointer { glance_plain_draw(context, flat, pixels, Int32(width), Int32(height), scale, $0.baseAddress) }
        }
    }

    /// `list` drawn into a new bitmap the size of `size` at `scale` (for tests and pictures).
    func bitmap(_ list: PlainDrawList, size: Size, scale: Double, background: Color) -> Bitmap {
        let pixelSize = PixelSize(size, scale: scale)
        var pixels = [UInt8](repeating: 0, count: pixelSize.width * pixelSize.height * 4)
        pixels.withUnsafeMutableBufferPointer {
            draw(list, into: $0.baseAddress!, width: pixelSize.width, height: pixelSize.height, scale: scale, background: background)
        }
        return Bitmap(width: pixelSize.width, height: pixelSize.height, pixels: pixels)!
    }

    private func withList<R>(_ list: PlainDrawList, _ body: (UnsafePointer<glance_plain_list>) -> R) -> R {
        list.ops.withUnsafeBufferPointer { ops in
            list.elements.withUnsafeBufferPointer { elements in
                list.glyphs.withUnsafeBufferPointer { glyphs in
                    list.paints.withUnsafeBufferPointer { paints in
                        list.stops.withUnsafeBufferPointer { stops in
                            list.dashes.withUnsafeBufferPointer { dashes in
                                fontSpecs.withUnsafeBufferPointer { fonts in
                                    var flat = glance_plain_list(
                                        ops: ops.baseAddress, op_count: Int32(ops.count), elements: elements.baseAddress,
                                        glyphs: glyphs.baseAddress, paints: paints.baseAddress, stops: stops.baseAddress,
                                        dashes: dashes.baseAddress, fonts: fonts.baseAddress, font_count: Int32(fonts.count))
                                    return body(&flat)
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}

/// Why the plain C reference cannot draw a list.
enum PlainReferenceError: Error, CustomStringConvertible {
    case unreadableFont(String)

    var description: String {
        switch self {
        case .unreadableFont(let path): "the plain C reference cannot open the font \(path)"
        }
    }
}
