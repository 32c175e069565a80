/// A turned glyph's coverage as FreeType drew it, for a glyph met once: composited straight
/// from its rows (`SolidOver.composite(rows:...)`) and dropped, without the blocks, rows and
/// tints a kept mask is made of (a first render's curved labels meet each glyph once). It is
/// placed and composited through a `BlockList` of no blocks marked `once`.
final class GlyphBitmap {
    /// `height` rows of `pitch` bytes, the first `width` of each the coverage; cleared.
    let coverage: UnsafeMutablePointer<UInt8>
    let pitch: Int, width: Int, height: Int
    /// Where the top-left pixel lies from the glyph's rounded device position.
    let dx: Int, dy: Int
    /// The list composites and placement read it through.
    let list: UnsafeMutablePointer<BlockList>

    init(pitch: Int, width: Int, height: Int, dx: Int, dy: Int) {
        (self.pitch, self.width, self.height, self.dx, self.dy) = (pitch, width, height, dx, dy)
        coverage = .allocate(capacity: max(pitch * height, 1))
        coverage.initialize(repeating: 0, count: max(pitch * height, 1))
        list = .allocate(capacity: 1)
        list.initialize(to: BlockList(
            blocks: .allocate(capacity: 1), coverage: .allocate(capacity: 1), count: 0, width: width, height: height, rows: coverage,
            rowStride: pitch, dx: dx, dy: dy, once: true))
    }

    deinit {
        // The rows are the list's: it frees them.
        list.pointee.deallocate()
        list.deinitialize(count: 1)
        list.deallocate()
    }

    /// The glyph as a mask to keep, cut to its ink; nil when it has none.
    func mask() -> GlyphMasks.Mask? {
        GlyphMasks.Mask.inked(coverage, width: pitch, height: height, stride: pitch, dx: dx, dy: dy)?.mask
    }
}
