import Foundation
import GlanceCairo
import GlanceFiles
import GlanceGraphics
import Testing

/// Vector image sets read by the real readers: hostile and broken files are problems naming
/// the file, never a crash; references to other files and URLs are never followed.
@Suite final class VectorCatalogTests {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("glance-vectors-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// The scratch folder goes with the test.
    deinit { try? FileManager.default.removeItem(at: folder) }

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

    /// A symbol set whose SVG is no template, and an image set whose SVG looks like one: the
    /// set's kind decides, never the file's text.
    @Test func onlySymbolSetsAreReadAsTemplates() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glance-symbols-\(UUID().uuidString).xcassets")
        defer { try? FileManager.default.removeItem(at: folder) }
        let symbol = folder.appendingPathComponent("plain.symbolset"), image = folder.appendingPathComponent("sheet.imageset")
        for dir in [symbol, image] { try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true) }
        try Data(#"{ "symbols" : [ { "filename" : "plain.svg", "idiom" : "universal" } ] }"#.utf8).write(to: symbol.appendingPathComponent("Contents.json"))
        try Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>"#.utf8)
            .write(to: symbol.appendingPathComponent("plain.svg"))
        try Data(#"{ "images" : [ { "filename" : "sheet.svg", "idiom" : "universal" } ] }"#.utf8).write(to: image.appendingPathComponent("Contents.json"))
        try Data(Self.template.utf8).write(to: image.appendingPathComponent("sheet.svg"))
        do {
            _ = try AssetCatalog.load(paths: [folder.path], codec: PNGCodec(), vectors: VectorImageReader())
            Issue.record("loaded")
        } catch {
            let lines = error.problems.map(\.description)
            #expect(lines.count == 1 && lines[0].contains("plain.svg: not a readable SF Symbol template image: it has none of the glyphs"), "\(lines)")
        }
        try FileManager.default.removeItem(at: symbol)
        let catalog = try AssetCatalog.load(paths: [folder.path], codec: PNGCodec(), vectors: VectorImageReader())
        // The whole 3300 × 2200 artboard, not a glyph.
        #expect(catalog.image(named: "sheet", scale: 1, appearance: .dark, idiom: .watch)?.size == Size(width: 3300, height: 2200))
    }

    @Test func aFileNameReachingOutsideItsSetIsAProblem() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glance-escape-\(UUID().uuidString).xcassets")
        defer { try? FileManager.default.removeItem(at: folder) }
        let set = folder.appendingPathComponent("bar.symbolset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data(Self.template.utf8).write(to: folder.appendingPathComponent("outside.svg"))
        try Data(#"{ "symbols" : [ { "filename" : "../outside.svg", "idiom" : "universal" } ] }"#.utf8).write(to: set.appendingPathComponent("Contents.json"))
        do {
            _ = try AssetCatalog.load(paths: [folder.path], codec: PNGCodec(), vectors: VectorImageReader())
            Issue.record("loaded")
        } catch {
            #expect(error.problems.map(\.description).contains { $0.contains("\"../outside.svg\" is not a file of bar.symbolset") }, "\(error.problems)")
        }
    }

    @Test func aSymbolSetDrawsItsRegularGlyphAsATemplateAtCapHeight() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glance-symbols-\(UUID().uuidString).xcassets")
        defer { try? FileManager.default.removeItem(at: folder) }
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

/// JPEG photos in image sets, as Xcode stores them: decoded by gdk-pixbuf after their declared
/// size is checked from the frame header.
@Suite final class JPEGImageSetTests {
    /// The catalogs a test made, removed with it.
    private var made: [URL] = []
    deinit { for folder in made { try? FileManager.default.removeItem(at: folder) } }

    /// A 6 × 4 JPEG, red on the left half and blue on the right (made for this test).
    static let photo = Array(Data(base64Encoded: "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAIBAQEBAQIBAQECAgICAgQDAgICAgUEBAMEBgUGBgYFBgYGBwkIBgcJBwYGCAsICQoKCgoKBggLDAsKDAkKCgr/2wBDAQICAgICAgUDAwUKBwYHCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgr/wAARCAAEAAYDASIAAhEBAxEB/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/8QAHwEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoL/8QAtREAAgECBAQDBAcFBAQAAQJ3AAECAxEEBSExBhJBUQdhcRMiMoEIFEKRobHBCSMzUvAVYnLRChYkNOEl8RcYGRomJygpKjU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6goOEhYaHiImKkpOUlZaXmJmaoqOkpaanqKmqsrO0tba3uLm6wsPExcbHyMnK0tPU1dbX2Nna4uPk5ebn6Onq8vP09fb3+Pn6/9oADAMBAAIRAxEAPwD8uf2nv+R+s/8AsDx/+jZaKKK/19+iv/yjzw5/2DR/9Kke39JL/k+uf/8AX9/+kxP/2Q==")!)

    func catalog(_ bytes: [UInt8]) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glance-jpeg-\(UUID().uuidString).xcassets")
        made.append(folder)
        let set = folder.appendingPathComponent("photo.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data(#"{ "images" : [ { "filename" : "photo.jpg", "idiom" : "universal", "scale" : "2x" } ] }"#.utf8)
            .write(to: set.appendingPathComponent("Contents.json"))
        try Data(bytes).write(to: set.appendingPathComponent("photo.jpg"))
        return folder.path
    }

    @Test func aJPEGIsDrawnFromItsPixels() throws {
        #expect(jpegPixelSize(Self.photo) == PixelSize(width: 6, height: 4))
        let catalog = try AssetCatalog.load(paths: [try catalog(Self.photo)], codec: PNGCodec(), vectors: VectorImageReader())
        let image = try #require(catalog.image(named: "photo", scale: 2, appearance: .dark, idiom: .watch))
        #expect(image.bitmap.width == 6 && image.bitmap.height == 4 && image.size == Size(width: 3, height: 2))
        let left = image.bitmap.color(x: 0, y: 1), right = image.bitmap.color(x: 5, y: 1)
        #expect(left.red > 0.9 && left.blue < 0.15 && right.blue > 0.9 && right.red < 0.15, "\(left) \(right)")
    }

    /// A 64 × 32 HEIC, red on the left half and blue on the right (made for this test with heif-enc).
    static let heic = Array(Data(base64Encoded: "AAAAHGZ0eXBoZWljAAAAAG1pZjFoZWljbWlhZgAAAa1tZXRhAAAAAAAAACFoZGxyAAAAAAAAAABwaWN0AAAAAAAAAAAAAAAAAAAAAA5waXRtAAAAAAACAAAAEGlkYXQAAAAAAEAAIAAAADhpbG9jAQAAAERAAAIAAQAAAAAAAAHRAAEAAAAAAAAAhwACAAEAAAAAAAAAAQAAAAAAAAAIAAAAOGlpbmYAAAAAAAIAAAAVaW5mZQIAAAEAAQAAaHZjMQAAAAAVaW5mZQIAAAAAAgAAZ3JpZAAAAADYaXBycAAAALZpcGNvAAAAdmh2Y0MBA3AAAAAAAAAAAAAe8AD8/fj4AAAPAyAAAQAYQAEMAf//A3AAAAMAkAAAAwAAAwAeugJAIQABACpCAQEDcAAAAwCQAAADAAADAB6gIIEFlurkprm4EBAwIAAAAwAgAAADACEiAAEABkQBwXPAiQAAABRpc3BlAAAAAAAAAEAAAABAAAAAFGlzcGUAAAAAAAAAQAAAACAAAAAQcGl4aQAAAAADCAgIAAAAGmlwbWEAAAAAAAAAAgABAoECAAICA4QAAAAaaXJlZgAAAAAAAAAOZGltZwACAAEAAQAAAI9tZGF0AAAAgygBrwngPfMi///yPzf//LDOy/vFxFe//8dbw7/Ulg//5BV6YSgwK4fJZOV/OjuvTe0nzRSLF6VXROUsfyV5YE0dz5ScPKu0k7mrR5Zm03rO8lbypFTqxOw5etvY1hyVJ2YWxFMxWkiECHU6E8t7/aXrC6g/pw39+aqK+UFz2Mj7hoeO")!)

    @Test func aHEICIsDrawnFromItsPixels() throws {
        // The coded size, an upper bound: HEVC pads the picture, which the file crops back.
        #expect(heifPixelSize(Self.heic) == PixelSize(width: 64, height: 64))
        let bitmap = try #require(try VectorImageReader().decodePhoto(Self.heic))
        #expect(bitmap.width == 64 && bitmap.height == 32)
        let left = bitmap.color(x: 4, y: 16), right = bitmap.color(x: 60, y: 16)
        #expect(left.red > 0.85 && left.blue < 0.2 && right.blue > 0.85 && right.red < 0.2, "\(left) \(right)")
    }

    /// Sides of 2³²−1 each: their area does not fit in an integer, which must not trap.
    @Test func aHEIFDeclaringTheLargestSizesIsRefusedNotACrash() throws {
        var file = [UInt8](repeating: 0, count: 36)
        file[3] = 20
        file.replaceSubrange(4..<8, with: Array("ftyp".utf8))
        file.replaceSubrange(20..<24, with: Array("ispe".utf8))
        for i in 28..<36 { file[i] = 0xFF }
        #expect(heifPixelSize(file) == PixelSize(width: 0xFFFF_FFFF, height: 0xFFFF_FFFF))
        #expect(throws: (any Error).self) { try VectorImageReader().decodePhoto(file) }
    }

    @Test func aHugeOrBrokenJPEGIsAProblemNamingTheFileNeverDecoded() throws {
        var bomb = Self.photo
        // The frame header's height and width (SOF0 at offset 158): 60000 × 60000.
        let sof = try #require((0..<bomb.count - 1).first { bomb[$0] == 0xFF && bomb[$0 + 1] == 0xC0 })
        bomb[sof + 5] = 0xEA; bomb[sof + 6] = 0x60; bomb[sof + 7] = 0xEA; bomb[sof + 8] = 0x60
        for (bytes, reason) in [(bomb, "larger than 8192 px a side"), (Array(Self.photo.prefix(200)), "not a readable JPEG image")] {
            let path = try catalog(bytes)
            do {
                _ = try AssetCatalog.load(paths: [path], codec: PNGCodec(), vectors: VectorImageReader())
                Issue.record("loaded")
            } catch {
                let lines = error.problems.map(\.description)
                #expect(lines.contains { $0.hasPrefix("\(path)/photo.imageset/photo.jpg: not a readable JPEG image") && $0.contains(reason) }, "\(lines)")
            }
        }
    }
}
