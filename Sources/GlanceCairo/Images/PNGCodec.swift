import CCairo
import CZlib
import GlanceGraphics

/// PNG files through cairo's encoder and decoder.
public struct PNGCodec: BitmapCodec, Sendable {
    public init() {}

    public var fileExtension: String { "png" }

    private final class Buffer {
        var bytes: [UInt8]
        var offset = 0
        init(_ bytes: [UInt8]) { self.bytes = bytes }
    }

    public func encode(_ bitmap: Bitmap) throws -> [UInt8] {
        guard bitmap.width > 0, bitmap.height > 0 else { throw RasterizerError.invalidSize(bitmap.size) }
        let buffer = Buffer([])
        let status = try CairoSurface.withSurface(over: bitmap) { surface in
            cairo_surface_write_to_png_stream(
                surface,
                { closure, data, length in
                    let buffer = Unmanaged<Buffer>.fromOpaque(closure!).takeUnretainedValue()
                    buffer.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(length)))
                    return CAIRO_STATUS_SUCCESS
                }, Unmanaged.passUnretained(buffer).toOpaque())
        }
        guard status == CAIRO_STATUS_SUCCESS else { throw RasterizerError.cairo(String(cString: cairo_status_to_string(status))) }
        return withExtendedLifetime(buffer) { Self.signed(buffer.bytes) }
    }

    /// `png` with a `tEXt` chunk naming Glance as its software after the header: how a later run
    /// knows the file is one Glance wrote and may replace (`OutputFile.wroteByGlance`).
    static func signed(_ png: [UInt8]) -> [UInt8] {
        guard png.count > 33, png[12..<16].elementsEqual("IHDR".utf8) else { return png }
        return Array(png[..<33]) + chunk("tEXt", OutputFile.pngMarker) + Array(png[33...])
    }

    /// A PNG chunk: the data's length, the type, the data, and the CRC-32 of type and data.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return bigEndian(data.count) + body + bigEndian(Int(crc32(body)))
    }

    /// `value` as the four big-endian bytes PNG's lengths and sizes are written in.
    static func bigEndian(_ value: Int) -> [UInt8] {
        withUnsafeBytes(of: UInt32(truncatingIfNeeded: value).bigEndian, Array.init)
    }

    /// The CRC-32 a PNG chunk ends with (ISO 3309, over the type and data), by zlib.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBufferPointer { UInt32(truncatingIfNeeded: CZlib.crc32(0, $0.baseAddress, UInt32($0.count))) }
    }

    public func decode(_ bytes: [UInt8]) throws -> Bitmap {
        guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) else { throw RasterizerError.invalidPNG("missing PNG signature") }
        // The size comes from the header before anything is decoded: a small file may claim
        // 30000 × 30000 pixels (3.6 GB) and exhaust memory while decoding.
        guard bytes.count >= 24 else { throw RasterizerError.invalidPNG("\(bytes.count) bytes, too short for a PNG header") }
        guard bytes[12..<16].elementsEqual("IHDR".utf8) else { throw RasterizerError.invalidPNG("no IHDR header chunk after the signature") }
        func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        let (width, height) = (word(16), word(20))
        guard width > 0, height > 0 else { throw RasterizerError.invalidPNG("the header says \(width)×\(height) pixels") }
        guard width <= VectorImageReader.maxPixels, height <= VectorImageReader.maxPixels else {
            throw RasterizerError.invalidPNG("the header says \(width)×\(height) pixels; the limit is \(VectorImageReader.maxPixels) a side (checked before decoding)")
        }
        try Self.checkChunks(bytes)
        let buffer = Buffer(bytes)
        let surface = withExtendedLifetime(buffer) {
            cairo_image_surface_create_from_png_stream(
                { closure, data, length in
                    let buffer = Unmanaged<Buffer>.fromOpaque(closure!).takeUnretainedValue()
                    let n = Int(length)
                    guard buffer.offset + n <= buffer.bytes.count, let data else { return CAIRO_STATUS_READ_ERROR }
                    buffer.bytes.withUnsafeBufferPointer {
                        data.update(from: $0.baseAddress!.advanced(by: buffer.offset), count: n)
                    }
                    buffer.offset += n
                    return CAIRO_STATUS_SUCCESS
                }, Unmanaged.passUnretained(buffer).toOpaque())!
        }
        defer { cairo_surface_destroy(surface) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else { throw RasterizerError.invalidPNG(String(cString: cairo_status_to_string(status))) }
        let format = cairo_image_surface_get_format(surface)
        guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24 else {
            throw RasterizerError.invalidPNG("unsupported pixel format \(format.rawValue)")
        }
        return CairoSurface.bitmap(of: surface)
    }
}

extension PNGCodec {
    /// Walks the chunks' framing before libpng sees the file: a chunk that claims more bytes than
    /// the file has left is refused here, where libpng would first allocate what it claims (a
    /// 187-byte file claiming a 1.9 GB text chunk took 2 GB and seconds; found by fuzzing).
    static func checkChunks(_ bytes: [UInt8]) throws {
        var at = 8
        while at + 8 <= bytes.count {
            let length = bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) }
            let type = String(decoding: bytes[at + 4..<at + 8], as: UTF8.self)
            let left = bytes.count - at - 12
            guard length <= left else {
                throw RasterizerError.invalidPNG("the \(type) chunk at byte \(at) claims \(length) bytes; the file has \(max(0, left)) left")
            }
            if type == "IEND" { return }
            at += 12 + length
        }
        throw RasterizerError.invalidPNG("the file ends before its IEND chunk")
    }
}

