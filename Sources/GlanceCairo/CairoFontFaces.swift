import CCairo
import CFreeType
import GlanceGraphics
import GlanceText
import Synchronization

/// cairo font faces for loaded fonts, made once per face for the life of the process
/// (the FreeType faces they wrap are never released either, see `FontRegistry`).
final class CairoFontFaces: Sendable {
    static let shared = CairoFontFaces()

    private struct Handle: @unchecked Sendable { let face: OpaquePointer }
    private let faces = Mutex<[FontFaceID: Handle]>([:])

    /// The cairo face for `id`, loading the font file if needed.
    func face(for id: FontFaceID) throws -> OpaquePointer {
        if let handle = faces.withLock({ $0[id] }) { return handle.face }
        let font: LoadedFont
        do {
            font = try FontRegistry.shared.font(id)
        } catch {
            throw RasterizerError.unknownFont(id, reason: error.description)
        }
        return faces.withLock { faces in
            if let handle = faces[id] { return handle.face }
            // Unhinted outlines, so glyphs land exactly where HarfBuzz placed them.
            let face = cairo_ft_font_face_create_for_ft_face(font.ftFace, Int32(FT_LOAD_NO_HINTING))!
            faces[id] = Handle(face: face)
            return face
        }
    }
}
