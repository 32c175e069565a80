/// What an engine keeps per face, found by the face's registry serial (a small number) in an
/// array rather than hashed: its glyphs' ink boxes.
final class FaceShaping {
    let extents: GlyphExtents

    init(_ font: LoadedFont) {
        extents = GlyphExtents(font.hbFont)
    }
}
