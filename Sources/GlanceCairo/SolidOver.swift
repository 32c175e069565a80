import GlanceGraphics

/// One colour composited OVER ARGB32 pixels through 8-bit coverage, with pixman's integer
/// arithmetic, so the pixels are the ones cairo's own mask composite makes. Over the backdrop
/// a canvas was cleared to, each coverage level is a table lookup.
struct SolidOver {
    /// The colour, premultiplied, as a pixel.
    let source: UInt32
    /// The pixel the table is for.
    let backdrop: UInt32
    /// `source` over `backdrop` at each coverage level.
    private let table: [UInt32]

    init(source: UInt32, backdrop: UInt32) {
        self.source = source
        self.backdrop = backdrop
        table = (0..<256).map { Self.over(source, coverage: UInt32($0), on: backdrop) }
    }

    /// `color` premultiplied, rounded as cairo rounds a solid source for pixman.
    static func pixel(_ color: Color) -> UInt32 {
        func channel(_ value: Double) -> UInt32 { UInt32(min(max(value, 0), 1) * 65535 + 0.5) >> 8 }
        let alpha = min(max(color.alpha, 0), 1)
        return channel(alpha) << 24 | channel(color.red * alpha) << 16 | channel(color.green * alpha) << 8 | channel(color.blue * alpha)
    }

    /// `a` × `b` / 255, rounded as pixman rounds.
    @inline(__always)
    private static func multiply(_ a: UInt32, _ b: UInt32) -> UInt32 {
        let t = a &* b &+ 0x80
        return (t &+ (t >> 8)) >> 8
    }

    /// `source` at `coverage` (0...255) over pixel `d`.
    @inline(__always)
    static func over(_ source: UInt32, coverage m: UInt32, on d: UInt32) -> UInt32 {
        let rest = 255 - multiply(source >> 24, m)
        @inline(__always) func channel(_ shift: UInt32) -> UInt32 {
            min(multiply(source >> shift & 0xFF, m) + multiply(d >> shift & 0xFF, rest), 255) << shift
        }
        return channel(24) | channel(16) | channel(8) | channel(0)
    }

    /// The colour at `coverage` (0...255) over the backdrop.
    func onBackdrop(coverage: UInt32) -> UInt32 { table[Int(coverage)] }

    /// Composites through `mask` with its top-left pixel at (`x`, `y`) of the pixels at
    /// `target` (rows `stride` pixels apart), changing only those within `bounds`, eight at a time
    /// where a block lies within them. Eight pixels that are all the backdrop take the mask's
    /// tinted block as they are. Returns the box of pixels it may have changed, or nil when none.
    func composite(
        _ mask: CoverageBlocks, atX x: Int, y: Int, into target: UnsafeMutablePointer<UInt32>, stride: Int,
        bounds: PixelBox
    ) -> PixelBox? {
        let span = (mask.width + 7) / 8 * 8
        let box = bounds.intersection(PixelBox(x0: x, y0: y, x1: x + span, y1: y + mask.height))
        guard !mask.blocks.isEmpty, !box.isEmpty else { return nil }
        let tinted = mask.tinted(by: self)
        let backdrops = SIMD8(repeating: backdrop)
        let inside = box == PixelBox(x0: x, y0: y, x1: x + span, y1: y + mask.height)
        mask.blocks.withUnsafeBufferPointer { blocks in
            mask.coverage.withUnsafeBufferPointer { coverage in
                tinted.withUnsafeBufferPointer { tinted in
                    // The eight pixels at `pixel` through block `index`: the tinted block where they
                    // are all the backdrop.
                    @inline(__always) func blendBlock(_ index: Int, at pixel: UnsafeMutablePointer<UInt32>) {
                        let pixels = UnsafeMutableRawPointer(pixel)
                        let under = pixels.loadUnaligned(as: SIMD8<UInt32>.self)
                        pixels.storeBytes(
                            of: Self.same(under, backdrops) ? tinted[index] : over(coverage: coverage[index], on: under), as: SIMD8<UInt32>.self)
                    }
                    if inside {
                        // The whole mask lies within bounds (the usual case): no edge to test.
                        let origin = target + (y &* stride &+ x)
                        for index in blocks.indices { blendBlock(index, at: origin + (Int(blocks[index].y) &* stride &+ Int(blocks[index].x))) }
                        return
                    }
                    for index in blocks.indices {
                        let block = blocks[index]
                        let row = y &+ Int(block.y), left = x &+ Int(block.x)
                        guard row >= bounds.y0, row < bounds.y1 else { continue }
                        let pixel = target + (row &* stride &+ left)
                        if left >= bounds.x0, left &+ 8 <= bounds.x1 {
                            blendBlock(index, at: pixel)
                        } else {
                            // Across the edge: pixel by pixel, those inside.
                            let (first, end) = (max(0, bounds.x0 - left), min(8, bounds.x1 - left))
                            guard first < end else { continue }
                            for i in first..<end { blend(pixel + i, coverage: coverage[index] >> UInt64(8 * i)) }
                        }
                    }
                }
            }
        }
        return box
    }

    /// Eight pixels through the coverage in the bytes of `bits` (pixel `i` in byte `i`), as
    /// `over(_:coverage:on:)` computes each, two channels to a 16-bit lane (blue and red, then
    /// green and alpha) so every product fits in 16 bits. A premultiplied source never sums past
    /// 255 (its part is at most its alpha × coverage, the pixel's at most the rest), so no clamp.
    @inline(__always)
    private func over(coverage bits: UInt64, on pixels: SIMD8<UInt32>) -> SIMD8<UInt32> {
        @inline(__always) func multiply(_ a: SIMD16<UInt16>, _ b: SIMD16<UInt16>) -> SIMD16<UInt16> {
            let t = a &* b &+ 0x80
            return (t &+ (t &>> 8)) &>> 8
        }
        @inline(__always) func lanes(_ words: SIMD8<UInt32>) -> SIMD16<UInt16> { unsafeBitCast(words, to: SIMD16<UInt16>.self) }
        let coverage = SIMD8<UInt32>(truncatingIfNeeded: unsafeBitCast(bits, to: SIMD8<UInt8>.self))
        let m = lanes(coverage | coverage &<< 16)
        let rest = 255 &- multiply(SIMD16(repeating: UInt16(source >> 24)), m)
        let d = lanes(pixels)
        let blueRed = multiply(lanes(SIMD8(repeating: source & 0x00FF_00FF)), m) &+ multiply(d & 0xFF, rest)
        let greenAlpha = multiply(lanes(SIMD8(repeating: source >> 8 & 0x00FF_00FF)), m) &+ multiply(d &>> 8, rest)
        return unsafeBitCast(blueRed | greenAlpha &<< 8, to: SIMD8<UInt32>.self)
    }

    /// Whether `a` and `b` hold the same eight pixels (the SIMD `==` compares lane by lane).
    @inline(__always)
    private static func same(_ a: SIMD8<UInt32>, _ b: SIMD8<UInt32>) -> Bool {
        let words = unsafeBitCast(a ^ b, to: (UInt64, UInt64, UInt64, UInt64).self)
        return words.0 | words.1 | words.2 | words.3 == 0
    }

    /// One pixel through the coverage in the low byte of `bits`.
    @inline(__always)
    private func blend(_ pixel: UnsafeMutablePointer<UInt32>, coverage bits: UInt64) {
        let m = UInt32(truncatingIfNeeded: bits) & 0xFF, d = pixel.pointee
        pixel.pointee = d == backdrop ? table[Int(m)] : Self.over(source, coverage: m, on: d)
    }
}
