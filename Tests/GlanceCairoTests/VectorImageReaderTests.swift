import Foundation
import GlanceGraphics
import Testing

@testable import GlanceCairo

/// SVG and PDF files drawn by librsvg and poppler: their declared sizes, their pixels at any
/// size, and hostile files refused with a reason (never a crash, never a file or URL loaded).
@Suite struct VectorImageReaderTests {
    let reader = VectorImageReader()

    func svg(_ text: String) throws -> any VectorImage { try reader.decodeVector(Array(text.utf8), format: .svg) }

    func rgba(_ b: Bitmap, _ x: Int, _ y: Int) -> [UInt8] {
        let p = b.pixel(x: x, y: y)
        return [p.r, p.g, p.b, p.a]
    }

    /// Whether every pixel is transparent.
    func isBlank(_ b: Bitmap) -> Bool { stride(from: 3, to: b.pixels.count, by: 4).allSatisfy { b.pixels[$0] == 0 } }

    static let square = """
        <svg xmlns="http://www.w3.org/2000/svg" width="20" height="10">
          <rect x="0" y="0" width="10" height="10" fill="#FF0000"/>
          <rect x="10" y="0" width="10" height="10" fill="#0000FF" fill-opacity="0.5"/>
        </svg>
        """

    @Test func anSVGDeclaresItsSizeAndDrawsAtAnySize() throws {
        let image = try svg(Self.square)
        #expect(image.size == Size(width: 20, height: 10))
        let one = try image.rasterize(width: 20, height: 10)
        #expect(rgba(one, 5, 5) == [255, 0, 0, 255])
        #expect(rgba(one, 15, 5) == [0, 0, 128, 128])  // premultiplied half blue
        let big = try image.rasterize(width: 60, height: 30)  // 3x: still crisp halves
        #expect(rgba(big, 29, 15) == [255, 0, 0, 255] && rgba(big, 30, 15)[2] == 128)
        let stretched = try image.rasterize(width: 40, height: 40)  // stretched, not fitted
        #expect(rgba(stretched, 19, 39) == [255, 0, 0, 255] && rgba(stretched, 21, 0)[3] == 128)
    }

    @Test func anSVGWithOnlyAViewBoxTakesItsSize() throws {
        let image = try svg(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 24"><circle cx="16" cy="12" r="8"/></svg>"#)
        #expect(image.size == Size(width: 32, height: 24))
        let units = try svg(#"<svg xmlns="http://www.w3.org/2000/svg" width="1in" height="0.5in"/>"#)
        #expect(units.size == Size(width: 96, height: 48))  // CSS inches: 96 points each
    }

    @Test func aPDFDeclaresItsPageSizeAndDrawsItsFirstPage() throws {
        let bytes = TestPDF.page(width: 20, height: 24, content: "1 0 0 rg 0 12 20 12 re f 0 0 1 rg 0 0 20 12 re f")
        let image = try reader.decodeVector(bytes, format: .pdf)
        #expect(image.size == Size(width: 20, height: 24))
        let drawn = try image.rasterize(width: 40, height: 48)
        #expect(rgba(drawn, 20, 10) == [255, 0, 0, 255])  // PDF's y goes up: the top half is red
        #expect(rgba(drawn, 20, 40) == [0, 0, 255, 255])
        let empty = try reader.decodeVector(TestPDF.page(width: 10, height: 10, content: ""), format: .pdf)
        #expect(isBlank(try empty.rasterize(width: 10, height: 10)))  // no white paper behind it
    }

    @Test(arguments: [
        ("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\"><rect", "could not be parsed"),
        ("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"100000\" height=\"10\"/>", "larger than 4096 pt a side"),
        ("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"0\" height=\"10\"/>", "is empty"),
        ("<svg xmlns=\"http://www.w3.org/2000/svg\"/>", "it has no size"),
        ("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 1e9 1e9\"/>", "larger than 4096 pt a side"),
    ])
    func badSVGsAreRefusedWithAReason(text: String, reason: String) {
        do {
            _ = try svg(text)
            Issue.record("read \(text)")
        } catch {
            #expect("\(error)".hasPrefix("not a readable SVG image: "), "\(error)")
            #expect("\(error)".contains(reason) || reason == "could not be parsed", "\(error)")
        }
    }

    @Test(arguments: [
        [UInt8]("%PDF-1.4\n garbage".utf8), [UInt8]("%PDF".utf8), Array(TestPDF.page(width: 10, height: 10, content: "").prefix(60)),
    ])
    func badPDFsAreRefusedWithAReason(bytes: [UInt8]) {
        #expect(throws: VectorImageError.self) { try reader.decodeVector(bytes, format: .pdf) }
    }

    @Test func aPDFPageTooLargeIsRefused() {
        #expect(throws: VectorImageError(.pdf, "its size 100000×10 pt is larger than 4096 pt a side")) {
            try reader.decodeVector(TestPDF.page(width: 100000, height: 10, content: ""), format: .pdf)
        }
    }

    @Test func drawingIsLimitedInPixels() throws {
        let image = try svg(Self.square)
        #expect(throws: VectorImageError.self) { try image.rasterize(width: 100_000, height: 10) }
        #expect(throws: VectorImageError.self) { try image.rasterize(width: 0, height: 10) }
    }

    /// A PNG beside the SVG, by absolute path, by relative path, and by URL: none is loaded.
    @Test func anSVGLoadsNoFileOrURLItReferences() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glance-svg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = folder.appendingPathComponent("red.png")
        try Data(try PNGCodec().encode(Bitmap(width: 4, height: 4, fill: .red))).write(to: png)
        for href in [png.absoluteString, png.path, "red.png", "http://127.0.0.1:9/red.png"] {
            let image = try svg("""
                <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="8" height="8">
                  <image x="0" y="0" width="8" height="8" href="\(href)" xlink:href="\(href)"/>
                  <use href="\(href)#a"/>
                </svg>
                """)
            #expect(isBlank(try image.rasterize(width: 8, height: 8)), "\(href) was loaded")
        }
        // Inline data is part of the file, so it is drawn.
        let inline = "data:image/png;base64," + Data(try PNGCodec().encode(Bitmap(width: 4, height: 4, fill: .red))).base64EncodedString()
        let image = try svg(#"<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><image width="8" height="8" href="\#(inline)"/></svg>"#)
        #expect(rgba(try image.rasterize(width: 8, height: 8), 4, 4)[3] == 255)
    }

    @Test func anSVGExpandsNoExternalEntityAndNoEntityBomb() throws {
        let external = """
            <?xml version="1.0"?>
            <!DOCTYPE svg [<!ENTITY secret SYSTEM "file:///etc/hostname">]>
            <svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><text x="0" y="15" font-size="14">&secret;</text></svg>
            """
        if let image = try? svg(external) { #expect(isBlank(try image.rasterize(width: 40, height: 20))) }
        var bomb = "<?xml version=\"1.0\"?>\n<!DOCTYPE svg [\n<!ENTITY a0 \"lol\">\n"
        for level in 1...10 { bomb += "<!ENTITY a\(level) \"" + String(repeating: "&a\(level - 1);", count: 10) + "\">\n" }
        bomb += "]>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\"><text>&a10;</text></svg>"
        let started = ContinuousClock.now
        _ = try? svg(bomb)
        #expect(ContinuousClock.now - started < .seconds(20))
    }
}
