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
    /// Whether the colour is opaque: at full coverage it then replaces any pixel.
    let opaque: Bool

    init(source: UInt32, backdrop: UInt32) {
        self.source = source
        self.backdrop = backdrop
        table = (0..<256).map { Self.over(source, coverage: UInt32($0), on: backdrop) }
        opaque = source >> 24 == 0xFF
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

    /// `body` given the colour at each coverage level over the backdrop, 256 of them.
    func withTable<T>(_ body: (UnsafePointer<UInt32>) -> T) -> T { table.withUnsafeBufferPointer { body($0.baseAddress!) } }

    /// The pair of colour and backdrop the table is for, as tinted blocks are kept by.
    var key: UInt64 { UInt64(source) << 32 | UInt64(backdrop) }

    /// Composites through the mask blocks at `list` with its top-left pixel at (`x`, `y`) of the
    /// pixels at `target` (rows `stride` pixels apart), changing only those within `bounds`,
    /// eight at a time where a block lies within them; eight pixels that are all the backdrop
    /// take the block's tinted pixels as they are. Returns the box of pixels it may have
    /// changed, or nil when none. `fresh` promises
    /// that every pixel under the mask's blocks within `bounds` is the backdrop: each whole
    /// block then takes its tinted pixels without a look at what is there.
    @inline(__always)
    func composite(
        _ list: UnsafeMutablePointer<BlockList>, atX x: Int, y: Int, into target: UnsafeMutablePointer<UInt32>, stride: Int,
        bounds: PixelBox, fresh: Bool = false
    ) -> PixelBox? {
        if list.pointee.once { return compositeOnce(list, atX: x, y: y, into: target, stride: stride, bounds: bounds, fresh: fresh) }
        let count = list.pointee.count
        let whole = PixelBox(x0: x, y0: y, x1: x &+ (list.pointee.width &+ 7) & ~7, y1: y &+ list.pointee.height)
        let box = bounds.intersection(whole)
        guard count > 0, !box.isEmpty else { return nil }
        if box == whole {
            // The whole mask lies within bounds (the usual case): no edge to test.
            compositeWhole(list, at: target + (y &* stride &+ x), stride: stride, fresh: fresh)
        } else {
            let tinted = list.pointee.tinted(by: self)
            compositeAcross(
                list.pointee.blocks, list.pointee.coverage, tinted, count: count, atX: x, y: y, into: target, stride: stride, bounds: bounds,
                fresh: fresh)
        }
        return box
    }

    /// Composites through the blocks at `list` with the mask's top-left pixel at `origin`, all
    /// of it within bounds; `fresh` as for `composite(_:atX:y:into:stride:bounds:fresh:)`.
    @inline(__always)
    func compositeWhole(_ list: UnsafeMutablePointer<BlockList>, at origin: UnsafeMutablePointer<UInt32>, stride: Int, fresh: Bool) {
        if list.pointee.once {
            // Drawn for once: composited from its rows, which the general path knows.
            _ = compositeOnce(list, atX: 0, y: 0, into: origin, stride: stride, bounds: .everywhere, fresh: fresh)
            return
        }
        let count = list.pointee.count
        guard count > 0 else { return }
        let tinted = list.pointee.tinted(by: self)
        if fresh {
            storeInside(list.pointee.blocks, tinted, count: count, at: origin, stride: stride)
        } else {
            compositeInside(list.pointee.blocks, list.pointee.coverage, tinted, count: count, at: origin, stride: stride)
        }
    }

    /// The eight pixels at `pixel` through `bits` of coverage: `tinted` where they are all the
    /// backdrop, or where an opaque colour covers them all (it is then the colour itself, over
    /// anything: pixman's sum is the source and nothing of the pixel).
    @inline(__always)
    func blendBlock(_ pixel: UnsafeMutablePointer<UInt32>, _ bits: UInt64, _ tinted: SIMD8<UInt32>) {
        let pixels = UnsafeMutableRawPointer(pixel)
        let under = pixels.loadUnaligned(as: SIMD8<UInt32>.self)
        if Self.same(under, SIMD8(repeating: backdrop)) || (opaque && bits == .max) {
            pixels.storeBytes(of: tinted, as: SIMD8<UInt32>.self)
        } else {
            pixels.storeBytes(of: over(coverage: bits, on: under), as: SIMD8<UInt32>.self)
        }
    }

    /// Every block, all within bounds, with the mask's top-left pixel at `origin`.
    private func compositeInside(
        _ blocks: UnsafePointer<BlockList.Block>, _ coverage: UnsafePointer<UInt64>, _ tinted: UnsafePointer<SIMD8<UInt32>>, count: Int,
        at origin: UnsafeMutablePointer<UInt32>, stride: Int
    ) {
        for index in 0..<count {
            let block = blocks[index]
            blendBlock(origin + (Int(block.y) &* stride &+ Int(block.x)), coverage[index], tinted[index])
        }
    }

    /// Every block's tinted pixels, all within bounds and over the backdrop, with the mask's
    /// top-left pixel at `origin`.
    private func storeInside(
        _ blocks: UnsafePointer<BlockList.Block>, _ tinted: UnsafePointer<SIMD8<UInt32>>, count: Int, at origin: UnsafeMutablePointer<UInt32>,
        stride: Int
    ) {
        for index in 0..<count {
            let block = blocks[index]
            UnsafeMutableRawPointer(origin + (Int(block.y) &* stride &+ Int(block.x))).storeBytes(of: tinted[index], as: SIMD8<UInt32>.self)
        }
    }

    /// The blocks of a mask at (`x`, `y`) that reaches past `bounds`: rows outside are skipped,
    /// blocks across a side are composited pixel by pixel, those inside (out of line, so the
    /// loop over whole blocks keeps its values in registers).
    private func compositeAcross(
        _ blocks: UnsafePointer<BlockList.Block>, _ coverage: UnsafePointer<UInt64>, _ tinted: UnsafePointer<SIMD8<UInt32>>, count: Int,
        atX x: Int, y: Int, into target: UnsafeMutablePointer<UInt32>, stride: Int, bounds: PixelBox, fresh: Bool
    ) {
        // In the mask's own rows and columns: rows `top..<top + rows` are in; a block at column
        // `c` lies wholly within when `left <= c <= right`, and none does when `right < left`.
        let (top, rows) = (bounds.y0 &- y, UInt(bitPattern: bounds.y1 &- bounds.y0))
        let (left, right) = (bounds.x0 &- x, bounds.x1 &- x &- 8)
        let (from, columns) = right >= left ? (left, UInt(bitPattern: right &- left)) : (Int.max, 0)
        let origin = target + (y &* stride &+ x)
        for index in 0..<count {
            let block = blocks[index]
            let (row, column) = (Int(block.y), Int(block.x))
            guard UInt(bitPattern: row &- top) < rows else { continue }
            let pixel = origin + (row &* stride &+ column)
            if UInt(bitPattern: column &- from) <= columns {
                if fresh {
                    UnsafeMutableRawPointer(pixel).storeBytes(of: tinted[index], as: SIMD8<UInt32>.self)
                } else {
                    blendBlock(pixel, coverage[index], tinted[index])
                }
            } else {
                blendEdge(pixel, coverage[index], from: max(0, left &- column), to: min(8, right &+ 8 &- column))
            }
        }
    }

    /// Pixels `from..<to` of the eight at `pixel`, through `bits` of coverage, one by one.
    @inline(never)
    func blendEdge(_ pixel: UnsafeMutablePointer<UInt32>, _ bits: UInt64, from: Int, to: Int) {
        for i in from..<max(from, to) { blend(pixel + i, coverage: bits >> UInt64(8 * i)) }
    }

    /// Eight pixels through the coverage in the bytes of `bits` (pixel `i` in byte `i`), as
    /// `over(_:coverage:on:)` computes each, two channels to a 16-bit lane (blue and red, then
    /// green and alpha) so every product fits in 16 bits. A premultiplied source never sums past
    /// 255 (its part is at most its alpha × coverage, the pixel's at most the rest), so no clamp.
    @inline(__always)
    func over(coverage bits: UInt64, on pixels: SIMD8<UInt32>) -> SIMD8<UInt32> {
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
    static func same(_ a: SIMD8<UInt32>, _ b: SIMD8<UInt32>) -> Bool {
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
