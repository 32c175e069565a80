import CCairo
import CVectorImages
import GlanceGraphics
import Synchronization

/// Reads SVG files with librsvg and PDF files (their first page) with poppler, for asset
/// catalogs' vector image sets. Files never load what they reference: an SVG is read from its
/// bytes with no base file, so librsvg refuses every `file:`, `http:` or relative reference
/// (only `data:` URLs, which carry their bytes inline, are drawn) and external XML entities;
/// a PDF is drawn without its links, scripts or forms acting.
public struct VectorImageReader: VectorImageDecoder {
    /// The largest side a file may declare, in points: larger is refused as hostile or a mistake.
    public static let maxSide = 4096.0
    /// The largest side drawn, in pixels.
    public static let maxPixels = 8192
    /// The longest one drawing of a file may take, in processor time on the drawing thread. A
    /// drawing that took longer is refused: the
    /// file is a problem at load (where it is drawn at 64 px a side at most) or, when drawn for
    /// a slot, a warning naming it and a magenta box (docs/assets.md, "Budgets").
    public static let timeBudget: Duration = .seconds(1)

    public init() {}

    public func decodeVector(_ bytes: [UInt8], format: VectorFormat) throws -> any VectorImage {
        if let missing = Self.librariesMissing { throw VectorImageError(format, missing) }
        switch format {
        case .svg: return try SVGImage(bytes)
        case .symbol: return try SVGImage(symbolTemplate: bytes)
        case .pdf: return try PDFImage(bytes)
        }
    }

    /// Checks a declared size against `maxSide`.
    static func checked(_ size: Size, _ format: VectorFormat) throws(VectorImageError) -> Size {
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
            throw VectorImageError(format, "its size \(size.width.compact)×\(size.height.compact) pt is empty")
        }
        guard size.width <= maxSide, size.height <= maxSide else {
            throw VectorImageError(format, "its size \(size.width.compact)×\(size.height.compact) pt is larger than \(maxSide.compact) pt a side")
        }
        return size
    }

    /// An ARGB32 surface of `width` × `height` pixels with a context scaled so `size` points fill
    /// it, handed to `draw`; its pixels afterwards.
    static func draw(
        _ format: VectorFormat, size: Size, width: Int, height: Int, _ draw: (OpaquePointer) throws(VectorImageError) -> Void
    ) throws(VectorImageError) -> Bitmap {
        guard width > 0, height > 0, width <= maxPixels, height <= maxPixels else {
            throw VectorImageError(format, "cannot draw it at \(width)×\(height) px (each side must be 1…\(maxPixels) px)")
        }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else {
            throw VectorImageError(format, "cairo could not make a \(width)×\(height) px surface")
        }
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        guard cairo_status(cr) == CAIRO_STATUS_SUCCESS else {
            throw VectorImageError(format, "cairo: " + String(cString: cairo_status_to_string(cairo_status(cr))))
        }
        cairo_scale(cr, Double(width) / size.width, Double(height) / size.height)
        let took = try VectorDrawCost.timed { () throws(VectorImageError) in try draw(cr) }
        guard took <= VectorDrawCost.seconds(timeBudget) else {
            throw VectorImageError(
                format,
                "drawing it at \(width)×\(height) px took \(VectorDrawCost.tenths(took)) s, over the \(VectorDrawCost.tenths(VectorDrawCost.seconds(timeBudget))) s a vector image may take")
        }
        return CairoSurface.bitmap(of: surface)
    }

    /// Why librsvg, poppler or gdk-pixbuf cannot be used, if they cannot: they are loaded the
    /// first time a file needs them, not when Glance starts.
    static var librariesMissing: String? { glance_vector_images_load_error().map { String(cString: $0) } }

    /// Loads librsvg, poppler and gdk-pixbuf now, rather than when the first file needs them;
    /// why they cannot be, if they cannot. A widget extension does, before its host measures
    /// its idle memory: the libraries are Glance's, not the widget's growth.
    @discardableResult
    public static func loadLibraries() -> String? { librariesMissing }

    /// `body`, while no other thread calls librsvg or poppler through this reader.
    static func locked<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        try lock.withLock { _ throws(E) in try body() }
    }

    private static let lock = Mutex(())
}
