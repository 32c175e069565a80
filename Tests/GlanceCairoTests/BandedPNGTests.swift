import Foundation
import GlanceGraphics
import GlanceText
import Testing

@testable import GlanceCairo

/// `CairoRasterizer.encodePNG` draws a list a band of rows at a time and writes the PNG row by
/// row (`PNGRowEncoder`): the file must hold the pixels the list drawn whole gives, however
/// the bands fall, and be a PNG other readers take.
@Suite struct BandedPNGTests {
    /// Text (drawn by cairo the first time, from masks after), a gradient, an even-odd star,
    /// a turned translucent group, a clip and a dashed stroke, over 96 × 60 points.
    static func list(_ engine: TextEngine) -> DisplayList {
        let star = KeptContextTests.star
        let gradient = Paint.linearGradient(LinearGradientPaint(
            stops: [GradientStop(color: .blue, location: 0), GradientStop(color: .orange, location: 1)],
            start: Point(x: 0, y: 0), end: Point(x: 96, y: 60)))
        let turned = AffineTransform(rotation: 0.4).concatenating(AffineTransform(translationX: 30, y: 4))
        return DisplayList(size: Size(width: 96, height: 60), items: [
            .fill(Path(rect: Rect(x: 2, y: 3, width: 90, height: 50)), gradient),
            .fill(star, .color(.green), .evenOdd),
            KeptContextTests.text(engine, "10:09 Rain", x: 3),
            .group(DisplayGroup(transform: turned, opacity: 0.6, items: [.fill(Path(rect: Rect(x: 4, y: 4, width: 40, height: 14)), .color(.red))])),
            .group(DisplayGroup(clip: star, items: [KeptContextTests.text(engine, "Quiet 72°", x: 30)])),
            .stroke(star, .color(.white), StrokeStyle(lineWidth: 2.5, lineCap: .round, lineJoin: .round, dash: [5, 3])),
            KeptContextTests.text(engine, "Rain 72° · 10:09", x: 20),
        ])
    }

    /// Bands of one row, of odd heights, and one taller than the image give the whole image's
    /// pixels, at 1× and 2×.
    @Test(arguments: [1, 7, 32, 500], [1.0, 2.0])
    func bandsGiveTheWholeImagesPixels(bandRows: Int, scale: Double) throws {
        let engine = try TextEngine()
        let list = Self.list(engine)
        let background = Color(r8: 28, g8: 28, b8: 30)
        let whole = try CairoRasterizer().rasterize(list, scale: scale, background: background)
        let png = try CairoRasterizer().encodePNG(list, scale: scale, background: background, bandRows: bandRows)
        let read = try PNGCodec().decode(png)
        #expect(read.size == whole.size)
        let differing = zip(read.pixels, whole.pixels).filter { $0 != $1 }.count
        #expect(differing == 0, "\(differing) bytes differ with bands of \(bandRows) rows at \(scale)×")
        if differing > 0 {
            var places: [String] = []
            for i in stride(from: 0, to: whole.pixels.count, by: 4) where read.pixels[i..<i+4] != whole.pixels[i..<i+4] {
                places.append("(\(i / 4 % whole.width),\(i / 4 / whole.width)) \(Array(read.pixels[i..<i+4])) vs \(Array(whole.pixels[i..<i+4]))")
            }
            print("differing pixels, banded vs whole:", places.prefix(40).joined(separator: " "))
        }
    }

    /// Over a translucent background the file keeps alpha, and reads back as the same image
    /// written by cairo's own PNG writer reads back.
    @Test func translucentBackgroundKeepsAlphaAsCairosWriterDoes() throws {
        let engine = try TextEngine()
        let list = Self.list(engine)
        let background = Color(r8: 200, g8: 40, b8: 90, alpha: 0.45)
        let whole = try CairoRasterizer().rasterize(list, scale: 2, background: background)
        let expected = try PNGCodec().decode(try PNGCodec().encode(whole))
        let png = try CairoRasterizer().encodePNG(list, scale: 2, background: background, bandRows: 16)
        #expect(png[25] == 6, "colour type RGBA")
        #expect(try PNGCodec().decode(png) == expected)
    }

    /// The file carries Glance's marker, so a later run may replace it (`OutputFile`), and an
    /// opaque image is written as RGB.
    @Test func fileIsMarkedAsGlancesAndOpaqueIsRGB() throws {
        let png = try CairoRasterizer().encodePNG(Self.list(try TextEngine()), scale: 1, background: .black, bandRows: 10)
        #expect(png[25] == 2, "colour type RGB")
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("banded-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try OutputFile.write(png, to: path)
        #expect(OutputFile.wroteByGlance(path))
    }

    /// Rows of another width, more rows than the image has, and finishing early are errors.
    @Test func misfitRowsAreErrors() throws {
        let encoder = try PNGRowEncoder(width: 4, height: 2, hasAlpha: false)
        #expect(throws: RasterizerError.self) { try encoder.append(Bitmap(width: 3, height: 1)) }
        try encoder.append(Bitmap(width: 4, height: 1))
        #expect(throws: RasterizerError.self) { try encoder.finish() }
        #expect(throws: RasterizerError.self) { try encoder.append(Bitmap(width: 4, height: 2)) }
        try encoder.append(Bitmap(width: 4, height: 1, fill: .white))
        let read = try PNGCodec().decode(try encoder.finish())
        let pixel = read.pixel(x: 0, y: 1)
        #expect([pixel.r, pixel.g, pixel.b, pixel.a] == [255, 255, 255, 255])
        #expect(throws: RasterizerError.self) { try PNGRowEncoder(width: 0, height: 2, hasAlpha: false) }
    }
}
