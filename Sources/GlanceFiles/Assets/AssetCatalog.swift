import Foundation
import GlanceGraphics

/// Named images and colours read from Xcode asset catalogs (`.xcassets`) and Glance asset
/// folders, handed to the renderer as its `AssetSource`. See docs/assets.md.
public struct AssetCatalog: AssetSource {
    /// One file of an image set: which device, scale and appearance it is for.
    public struct ImageVariant: Hashable, Sendable {
        public var idiom: AssetIdiom
        /// Pixels per point; `nil` for a single-scale image (drawn as 1x).
        public var scale: Double?
        /// `nil`: any appearance.
        public var appearance: AssetAppearance?
        /// Whether the variant is narrowed further (a watch size, a display gamut…): plain ones win.
        public var isQualified: Bool
        /// The file, as given on load.
        public var file: String
        /// The decoded pixels, the vector image, or why there is neither (a JPEG).
        public var content: ImageContent

        /// Whether the variant can be drawn.
        var isUsable: Bool {
            if case .unavailable = content { false } else { true }
        }
    }

    /// What an image file holds, for Glance.
    public enum ImageContent: Hashable, Sendable {
        case bitmap(Bitmap)
        /// An SVG or PDF file, drawn at the size asked for.
        case vector(VectorArt)
        /// Why the file cannot be drawn (a JPEG, say).
        case unavailable(String)
    }

    /// Why a vector image could not be drawn at a size.
    struct DrawFailure: Error, Hashable, Sendable { var reason: String }

    /// A vector image file read by the backend, known by its file.
    public struct VectorArt: Hashable, Sendable {
        public var file: String
        public var image: any VectorImage

        public static func == (a: VectorArt, b: VectorArt) -> Bool { a.file == b.file && a.image.size == b.image.size }
        public func hash(into hasher: inout Hasher) { hasher.combine(file) }
    }

    /// An image set: its variants and how the catalog asks for it to be drawn.
    public struct ImageSet: Hashable, Sendable {
        public var name: String
        public var intent: AssetImage.RenderingIntent?
        /// `preserves-vector-representation`: vector files are drawn afresh at the size shown
        /// instead of stretched from their natural size.
        public var preservesVector: Bool
        public var variants: [ImageVariant]
        /// The folder or file it came from.
        public var source: String
    }

    /// One colour of a colour set.
    public struct ColorVariant: Hashable, Sendable {
        public var idiom: AssetIdiom
        public var appearance: AssetAppearance?
        public var isQualified: Bool
        /// `nil`: the slot is there but no colour is set (Xcode's new `AccentColor`).
        public var color: Color?
    }

    /// A colour set: its variants by device and appearance.
    public struct ColorSet: Hashable, Sendable {
        public var name: String
        public var variants: [ColorVariant]
        public var source: String
    }

    public private(set) var images: [String: ImageSet] = [:]
    public private(set) var colors: [String: ColorSet] = [:]
    /// Vector images drawn lately, by file and pixel size.
    let rasters = VectorRasterCache()

    /// An empty catalog.
    public init() {}

    /// Reads every catalog or folder in `paths` (an `.xcassets` folder, or a Glance asset folder)
    /// and decodes their images with `codec`, and SVG and PDF files with `vectors` (without it
    /// they are listed but cannot be drawn); throws every problem found, each naming its file,
    /// line and field. A name given by two paths is a problem too.
    public static func load(paths: [String], codec: any BitmapCodec, vectors: (any VectorImageDecoder)? = nil) throws(FileErrors) -> AssetCatalog {
        var catalog = AssetCatalog()
        var problems: [FileProblem] = []
        for path in paths {
            let reader = AssetFolderReading(codec: codec, vectors: vectors)
            if path.hasSuffix(".xcassets") || path.hasSuffix(".xcassets/") {
                reader.readCatalog(path)
            } else {
                reader.readFolder(path)
            }
            problems += reader.problems
            for set in reader.images { catalog.add(set, &problems) }
            for set in reader.colors { catalog.add(set, &problems) }
        }
        guard problems.isEmpty else { throw FileErrors(problems) }
        return catalog
    }

    /// Adds an image set; a name already taken is a problem.
    mutating func add(_ set: ImageSet, _ problems: inout [FileProblem]) {
        if let other = images[set.name] {
            problems.append(FileProblem(file: set.source, location: nil, path: "", message: "image \"\(set.name)\" is also defined by \(other.source)"))
            return
        }
        images[set.name] = set
    }

    /// Adds a colour set; a name already taken is a problem.
    mutating func add(_ set: ColorSet, _ problems: inout [FileProblem]) {
        if let other = colors[set.name] {
            problems.append(FileProblem(file: set.source, location: nil, path: "", message: "colour \"\(set.name)\" is also defined by \(other.source)"))
            return
        }
        colors[set.name] = set
    }

    /// Image names, sorted.
    public var imageNames: [String] { images.keys.sorted() }
    /// Colour names, sorted.
    public var colorNames: [String] { colors.keys.sorted() }
}
