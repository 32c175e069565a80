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
        /// The decoded pixels, or why there are none (a PDF, a JPEG).
        public var content: Result<Bitmap, Unavailable>
    }

    /// Why an image file cannot be drawn.
    public struct Unavailable: Error, Hashable, Sendable { public var reason: String }

    /// An image set: its variants and how the catalog asks for it to be drawn.
    public struct ImageSet: Hashable, Sendable {
        public var name: String
        public var intent: AssetImage.RenderingIntent?
        public var variants: [ImageVariant]
        /// The folder or file it came from.
        public var source: String
    }

    /// One colour of a colour set.
    public struct ColorVariant: Hashable, Sendable {
        public var idiom: AssetIdiom
        public var appearance: AssetAppearance?
        public var isQualified: Bool
        public var color: Color
    }

    /// A colour set: its variants by device and appearance.
    public struct ColorSet: Hashable, Sendable {
        public var name: String
        public var variants: [ColorVariant]
        public var source: String
    }

    public private(set) var images: [String: ImageSet] = [:]
    public private(set) var colors: [String: ColorSet] = [:]

    /// An empty catalog.
    public init() {}

    /// Reads every catalog or folder in `paths` (an `.xcassets` folder, or a Glance asset folder)
    /// and decodes their images with `codec`; throws every problem found, each naming its file,
    /// line and field. A name given by two paths is a problem too.
    public static func load(paths: [String], codec: any BitmapCodec) throws(FileErrors) -> AssetCatalog {
        var catalog = AssetCatalog()
        var problems: [FileProblem] = []
        for path in paths {
            let reader = AssetFolderReading(codec: codec)
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
