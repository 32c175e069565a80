import GlanceGraphics
import Testing

@testable import GlanceCairo

/// A PNG's size is read from its header and limited before anything is decoded.
@Suite struct PNGHeaderLimitTests {
    /// A PNG's signature and IHDR chunk claiming `width` × `height`, and nothing after.
    func header(width: Int, height: Int) -> [UInt8] {
        func word(_ v: Int) -> [UInt8] { [24, 16, 8, 0].map { UInt8((v >> $0) & 0xFF) } }
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + word(13) + Array("IHDR".utf8) + word(width) + word(height) + [8, 6, 0, 0, 0, 0, 0, 0, 0]
    }

    func message(_ bytes: [UInt8]) -> String {
        do {
            _ = try PNGCodec().decode(bytes)
            return "decoded"
        } catch { return "\(error)" }
    }

    @Test func aBombIsRefusedFromItsHeader() {
        #expect(message(header(width: 30000, height: 30000)) == "not a readable PNG: the header says 30000×30000 pixels; the limit is 8192 a side (checked before decoding)")
        #expect(message(header(width: 0, height: 10)).contains("0×10"))
        #expect(message(Array(header(width: 10, height: 10).prefix(20))).contains("20 bytes, too short for a PNG header"))
        var renamed = header(width: 10, height: 10)
        renamed[12] = UInt8(ascii: "X")
        #expect(message(renamed).contains("no IHDR"))
    }

    @Test func anImageWithinTheLimitStillDecodes() throws {
        let bitmap = Bitmap(width: 5, height: 3, fill: .white)
        let again = try PNGCodec().decode(try PNGCodec().encode(bitmap))
        #expect(again.width == 5 && again.height == 3)
    }
}
