import CCairo
import CFreeType
import GlanceGraphics
import GlanceText

/// Each glyph's coverage exactly as cairo composites it, per face, size and device scale, so
/// a run can be composited glyph by glyph without cairo (`CairoRasterizer.compositeGlyphs`).
///
/// cairo 1.16's image backend draws a glyph from one A8 image per glyph and scaled font,
/// whatever the glyph's position: it places the image at the glyph's device position rounded
/// to the nearest pixel (`_cairo_lround`, halves up), less the image's origin, and composites
/// the source through it. A mask here is that image, taken from cairo itself by drawing the
/// glyph alone at a whole-pixel position on a clear A8 surface, cropped to its ink. One
/// instance per rasterizer (not shared between threads).
final class GlyphMasks {
    /// One glyph's coverage and where its top-left pixel lies from the rounded pen position.
    final class Mask {
        let blocks: CoverageBlocks
        /// The coverage row by row, `blocks.width` bytes a row, to find shared pixels.
        let coverage: [UInt8]
        let dx: Int, dy: Int

        init(blocks: CoverageBlocks, coverage: [UInt8], dx: Int, dy: Int) {
            (self.blocks, self.coverage, self.dx, self.dy) = (blocks, coverage, dx, dy)
        }

        var width: Int { blocks.width }
        var height: Int { blocks.height }
        /// Memory the mask holds.
        var bytes: Int { coverage.count + blocks.bytes }

        /// The mask cut to the box of its ink, placed the same: the same pixels in less memory.
        func trimmed() -> Mask {
            coverage.withUnsafeBufferPointer {
                Mask.inked($0.baseAddress!, width: width, height: height, stride: width, dx: dx, dy: dy)?.mask
            } ?? self
        }

        /// The `width` × `height` coverage at `data` (rows `stride` bytes apart), whose top-left
        /// pixel lies (`dx`, `dy`) from the glyph's rounded position, cut to the box of its ink;
        /// with that box. Nil when it has no ink.
        static func inked(
            _ data: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int, dx: Int, dy: Int
        ) -> (mask: Mask, box: PixelBox)? {
            var box = PixelBox.empty
            for y in 0..<height {
                let row = data + y * stride
                for x in 0..<width where row[x] != 0 {
                    box = box.union(PixelBox(x0: x, y0: y, x1: x + 1, y1: y + 1))
                }
            }
            guard !box.isEmpty else { return nil }
            let (w, h) = (box.x1 - box.x0, box.y1 - box.y0)
            var cut = [UInt8](repeating: 0, count: w * h)
            for y in 0..<h {
                for x in 0..<w { cut[y * w + x] = data[(box.y0 + y) * stride + box.x0 + x] }
            }
            let blocks = cut.withUnsafeBufferPointer { CoverageBlocks($0.baseAddress, width: w, height: h, stride: w) }
            return (Mask(blocks: blocks, coverage: cut, dx: dx + box.x0, dy: dy + box.y0), box)
        }
    }

    /// What a glyph draws: nothing, a mask, or something a mask cannot stand for (a glyph too
    /// large, or one cairo failed on), which cairo must draw. A glyph met once is only `seen`:
    /// its mask is taken the second time, so that text drawn once (a process's first frames,
    /// a label never shown again) costs what cairo alone costs. `unmeasured` is never handed out.
    enum Entry {
        case unmeasured, seen, nothing, mask(Mask), unusable
    }

    struct FontKey: Hashable {
        var face: FontFaceID
        var size: Double
        var scaleX: Double, scaleY: Double
    }

    /// The masks of one face at one size and scale, taken as glyphs are met, in pages of 256.
    final class Font {
        private let face: OpaquePointer
        private let key: FontKey
        /// The face's ink boxes, which place the surface a glyph is drawn on.
        private let boxes: GlyphBoxes.Face
        private let fontOptions: OpaquePointer
        /// Colour glyphs are images in their own colours, not coverage.
        let hasColor: Bool
        private var pages: [[Entry]?] = []
        private(set) var bytes = 0

        init(face: OpaquePointer, key: FontKey, boxes: GlyphBoxes.Face, fontOptions: OpaquePointer, hasColor: Bool) {
            (self.face, self.key, self.boxes, self.fontOptions, self.hasColor) = (face, key, boxes, fontOptions, hasColor)
        }

        /// What `glyph` draws; `.seen` the first time it is met.
        func entry(_ glyph: UInt32) -> Entry {
            let (page, slot) = (Int(glyph >> 8), Int(glyph & 255))
            if page >= pages.count { pages += [[Entry]?](repeating: nil, count: page + 1 - pages.count) }
            if pages[page] == nil { pages[page] = [Entry](repeating: .unmeasured, count: 256) }
            switch pages[page]![slot] {
            case .unmeasured:
                pages[page]![slot] = .seen
                return .seen
            case .seen:
                pages[page]![slot] = take(glyph)
            default: break
            }
            return pages[page]![slot]
        }

        /// The glyph drawn by cairo alone on a clear A8 surface, its pen at a whole pixel with a
        /// margin of `Self.margin` pixels around its ink box; unusable if ink reaches the edge.
        private func take(_ glyph: UInt32) -> Entry {
            guard let box = boxes.box(glyph) else { return .nothing }
            guard !box.isUnknown else { return .unusable }
            // The box is at the reference size; unhinted outlines scale linearly.
            let (sx, sy) = (key.size / GlyphBoxes.referenceSize * key.scaleX, key.size / GlyphBoxes.referenceSize * key.scaleY)
            let left = (Double(box.x) * sx).rounded(.down), top = (Double(box.y) * sy).rounded(.down)
            let right = (Double(box.x + box.width) * sx).rounded(.up), bottom = (Double(box.y + box.height) * sy).rounded(.up)
            guard left.magnitude < 1e6, top.magnitude < 1e6, right - left < 2048, bottom - top < 2048 else { return .unusable }
            let origin = (Self.margin - Int(left), Self.margin - Int(top))
            let (width, height) = (Int(right - left) + 2 * Self.margin, Int(bottom - top) + 2 * Self.margin)
            guard let (surface, data) = CairoSurface.makeA8(width: width, height: height) else { return .unusable }
            defer { cairo_surface_destroy(surface) }
            guard let draw = Self.context(face: face, key: key, options: fontOptions, origin: origin, on: surface) else { return .unusable }
            var g = cairo_glyph_t(index: UInt(glyph), x: 0, y: 0)
            cairo_show_glyphs(draw, &g, 1)
            let drawn = cairo_status(draw) == CAIRO_STATUS_SUCCESS
            cairo_destroy(draw)
            guard drawn else { return .unusable }
            cairo_surface_flush(surface)
            let stride = Int(cairo_image_surface_get_stride(surface))
            let entry = GlyphMasks.crop(data, width: width, height: height, stride: stride, origin: origin)
            if case .mask(let mask) = entry { bytes += mask.bytes }
            return entry
        }

        /// A context on `surface` drawing this font as `CairoRasterizer.drawText` sets it up,
        /// with the pen of a glyph at (0, 0) landing on device pixel `origin`.
        private static func context(
            face: OpaquePointer, key: FontKey, options: OpaquePointer, origin: (Int, Int), on surface: OpaquePointer
        ) -> OpaquePointer? {
            guard let cr = cairo_create(surface) else { return nil }
            var matrix = cairo_matrix_t(xx: key.scaleX, yx: 0, xy: 0, yy: key.scaleY, x0: Double(origin.0), y0: Double(origin.1))
            cairo_set_matrix(cr, &matrix)
            cairo_set_font_options(cr, options)
            cairo_set_font_face(cr, face)
            cairo_set_font_size(cr, key.size)
            cairo_set_source_rgba(cr, 0, 0, 0, 1)
            return cr
        }

        static let margin = 4
    }

    /// The ink of the A8 pixels at `data` as a mask placed from `origin` (the pixel the
    /// glyph's rounded position lands on): nothing when there is none (so the glyph changes
    /// no pixel), unusable when ink touches the edge (cairo may have drawn past it).
    private static func crop(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, origin: (Int, Int)) -> Entry {
        guard let (mask, box) = Mask.inked(data, width: width, height: height, stride: stride, dx: -origin.0, dy: -origin.1) else {
            return .nothing
        }
        guard box.x0 > 0, box.y0 > 0, box.x1 < width, box.y1 < height else { return .unusable }
        return .mask(mask)
    }

    private let fontOptions: OpaquePointer
    private let glyphBoxes: GlyphBoxes
    private var fonts: [FontKey: Font] = [:]
    private var last: (key: FontKey, font: Font)?
    /// Faces with colour glyphs, by id.
    private var colored: [FontFaceID: Bool] = [:]
    private var lastColored: (face: FontFaceID, color: Bool)?
    /// The most bytes of masks kept before every font is dropped and masks are taken again.
    let byteLimit: Int

    init(fontOptions: OpaquePointer, glyphBoxes: GlyphBoxes, byteLimit: Int = 2 << 20) {
        self.fontOptions = fontOptions
        self.glyphBoxes = glyphBoxes
        self.byteLimit = byteLimit
    }

    /// Bytes the kept masks hold.
    var bytes: Int { fonts.values.reduce(0) { $0 + $1.bytes } }

    /// The masks of `face` at `size` points drawn `scaleX` × `scaleY` device pixels a point.
    func font(_ face: FontFaceID, size: Double, scaleX: Double, scaleY: Double) throws -> Font {
        let key = FontKey(face: face, size: size, scaleX: scaleX, scaleY: scaleY)
        if let last, last.key == key { return last.font }
        if let kept = fonts[key] {
            last = (key, kept)
            return kept
        }
        if fonts.count >= 64 || bytes >= byteLimit { fonts.removeAll(keepingCapacity: true) }
        let font = Font(
            face: try CairoFontFaces.shared.face(for: face), key: key, boxes: try glyphBoxes.face(face), fontOptions: fontOptions,
            hasColor: try hasColor(face))
        fonts[key] = font
        last = (key, font)
        return font
    }

    /// Whether `face` has colour glyphs (emoji), which are not coverage.
    func hasColor(_ face: FontFaceID) throws -> Bool {
        if let lastColored, lastColored.face == face { return lastColored.color }
        if let known = colored[face] {
            lastColored = (face, known)
            return known
        }
        let font: LoadedFont
        do {
            font = try FontRegistry.shared.font(face)
        } catch {
            throw RasterizerError.unknownFont(face, reason: error.description)
        }
        let color = font.ftFace.pointee.face_flags & FT_Long(FT_FACE_FLAG_COLOR) != 0
        colored[face] = color
        return color
    }
}
