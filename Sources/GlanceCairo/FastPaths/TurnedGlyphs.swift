import CCairo
import CFreeType
import Foundation
import GlanceGraphics

/// Masks of glyphs drawn turned, skewed or mirrored (a corner's curved labels, a rotated
/// text), made the way cairo makes them, without cairo.
///
/// For such a glyph cairo 1.16 makes a scaled font for the matrix (font size times the
/// transform's linear part), sets FreeType's character size to the matrix's x and y scale
/// (`_cairo_matrix_compute_basis_scale_factors`, at least 1 px, in 26.6 rounded from
/// half a unit) and its transform to the rest in 16.16 (`_compute_transform` and
/// `_cairo_ft_unscaled_font_set_scale` in `cairo-ft-font.c`), loads the outline, and renders it
/// grey into the bitmap its control box rounds out to (`_render_glyph_outline`). A new matrix
/// is a new scaled font, and every glyph of it is loaded and rendered anew: each glyph of a
/// curved label costs a CFF outline decoding and a scaled font. Here the untransformed outline
/// is kept per face, size and glyph, and transformed and rendered by FreeType as cairo would:
/// the same bitmap, placed the same way (`GlyphCompositingTests.curvedGlyphsAreCairosPixels`).
/// A mask is kept the second time its glyph is met at the same character size and transform
/// (`MaskCache`). One instance per rasterizer (not shared between threads): its FreeType
/// library and faces are its own, so cairo's faces keep the size and transform cairo set;
/// touched by one thread, its state skips runtime exclusivity checks.
final class TurnedGlyphs {
    /// What makes a turned glyph's pixels: the face, the character size in 26.6 and the
    /// transform in 16.16 FreeType is given, and the glyph.
    struct Key: Hashable {
        /// The face's number here (`number(of:)`).
        var face: Int
        var width: FT_F26Dot6, height: FT_F26Dot6
        var xx: FT_Fixed, xy: FT_Fixed, yx: FT_Fixed, yy: FT_Fixed
        var glyph: UInt32

        /// The fields folded into one word and hashed once (a curved label looks a key up per
        /// glyph per frame; equal keys fold alike).
        func hash(into hasher: inout Hasher) {
            var folded = UInt64(truncatingIfNeeded: face) &* 0x9E37_79B9_7F4A_7C15 ^ UInt64(glyph)
            @inline(__always) func fold(_ field: Int) { folded = (folded ^ UInt64(truncatingIfNeeded: field)) &* 0x100_0000_01B3 }
            fold(width)
            fold(height)
            fold(xx)
            fold(xy)
            fold(yx)
            fold(yy)
            hasher.combine(folded)
        }
    }

    private struct OutlineKey: Hashable {
        var face: Int
        var width: FT_F26Dot6, height: FT_F26Dot6
        var glyph: UInt32
    }

    @exclusivity(unchecked) private var library: FT_Library?
    /// The faces met, by number; each opened the first time a glyph of it is loaded.
    @exclusivity(unchecked) private var faces: [(id: FontFaceID, face: FT_Face?)] = []
    @exclusivity(unchecked) private var numbers: [FontFaceID: Int] = [:]
    @exclusivity(unchecked) private var lastFace: (id: FontFaceID, number: Int)?
    /// An outline to transform, with room for `workRoom` points and contours.
    @exclusivity(unchecked) private var work = FT_Outline()
    @exclusivity(unchecked) private var workRoom = (points: 0, contours: 0)
    /// Untransformed outlines at a character size; nil for a glyph with no outline.
    @exclusivity(unchecked) private var outlines: [OutlineKey: FT_Outline?] = [:]
    /// Masks kept, taken the second time a glyph is met. A 45 mm face's 64-frame loop, each
    /// frame with new curved labels in four corners, meets 2,015 turned glyphs, 4.2 MB of masks
    /// uncut: the limits keep them all, cut to their ink (as every mask is made now).
    let kept = MaskCache<Key, GlyphMasks.Mask>(capacity: 4096, byteLimit: 6 << 20)
    /// The most outlines kept before all are dropped.
    let outlineLimit = 4096

    deinit {
        dropOutlines()
        if let library {
            if workRoom.points > 0 { FT_Outline_Done(library, &work) }
            FT_Done_FreeType(library)
        }
    }

    /// The key cairo's pixels for `glyph` of `face` at `size` points under the linear part of
    /// `m` depend on; nil when the matrix is degenerate or absurd.
    func key(_ face: FontFaceID, size: Double, _ m: cairo_matrix_t, glyph: UInt32) -> Key? {
        // The scaled font's matrix: the font matrix (size × identity) times the transform.
        let (sxx, syx, sxy, syy) = (size * m.xx, size * m.yx, size * m.xy, size * m.yy)
        let major = hypot(sxx, syx)
        let det = abs(sxx * syy - syx * sxy)
        guard major > 0, det > 0, major.isFinite, det.isFinite else { return nil }
        let (xScale, yScale) = (max(major, 1), max(det / major, 1))
        guard xScale < 4096, yScale < 4096 else { return nil }
        let (ix, iy) = (1.0 / xScale, 1.0 / yScale)
        let shape = (xx: ix * sxx, yx: ix * syx, xy: iy * sxy, yy: iy * syy)
        @inline(__always) func usable(_ v: Double) -> Bool { v.isFinite && abs(v) < 30_000 }
        guard usable(shape.xx), usable(shape.yx), usable(shape.xy), usable(shape.yy) else { return nil }
        // As C casts: toward zero. FreeType's y axis points up, cairo's down.
        return Key(
            face: number(of: face), width: FT_F26Dot6(xScale * 64 + 0.5), height: FT_F26Dot6(yScale * 64 + 0.5),
            xx: FT_Fixed(shape.xx * 65536), xy: -FT_Fixed(shape.xy * 65536), yx: -FT_Fixed(shape.yx * 65536), yy: FT_Fixed(shape.yy * 65536),
            glyph: glyph)
    }

    /// The glyph as cairo would draw it for `key`: a kept mask, FreeType's bitmap for a glyph
    /// met once, `.nothing` when it inks no pixel, `.unusable` when FreeType cannot give an
    /// outline (cairo must draw it).
    func entry(_ key: Key) -> GlyphMasks.Entry {
        if let mask = kept.mask(for: key) { return .mask(mask) }
        let entry = render(key)
        // Met once, the glyph is composited from FreeType's bitmap; met again, it is kept as a mask.
        guard case .once(let bitmap) = entry, kept.admits(key) else { return entry }
        guard let mask = bitmap.mask() else { return .nothing }
        kept.keep(mask, bytes: mask.bytes, for: key)
        return .mask(mask)
    }

    private func render(_ key: Key) -> GlyphMasks.Entry {
        guard let library = loadedLibrary(), var outline = outline(key), makeRoom(for: outline, library) else { return .unusable }
        // A copy to transform, as FreeType transforms the glyph slot's outline.
        (work.n_points, work.n_contours) = (outline.n_points, outline.n_contours)
        guard FT_Outline_Copy(&outline, &work) == 0 else { return .unusable }
        var matrix = FT_Matrix(xx: key.xx, xy: key.xy, yx: key.yx, yy: key.yy)
        FT_Outline_Transform(&work, &matrix)
        var box = FT_BBox()
        FT_Outline_Get_CBox(&work, &box)
        box.xMin &= -64
        box.yMin &= -64
        box.xMax = (box.xMax + 63) & -64
        box.yMax = (box.yMax + 63) & -64
        let (width, height) = (Int((box.xMax - box.xMin) >> 6), Int((box.yMax - box.yMin) >> 6))
        guard width > 0, height > 0 else { return .nothing }
        guard width < 2048, height < 2048 else { return .unusable }
        // Rows as cairo's bitmap has them, four-byte aligned. The bitmap's top-left pixel from
        // the glyph's rounded device position, y down.
        let drawn = GlyphBitmap(pitch: (width + 3) & -4, width: width, height: height, dx: Int(box.xMin >> 6), dy: -Int(box.yMax >> 6))
        FT_Outline_Translate(&work, -box.xMin, -box.yMin)
        var bitmap = FT_Bitmap()
        bitmap.rows = UInt32(height)
        bitmap.width = UInt32(width)
        bitmap.pitch = Int32(drawn.pitch)
        bitmap.buffer = drawn.coverage
        bitmap.pixel_mode = UInt8(FT_PIXEL_MODE_GRAY.rawValue)
        bitmap.num_grays = 256
        guard FT_Outline_Get_Bitmap(library, &work, &bitmap) == 0 else { return .unusable }
        return .once(drawn)
    }

    /// Makes `work` large enough to copy `outline` into.
    private func makeRoom(for outline: FT_Outline, _ library: FT_Library) -> Bool {
        let (points, contours) = (Int(outline.n_points), Int(outline.n_contours))
        guard points > workRoom.points || contours > workRoom.contours else { return true }
        let room = (max(points, 2 * workRoom.points, 64), max(contours, 2 * workRoom.contours, 16))
        if workRoom.points > 0 { FT_Outline_Done(library, &work) }
        workRoom = (0, 0)
        guard room.0 <= Int(Int16.max), FT_Outline_New(library, FT_UInt(room.0), FT_Int(room.1), &work) == 0 else { return false }
        workRoom = room
        return true
    }

    /// A small number for `id`, the same while this instance lives.
    private func number(of id: FontFaceID) -> Int {
        if let lastFace, lastFace.id == id { return lastFace.number }
        let number = numbers[id] ?? faces.count
        if number == faces.count {
            faces.append((id, nil))
            numbers[id] = number
        }
        lastFace = (id, number)
        return number
    }

    private func loadedLibrary() -> FT_Library? {
        if let library { return library }
        var made: FT_Library?
        guard FT_Init_FreeType(&made) == 0 else { return nil }
        library = made
        return made
    }

    /// The glyph's outline at the key's character size, untransformed, loaded as cairo loads
    /// it (no hinting, no embedded bitmap).
    private func outline(_ key: Key) -> FT_Outline? {
        let outlineKey = OutlineKey(face: key.face, width: key.width, height: key.height, glyph: key.glyph)
        if let known = outlines[outlineKey] { return known }
        if outlines.count >= outlineLimit { dropOutlines() }
        let loaded = load(outlineKey)
        outlines[outlineKey] = loaded
        return loaded
    }

    private func load(_ key: OutlineKey) -> FT_Outline? {
        guard let library, let face = face(key.face),
            FT_Set_Char_Size(face, key.width, key.height, 0, 0) == 0,
            FT_Load_Glyph(face, key.glyph, Int32(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)) == 0,
            face.pointee.glyph.pointee.format == FT_GLYPH_FORMAT_OUTLINE
        else { return nil }
        var source = face.pointee.glyph.pointee.outline
        var copy = FT_Outline()
        guard FT_Outline_New(library, FT_UInt(source.n_points), FT_Int(source.n_contours), &copy) == 0 else { return nil }
        guard FT_Outline_Copy(&source, &copy) == 0 else {
            FT_Outline_Done(library, &copy)
            return nil
        }
        return copy
    }

    private func face(_ number: Int) -> FT_Face? {
        if let face = faces[number].face { return face }
        let id = faces[number].id
        var face: FT_Face?
        guard let library, FT_New_Face(library, id.path, FT_Long(id.index), &face) == 0, let face else { return nil }
        faces[number].face = face
        return face
    }

    private func dropOutlines() {
        guard let library else { return }
        for case var outline? in outlines.values { FT_Outline_Done(library, &outline) }
        outlines.removeAll(keepingCapacity: true)
    }
}
