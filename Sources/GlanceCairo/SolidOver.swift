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
    /// `target` (rows `stride` pixels apart), changing only those within `bounds`. Eight pixels that are all
    /// the backdrop take the mask's tinted block as they are. Returns the box of pixels it may
    /// have changed (x0, y0, x1, y1), or nil when none.
    func composite(
        _ mask: CoverageBlocks, atX x: Int, y: Int, into target: UnsafeMutablePointer<UInt32>, stride: Int,
        bounds: (x0: Int, y0: Int, x1: Int, y1: Int)
    ) -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
        let span = (mask.width + 7) / 8 * 8
        let box = (x0: max(bounds.x0, x), y0: max(bounds.y0, y), x1: min(bounds.x1, x + span), y1: min(bounds.y1, y + mask.height))
        guard !mask.blocks.isEmpty, box.x0 < box.x1, box.y0 < box.y1 else { return nil }
        let inside = box == (x, y, x + span, y + mask.height)
        let tinted = mask.tinted(by: self)
        let backdrops = SIMD8(repeating: backdrop)
        for (index, block) in mask.blocks.enumerated() {
            let row = y &+ Int(block.y), left = x &+ Int(block.x)
            let bits = mask.coverage[index]
            if inside {
                let pixels = UnsafeMutableRawPointer(target + (row &* stride &+ left))
                if pixels.loadUnaligned(as: SIMD8<UInt32>.self) == backdrops {
                    pixels.storeBytes(of: tinted[index], as: SIMD8<UInt32>.self)
                } else {
                    for i in 0..<8 { blend(target + (row &* stride &+ left &+ i), coverage: bits >> UInt64(8 * i)) }
                }
            } else if row >= bounds.y0, row < bounds.y1 {
                // At the edge: pixel by pixel, those inside.
                let (first, end) = (max(0, bounds.x0 - left), min(8, bounds.x1 - left))
                guard first < end else { continue }
                for i in first..<end { blend(target + (row &* stride &+ left &+ i), coverage: bits >> UInt64(8 * i)) }
            }
        }
        return box
    }

    /// One pixel through the coverage in the low byte of `bits`.
    @inline(__always)
    private func blend(_ pixel: UnsafeMutablePointer<UInt32>, coverage bits: UInt64) {
        let m = UInt32(truncatingIfNeeded: bits) & 0xFF, d = pixel.pointee
        pixel.pointee = d == backdrop ? table[Int(m)] : Self.over(source, coverage: m, on: d)
    }
}
