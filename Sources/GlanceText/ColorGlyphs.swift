import CFreeType
import GlanceGraphics
import Synchronization

/// The colour images of glyphs in colour fonts (Noto Color Emoji's bitmaps), at the font's
/// own strike, for a backend to scale to the size drawn. Faces are opened here a second time,
/// in a FreeType library of their own, so that loading bitmaps never touches the faces cairo
/// locks and resizes. Images are kept, a few hundred at most, for the life of the process.
public final class ColorGlyphs: Sendable {
    public static let shared = ColorGlyphs()

    /// A glyph's image: premultiplied BGRA at `pixelsPerEm`, its top-left corner `left`
    /// pixels right of the pen and `top` pixels above the baseline.
    public struct Image: Sendable {
        public var bitmap: Bitmap
        public var left: Double
        public var top: Double
        public var pixelsPerEm: Double
    }

    private struct Key: Hashable {
        var face: FontFaceID
        var glyph: UInt32
    }

    private final class Face: @unchecked Sendable {
        let face: FT_Face
        init(_ face: FT_Face) { self.face = face }
    }

    private struct State: ~Copyable {
        var library: FT_Library?
        var faces: [FontFaceID: Face?] = [:]
        var images: [Key: Image?] = [:]
    }

    private let state = Mutex(State())
    /// Images kept before the store is emptied and refilled.
    static let limit = 512

    private init() {}

    /// The colour image of `glyph` in `face`, or `nil` when it has none.
    public func image(_ glyph: UInt32, in face: FontFaceID) -> Image? {
        state.withLock { state in
            let key = Key(face: face, glyph: glyph)
            if let kept = state.images[key] { return kept }
            if state.library == nil {
                var library: FT_Library?
                guard FT_Init_FreeType(&library) == 0 else { return nil }
                state.library = library
            }
            if state.faces[face] == nil {
                var opened: FT_Face?
                let error = FT_New_Face(state.library, face.path, FT_Long(face.index), &opened)
                state.faces[face] = error == 0 ? opened.map(Face.init) : Face?.none
            }
            guard let ft = state.faces[face] ?? nil else { return nil }
            let image = Self.load(glyph, ft.face)
            if state.images.count >= Self.limit { state.images.removeAll(keepingCapacity: true) }
            state.images[key] = image
            return image
        }
    }

    /// Loads `glyph` at the face's largest strike (or 128 px for a scalable face) in colour.
    private static func load(_ glyph: UInt32, _ face: FT_Face) -> Image? {
        if face.pointee.num_fixed_sizes > 0 {
            var best: Int32 = 0
            for i in 0..<face.pointee.num_fixed_sizes where face.pointee.available_sizes[Int(i)].y_ppem > face.pointee.available_sizes[Int(best)].y_ppem {
                best = i
            }
            guard FT_Select_Size(face, best) == 0 else { return nil }
        } else {
            guard FT_Set_Pixel_Sizes(face, 0, 128) == 0 else { return nil }
        }
        guard FT_Load_Glyph(face, glyph, Int32(FT_LOAD_COLOR)) == 0, let slot = face.pointee.glyph else { return nil }
        if slot.pointee.format != FT_GLYPH_FORMAT_BITMAP { guard FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0 else { return nil } }
        let source = slot.pointee.bitmap
        guard source.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue), source.width > 0, source.rows > 0, let buffer = source.buffer else { return nil }
        let (width, height) = (Int(source.width), Int(source.rows))
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            let row = buffer + y * Int(source.pitch)
            for i in 0..<(width * 4) { pixels[y * width * 4 + i] = row[i] }
        }
        guard let bitmap = Bitmap(width: width, height: height, pixels: pixels) else { return nil }
        let ppem = Double(face.pointee.size.pointee.metrics.y_ppem)
        return Image(bitmap: bitmap, left: Double(slot.pointee.bitmap_left), top: Double(slot.pointee.bitmap_top), pixelsPerEm: ppem)
    }
}
