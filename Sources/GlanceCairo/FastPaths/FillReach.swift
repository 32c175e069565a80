import CCairo

/// The pixels a fill surely leaves alone, row by row: in each row the longest run cairo gives
/// it no coverage, less two pixels each way and cut to the runs of the two rows above and below
/// (room for cairo's coverage on a canvas to differ from its coverage on an A8 mask).
///
/// A face paints the outside of its display's outline in black over a black canvas every
/// frame, and cairo's scan conversion of it was a sixth of a face's replay. Painting a colour
/// over pixels of the same colour, each channel all or nothing, leaves them as they are at any
/// coverage; so where the canvas holds no ink outside these spans, the fill changes no pixel.
final class FillReach {
    /// Per row, the pixels `lo..<hi` the fill does not touch (none where `lo >= hi`).
    let lo: [Int32], hi: [Int32]

    /// The reach of a fill made by `fill` (which adds the path, sets the fill rule and fills,
    /// under the matrix already set) on a `width` × `height` canvas; nil when cairo cannot draw it.
    init?(width: Int, height: Int, matrix: cairo_matrix_t, fill: (OpaquePointer) -> Void) {
        guard let (surface, data) = CairoSurface.makeA8(width: width, height: height) else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard let cr = cairo_create(surface) else { return nil }
        var m = matrix
        cairo_set_matrix(cr, &m)
        cairo_set_source_rgba(cr, 0, 0, 0, 1)
        fill(cr)
        let drawn = cairo_status(cr) == CAIRO_STATUS_SUCCESS
        cairo_destroy(cr)
        guard drawn else { return nil }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        // Each row's longest run of untouched pixels, two pixels in from either end.
        var runs = [(Int32, Int32)](repeating: (0, 0), count: height)
        for y in 0..<height {
            let row = data + y * stride
            var (best, x) = ((0, 0), 0)
            while x < width {
                guard row[x] == 0 else {
                    x += 1
                    continue
                }
                let start = x
                while x < width, row[x] == 0 { x += 1 }
                if x - start > best.1 - best.0 { best = (start, x) }
            }
            runs[y] = (Int32(best.0 + 2), Int32(best.1 - 2))
        }
        var (lo, hi) = ([Int32](repeating: 0, count: height), [Int32](repeating: 0, count: height))
        for y in 0..<height {
            let near = runs[max(0, y - 2)..<min(height, y + 3)]
            (lo[y], hi[y]) = (near.map(\.0).max()!, near.map(\.1).min()!)
        }
        (self.lo, self.hi) = (lo, hi)
    }

    /// Memory held.
    var bytes: Int { 8 * lo.count }
}
