import CCairo
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
    /// One glyph's coverage and where its top-left pixel lies from the rounded pen position,
    /// with its rows kept to find pixels two glyphs share (`BlockList.rows`).
    final class Mask {
        let blocks: CoverageBlocks

        init(blocks: CoverageBlocks) {
            self.blocks = blocks
        }

        /// The blocks as composites read them.
        var list: UnsafeMutablePointer<BlockList> { blocks.list }
        var width: Int { blocks.width }
        var height: Int { blocks.height }
        var dx: Int { list.pointee.dx }
        var dy: Int { list.pointee.dy }
        /// Memory the mask holds.
        var bytes: Int { blocks.bytes }

        /// The `width` × `height` coverage at `data` (rows `stride` bytes apart), whose top-left
        /// pixel lies (`dx`, `dy`) from the glyph's rounded position, cut to the box of its ink;
        /// with that box. Nil when it has no ink.
        static func inked(
            _ data: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int, dx: Int, dy: Int
        ) -> (mask: Mask, box: PixelBox)? {
            // Eight bytes at a time: a row's are followed by the next row's, the last row's by
            // the rest of its `stride`.
            var box = PixelBox.empty
            for y in 0..<height {
                let (row, readable) = (data + y * stride, y + 1 < height ? Int.max : stride)
                var first = 0
                while first < width, CoverageBlocks.word(row, first, width, readable) == 0 { first += 8 }
                guard first < width else { continue }
                var last = (width - 1) & ~7
                while CoverageBlocks.word(row, last, width, readable) == 0 { last -= 8 }
                let (low, high) = (CoverageBlocks.word(row, first, width, readable), CoverageBlocks.word(row, last, width, readable))
                let (x0, x1) = (first + low.trailingZeroBitCount / 8, last + 8 - high.leadingZeroBitCount / 8)
                box = box.union(PixelBox(x0: x0, y0: y, x1: x1, y1: y + 1))
            }
            guard !box.isEmpty else { return nil }
            let blocks = CoverageBlocks(
                data + box.y0 * stride + box.x0, width: box.x1 - box.x0, height: box.y1 - box.y0, stride: stride, readable: stride - box.x0,
                keepsRows: true, dx: dx + box.x0, dy: dy + box.y0)
            return (Mask(blocks: blocks), box)
        }
    }

    /// What a glyph draws: nothing, a mask, a bitmap drawn for once (`TurnedGlyphs`), or
    /// something a mask cannot stand for (a glyph too large, or one cairo failed on), which
    /// cairo must draw.
    enum Entry {
        case nothing, mask(Mask), once(GlyphBitmap), unusable
    }

    struct FontKey: Hashable {
        var face: FontFaceID
        var size: Double
        var scaleX: Double, scaleY: Double
    }

    /// The ink of the A8 pixels at `data` as a mask placed from `origin` (the pixel the
    /// glyph's rounded position lands on): nothing when there is none (so the glyph changes
    /// no pixel), unusable when ink touches the edge (cairo may have drawn past it).
    static func crop(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, origin: (Int, Int)) -> Entry {
        guard let (mask, box) = Mask.inked(data, width: width, height: height, stride: stride, dx: -origin.0, dy: -origin.1) else {
            return .nothing
        }
        guard box.x0 > 0, box.y0 > 0, box.x1 < width, box.y1 < height else { return .unusable }
        return .mask(mask)
    }

    private let fontOptions: OpaquePointer
    private let glyphBoxes: GlyphBoxes
    @exclusivity(unchecked) private var fonts: [FontKey: Font] = [:]
    @exclusivity(unchecked) private var last: (key: FontKey, font: Font)?
    /// Runs asked for so far: each font's `lastUse` is the count when it was last asked for.
    @exclusivity(unchecked) private var uses = 0
    /// Faces with colour glyphs, by id.
    @exclusivity(unchecked) private var colored: [FontFaceID: Bool] = [:]
    @exclusivity(unchecked) private var lastColored: (face: FontFaceID, color: Bool)?
    /// The most bytes of masks kept before the sizes asked for longest ago are dropped.
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
        uses &+= 1
        if let last, last.key == key {
            last.font.lastUse = uses
            return last.font
        }
        if let kept = fonts[key] {
            last = (key, kept)
            kept.lastUse = uses
            return kept
        }
        if fonts.count >= Self.fontLimit || bytes >= byteLimit { dropFonts() }
        let font = Font(
            face: try CairoFontFaces.shared.face(for: face), key: key, boxes: try glyphBoxes.face(face), fontOptions: fontOptions,
            hasColor: try hasColor(face))
        font.lastUse = uses
        fonts[key] = font
        last = (key, font)
        return font
    }

    /// Sizes kept at once. A shrunk line is set at a size of its own, so a timeline of new
    /// entries meets a new size with nearly every entry.
    static let fontLimit = 64

    /// Room for a new size: the sizes asked for most recently stay, up to half the count and
    /// half the bytes, and the rest go. The steady sizes keep their masks while a shrunk
    /// line's sizes come and go.
    private func dropFonts() {
        last = nil
        var (count, bytes) = (0, 0)
        var kept: [FontKey: Font] = [:]
        for (key, font) in fonts.sorted(by: { $0.value.lastUse > $1.value.lastUse }) {
            guard count < Self.fontLimit / 2, bytes + font.bytes <= byteLimit / 2 else { break }
            (count, bytes) = (count + 1, bytes + font.bytes)
            kept[key] = font
        }
        fonts = kept
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
        let color = font.hasColor
        colored[face] = color
        return color
    }
}
