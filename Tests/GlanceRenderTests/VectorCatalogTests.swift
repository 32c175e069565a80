import Foundation
import GlanceCairo
import GlanceFiles
import GlanceGraphics
import Testing

/// Vector image sets read by the real readers: hostile and broken files are problems naming
/// the file, never a crash; references to other files and URLs are never followed.
@Suite struct VectorCatalogTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("glance-vectors-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// A catalog of one image set per file: `name.imageset/<file>`.
    func catalog(_ files: [String: String]) throws -> String {
        let path = folder.appendingPathComponent("\(UUID().uuidString).xcassets")
        for (file, text) in files {
            let set = path.appendingPathComponent((file as NSString).deletingPathExtension + ".imageset")
            try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
            let contents = #"{ "images" : [ { "filename" : "\#(file)", "idiom" : "universal" } ], "properties" : { "preserves-vector-representation" : true } }"#
            try Data(contents.utf8).write(to: set.appendingPathComponent("Contents.json"))
            try Data(text.utf8).write(to: set.appendingPathComponent(file))
        }
        return path.path
    }

    @Test func brokenAndHostileFilesAreProblemsNamingEachFile() throws {
        let path = try catalog([
            "corrupt.svg": #"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><path d="M0 0"#,
            "huge.svg": #"<svg xmlns="http://www.w3.org/2000/svg" width="50000" height="50000"/>"#,
            "sizeless.svg": #"<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>"#,
            "garbage.pdf": "%PDF-1.7\nthis is not a document",
        ])
        do {
            _ = try AssetCatalog.load(paths: [path], codec: PNGCodec(), vectors: VectorImageReader())
            Issue.record("loaded")
        } catch {
            let lines = error.problems.map(\.description)
            #expect(lines.count == 4, "\(lines)")
            for (file, reason) in [
                ("corrupt.svg", "not a readable SVG image: "), ("huge.svg", "not a readable SVG image: its size 50000×50000 pt is larger than 4096 pt a side"),
                ("sizeless.svg", "not a readable SVG image: it has no size: give the <svg> element width and height, or a viewBox"),
                ("garbage.pdf", "not a readable PDF image: "),
            ] {
                let set = (file as NSString).deletingPathExtension + ".imageset"
                #expect(lines.contains { $0.hasPrefix("\(path)/\(set)/\(file): \(reason)") }, "\(file): \(lines)")
            }
        }
    }

    @Test func referencedFilesAreNotLoaded() throws {
        let secret = folder.appendingPathComponent("secret.png")
        try Data(try PNGCodec().encode(Bitmap(width: 4, height: 4, fill: .white))).write(to: secret)
        let path = try catalog([
            "peek.svg": """
                <svg xmlns="http://www.w3.org/2000/svg" width="8" height="8">
                  <image width="8" height="8" href="\(secret.absoluteString)"/>
                  <image width="8" height="8" href="../secret.png"/>
                </svg>
                """
        ])
        let assets = try AssetCatalog.load(paths: [path], codec: PNGCodec(), vectors: VectorImageReader())
        let image = try #require(assets.image(named: "peek", scale: 2, appearance: .dark, idiom: .watch))
        #expect(image.bitmap.size == PixelSize(width: 16, height: 16))
        #expect(stride(from: 3, to: image.bitmap.pixels.count, by: 4).allSatisfy { image.bitmap.pixels[$0] == 0 })
    }
}

/// Custom SF Symbols: a `.symbolset` holds Apple's template SVG (every weight on an artboard,
/// with guide lines); Glance draws its Regular-M glyph as a template image.
@Suite struct SymbolSetTests {
    static let template = """
        <svg version="1.1" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 3300 2200">
         <g id="Notes"><rect id="artboard" width="3300" height="2200" style="fill:white"/></g>
         <g id="Guides">
          <line id="Baseline-M" x1="263" x2="3036" y1="1200" y2="1200" style="stroke:black;stroke-width:0.5"/>
          <line id="Capline-M" x1="263" x2="3036" y1="1000" y2="1000" style="stroke:black;stroke-width:0.5"/>
         </g>
         <g id="Symbols">
          <g id="Bold-M"><rect x="100" y="1000" width="300" height="200"/></g>
          <g id="Regular-M"><rect x="1400" y="1000" width="100" height="200"/></g>
         </g>
        </svg>
        """

    @Test func aSymbolSetDrawsItsRegularGlyphAsATemplateAtCapHeight() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glance-symbols-\(UUID().uuidString).xcassets")
        let set = folder.appendingPathComponent("bar.symbolset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data(#"{ "info" : { "author" : "xcode", "version" : 1 }, "symbols" : [ { "filename" : "bar.svg", "idiom" : "universal" } ] }"#.utf8)
            .write(to: set.appendingPathComponent("Contents.json"))
        try Data(Self.template.utf8).write(to: set.appendingPathComponent("bar.svg"))
        let catalog = try AssetCatalog.load(paths: [folder.path], codec: PNGCodec(), vectors: VectorImageReader())
        let image = try #require(catalog.image(named: "bar", scale: 2, appearance: .dark, idiom: .watch))
        #expect(image.intent == .template)
        // The Regular-M glyph is 100 × 200 units; the guides put 200 units at 12 pt.
        #expect(abs(image.size.width - 6) < 0.2 && abs(image.size.height - 12) < 0.2, "\(image.size) at \(image.scale)x, \(image.bitmap.width)×\(image.bitmap.height) px")
        // Only the glyph is drawn (no white artboard): coverage is a solid bar filling the image.
        let b = image.bitmap
        let middle = b.color(x: b.width / 2, y: b.height / 2)
        #expect(middle.alpha > 0.9)
        #expect(b.color(x: 0, y: 0).alpha > 0.5)
    }
}
