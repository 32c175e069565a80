extension SolidOver {
    /// The rows of a bitmap drawn for once (`BlockList.once`), as `composite(rows:...)`; out of
    /// line, so that compositing kept masks pays nothing for it.
    @inline(never)
    func compositeOnce(
        _ list: UnsafeMutablePointer<BlockList>, atX x: Int, y: Int, into target: UnsafeMutablePointer<UInt32>, stride: Int, bounds: PixelBox,
        fresh: Bool
    ) -> PixelBox? {
        guard let rows = list.pointee.rows else { return nil }
        return composite(
            rows: rows, rowStride: list.pointee.rowStride, width: list.pointee.width, height: list.pointee.height, readable: list.pointee.rowStride,
            atX: x, y: y, into: target, stride: stride, bounds: bounds, fresh: fresh)
    }

    /// Composites through the `width` × `height` A8 coverage at `data` (rows `rowStride` bytes
    /// apart, `readable` bytes of the last row readable) with its top-left pixel at (`x`, `y`),
    /// as `composite(_:atX:y:into:stride:bounds:fresh:)` composites a mask's blocks, eight pixels
    /// from the row at a time: the same pixels, for coverage drawn once (an arc or a turned
    /// glyph met for the first time), without making blocks and tints first.
    func composite(
        rows data: UnsafePointer<UInt8>, rowStride: Int, width: Int, height: Int, readable: Int, atX x: Int, y: Int,
        into target: UnsafeMutablePointer<UInt32>, stride: Int, bounds: PixelBox, fresh: Bool
    ) -> PixelBox? {
        let whole = PixelBox(x0: x, y0: y, x1: x &+ (width &+ 7) & ~7, y1: y &+ height)
        let box = bounds.intersection(whole)
        guard !box.isEmpty else { return nil }
        // In the coverage's own columns: eight pixels from `c` lie wholly within when `left <= c <= right`.
        let (left, right) = (bounds.x0 - x, bounds.x1 - x - 8)
        let backdrops = SIMD8(repeating: backdrop)
        withTable { table in
            for row in (box.y0 - y)..<(box.y1 - y) {
                let (line, limit) = (data + row * rowStride, row + 1 < height ? Int.max : readable)
                let pixels = target + ((y + row) &* stride &+ x)
                for column in Swift.stride(from: 0, to: width, by: 8) {
                    let bits = CoverageBlocks.word(line, column, width, limit)
                    guard bits != 0 else { continue }
                    let pixel = pixels + column
                    guard column >= left && column <= right else {
                        blendEdge(pixel, bits, from: max(0, left - column), to: min(8, right + 8 - column))
                        continue
                    }
                    let under = UnsafeMutableRawPointer(pixel).loadUnaligned(as: SIMD8<UInt32>.self)
                    if fresh || Self.same(under, backdrops) || (opaque && bits == .max) {
                        // Each pixel the colour at its coverage over the backdrop, from the table.
                        for i in 0..<8 { pixel[i] = table[Int(truncatingIfNeeded: bits &>> UInt64(8 &* i)) & 0xFF] }
                    } else {
                        UnsafeMutableRawPointer(pixel).storeBytes(of: over(coverage: bits, on: under), as: SIMD8<UInt32>.self)
                    }
                }
            }
        }
        return box
    }
}
