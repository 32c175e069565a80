/// One-page PDF files for the tests, written as `scripts/make-vector-assets.py` writes them.
enum TestPDF {
    /// A `width` × `height` pt page drawing `content` (PDF operators); `extra` goes in the catalog.
    static func page(width: Double, height: Double, content: String, catalogExtra: String = "") -> [UInt8] {
        let stream = Array(content.utf8)
        let objects: [[UInt8]] = [
            Array("<< /Type /Catalog /Pages 2 0 R \(catalogExtra)>>".utf8),
            Array("<< /Type /Pages /Kids [3 0 R] /Count 1 >>".utf8),
            Array("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 \(width) \(height)] /Contents 4 0 R /Resources << >> >>".utf8),
            Array("<< /Length \(stream.count) >>\nstream\n".utf8) + stream + Array("\nendstream".utf8),
        ]
        var out = Array("%PDF-1.4\n".utf8)
        var offsets: [Int] = []
        for (index, body) in objects.enumerated() {
            offsets.append(out.count)
            out += Array("\(index + 1) 0 obj\n".utf8) + body + Array("\nendobj\n".utf8)
        }
        let xref = out.count
        out += Array("xref\n0 \(objects.count + 1)\n0000000000 65535 f \n".utf8)
        for offset in offsets {
            let digits = String(offset)
            out += Array((String(repeating: "0", count: 10 - digits.count) + digits + " 00000 n \n").utf8)
        }
        out += Array("trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(xref)\n%%EOF\n".utf8)
        return out
    }
}
