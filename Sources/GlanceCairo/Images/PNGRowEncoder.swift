import CZlib
import GlanceGraphics

/// A PNG written a band of rows at a time: only the band's pixels and the compressed file are
/// held, so a tall image costs about its file, not its bitmap. Pixels are 8-bit RGB (or RGBA,
/// unpremultiplied as cairo's writer does); each row takes the filter whose bytes sum least as
/// signed values (the PNG specification's suggested heuristic, section 12.8); zlib compresses.
/// The file carries Glance's `tEXt` marker right after its header, as `PNGCodec`'s do.
final class PNGRowEncoder {
    let width: Int, height: Int
    /// Whether rows keep their alpha; without it the pixels are taken as opaque.
    let hasAlpha: Bool
    private let bytesPerPixel: Int
    private var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    private let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
    private var deflating = false
    private var rowsWritten = 0
    /// The row before (unfiltered), this row, and the filtered candidates with their filter byte.
    private var previous: [UInt8], row: [UInt8], candidates: [[UInt8]]
    private var compressed = [UInt8](repeating: 0, count: 1 << 16)

    /// An encoder of a `width` × `height` image.
    init(width: Int, height: Int, hasAlpha: Bool) throws {
        guard (1...16384).contains(width), (1...1 << 20).contains(height) else {
            throw RasterizerError.invalidSize(PixelSize(width: width, height: height))
        }
        (self.width, self.height, self.hasAlpha) = (width, height, hasAlpha)
        bytesPerPixel = hasAlpha ? 4 : 3
        let rowBytes = width * bytesPerPixel
        previous = [UInt8](repeating: 0, count: rowBytes)
        row = previous
        candidates = Array(repeating: [UInt8](repeating: 0, count: rowBytes + 1), count: 5)
        stream.initialize(to: z_stream())
        guard glance_deflate_init(stream, 6) == Z_OK else { throw RasterizerError.compression("cannot start compressing") }
        deflating = true
        chunk("IHDR", PNGCodec.bigEndian(width) + PNGCodec.bigEndian(height) + [8, hasAlpha ? 6 : 2, 0, 0, 0])
        chunk("tEXt", OutputFile.pngMarker)
    }

    deinit {
        if deflating { deflateEnd(stream) }
        stream.deinitialize(count: 1)
        stream.deallocate()
    }

    /// Appends `band`'s rows, or those of `rows`, below those written before; its width must be
    /// the image's.
    func append(_ band: Bitmap, rows: Range<Int>? = nil) throws {
        let rows = rows ?? 0..<band.height
        guard band.width == width, rows.lowerBound >= 0, rows.upperBound <= band.height, rowsWritten + rows.count <= height else {
            throw RasterizerError.invalidSize(band.size)
        }
        for y in rows {
            band.pixels.withUnsafeBufferPointer { pixels in
                unpack(UnsafeBufferPointer(rebasing: pixels[(y * width * 4)..<((y + 1) * width * 4)]))
            }
            let best = filterRow()
            try candidates[best].withUnsafeBufferPointer { try deflate($0, finishing: false) }
            swap(&previous, &row)
            rowsWritten += 1
        }
    }

    /// The whole file, once every row is appended.
    func finish() throws -> [UInt8] {
        guard rowsWritten == height else {
            throw RasterizerError.compression("\(rowsWritten) of \(height) rows were given")
        }
        try deflate(UnsafeBufferPointer(start: nil, count: 0), finishing: true)
        chunk("IEND", [])
        return file
    }

    /// This row's pixels from premultiplied BGRA into `row`.
    private func unpack(_ bgra: UnsafeBufferPointer<UInt8>) {
        row.withUnsafeMutableBufferPointer { out in
            var o = 0
            for i in stride(from: 0, to: bgra.count, by: 4) {
                let (b, g, r, a) = (bgra[i], bgra[i + 1], bgra[i + 2], bgra[i + 3])
                if !hasAlpha {
                    (out[o], out[o + 1], out[o + 2]) = (r, g, b)
                    o += 3
                } else if a == 0 {
                    (out[o], out[o + 1], out[o + 2], out[o + 3]) = (0, 0, 0, 0)
                    o += 4
                } else {
                    // cairo's unpremultiply, rounded: c × 255 / a.
                    let alpha = Int(a)
                    func plain(_ c: UInt8) -> UInt8 { UInt8(min(255, (Int(c) * 255 + alpha / 2) / alpha)) }
                    (out[o], out[o + 1], out[o + 2], out[o + 3]) = (plain(r), plain(g), plain(b), a)
                    o += 4
                }
            }
        }
    }

    /// Fills the five filtered candidates of `row` and returns the one whose bytes, read as
    /// signed, sum least in magnitude.
    private func filterRow() -> Int {
        let bpp = bytesPerPixel
        var best = 0, bestSum = Int.max
        row.withUnsafeBufferPointer { x in
            previous.withUnsafeBufferPointer { b in
                for filter in 0..<5 {
                    let sum = candidates[filter].withUnsafeMutableBufferPointer { out -> Int in
                        out[0] = UInt8(filter)
                        var sum = 0
                        func put(_ i: Int, _ predicted: Int) {
                            let value = UInt8(truncatingIfNeeded: Int(x[i]) &- predicted)
                            out[i &+ 1] = value
                            sum &+= abs(Int(Int8(bitPattern: value)))
                        }
                        for i in 0..<x.count {
                            let left = i >= bpp ? Int(x[i &- bpp]) : 0
                            switch filter {
                            case 0: put(i, 0)
                            case 1: put(i, left)
                            case 2: put(i, Int(b[i]))
                            case 3: put(i, (left &+ Int(b[i])) >> 1)
                            default: put(i, Self.paeth(left, Int(b[i]), i >= bpp ? Int(b[i &- bpp]) : 0))
                            }
                        }
                        return sum
                    }
                    if sum < bestSum { (best, bestSum) = (filter, sum) }
                }
            }
        }
        return best
    }

    /// The Paeth predictor: of left, up and upper left, the nearest to left + up − upper left.
    private static func paeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
        let p = a + b - c
        let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
        return pa <= pb && pa <= pc ? a : pb <= pc ? b : c
    }

    /// Compresses `input`, writing full output buffers as IDAT chunks; when `finishing`, ends
    /// the stream and writes the rest.
    private func deflate(_ input: UnsafeBufferPointer<UInt8>, finishing: Bool) throws {
        stream.pointee.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
        stream.pointee.avail_in = UInt32(input.count)
        while true {
            let status = compressed.withUnsafeMutableBufferPointer { out -> Int32 in
                stream.pointee.next_out = out.baseAddress
                stream.pointee.avail_out = UInt32(out.count)
                return CZlib.deflate(stream, finishing ? Z_FINISH : Z_NO_FLUSH)
            }
            let produced = compressed.count - Int(stream.pointee.avail_out)
            if produced > 0 { chunk("IDAT", Array(compressed[..<produced])) }
            if status == Z_STREAM_END { return }
            guard status == Z_OK || status == Z_BUF_ERROR else {
                throw RasterizerError.compression("deflate failed (status \(status))")
            }
            // Done with this input once zlib has taken it all and had room to spare.
            if !finishing && stream.pointee.avail_in == 0 && stream.pointee.avail_out > 0 { return }
        }
    }

    /// Appends a chunk (`PNGCodec.chunk`).
    private func chunk(_ type: String, _ data: [UInt8]) {
        file += PNGCodec.chunk(type, data)
    }
}
