import CCairo
import CVectorImages
import GlanceGraphics

/// A PDF file's first page drawn by poppler, as Xcode uses a PDF in an image set; its size is
/// the page's, in points. Links, forms and scripts are never acted on, only drawn.
struct PDFImage: VectorImage {
    let bytes: [UInt8]
    let size: Size
    /// What a drawing costs, measured when it was read.
    private(set) var cost = VectorDrawCost()

    init(_ bytes: [UInt8]) throws(VectorImageError) {
        self.bytes = bytes
        size = try VectorImageReader.checked(try VectorImageReader.locked { () throws(VectorImageError) in try Self.withFirstPage(bytes) { page in
            var width = 0.0, height = 0.0
            poppler_page_get_size(page, &width, &height)
            return Size(width: width, height: height)
        } }, .pdf)
        // Drawn small once: what poppler cannot draw is a problem now, and the cost is known.
        cost = try VectorDrawCost.measure(size) { (w, h) throws(VectorImageError) in _ = try draw(width: w, height: h) }
    }

    func rasterize(width: Int, height: Int) throws -> Bitmap {
        try cost.check(.pdf, width: width, height: height)
        return try draw(width: width, height: height)
    }

    private func draw(width: Int, height: Int) throws(VectorImageError) -> Bitmap {
        try VectorImageReader.draw(.pdf, size: size, width: width, height: height) { (cr) throws(VectorImageError) in
            try VectorImageReader.locked { () throws(VectorImageError) in
                try Self.withFirstPage(bytes) { page in poppler_page_render(page, cr) }
            }
        }
    }

    /// `body` given the document's first page, read with no password.
    private static func withFirstPage<T>(_ bytes: [UInt8], _ body: (OpaquePointer) throws(VectorImageError) -> T) throws(VectorImageError) -> T {
        let data = bytes.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(data) }
        var error: UnsafeMutablePointer<GError>?
        guard let document = poppler_document_new_from_bytes(data, nil, &error) else { throw failure(error) }
        defer { g_object_unref(UnsafeMutableRawPointer(document)) }
        guard poppler_document_get_n_pages(document) > 0, let page = poppler_document_get_page(document, 0) else {
            throw VectorImageError(.pdf, "it has no pages")
        }
        defer { g_object_unref(UnsafeMutableRawPointer(page)) }
        return try body(page)
    }

    private static func failure(_ error: UnsafeMutablePointer<GError>?) -> VectorImageError {
        guard let error else { return VectorImageError(.pdf, "poppler could not read it") }
        defer { g_error_free(error) }
        return VectorImageError(.pdf, error.pointee.message.map { String(cString: $0) } ?? "poppler could not read it")
    }
}
