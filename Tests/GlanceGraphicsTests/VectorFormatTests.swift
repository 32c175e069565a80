import GlanceGraphics
import Testing

/// Telling vector files from other image files by their first bytes.
@Suite struct VectorFormatTests {
    @Test func pdfAndSVGAreToldByTheirStart() {
        #expect(VectorFormat.sniff(Array("%PDF-1.4\n".utf8)) == .pdf)
        #expect(VectorFormat.sniff(Array("<svg xmlns=\"http://www.w3.org/2000/svg\"/>".utf8)) == .svg)
        #expect(VectorFormat.sniff(Array("\u{FEFF}\n  <?xml version=\"1.0\"?>\n<!-- icon -->\n<svg width=\"4\"/>".utf8)) == .svg)
    }

    @Test func otherFilesAreNotVectors() {
        // A PNG whose text chunk mentions <svg is still a PNG.
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array("tEXtComment<svg>".utf8)
        #expect(VectorFormat.sniff(png) == nil)
        #expect(VectorFormat.sniff(Array("<html><body>no</body></html>".utf8)) == nil)
        #expect(VectorFormat.sniff([]) == nil)
    }
}
