import Foundation
import GlanceGraphics

/// Reads asset folders into image and colour sets, collecting every problem on the way.
final class AssetFolderReading {
    let codec: any BitmapCodec
    let vectors: (any VectorImageDecoder)?
    var problems: [FileProblem] = []
    var images: [AssetCatalog.ImageSet] = []
    var colors: [AssetCatalog.ColorSet] = []
    /// The folder being read: nothing outside it is read, whatever links inside it say.
    var root = ""

    init(codec: any BitmapCodec, vectors: (any VectorImageDecoder)?) {
        self.codec = codec
        self.vectors = vectors
    }

    /// Set folders Xcode catalogs hold that Glance has no use for; they are skipped, not read.
    static let skippedSets: Set<String> = [
        "appiconset", "iconset", "dataset", "imagestack", "imagestacklayer", "brandassets", "launchimage",
        "arimageset", "arresourcegroup", "spriteatlas", "textureset", "cubetextureset", "mipmapset", "complicationset",
        "solidimagestack", "solidimagestacklayer", "stickerpack", "sticker", "stickersequence", "gcdashboardimage",
        "gcleaderboard", "gcleaderboardset", "gcachievement",
    ]

    /// An Xcode `.xcassets` folder.
    func readCatalog(_ path: String) {
        guard isDirectory(path) else {
            problems.append(FileProblem(file: path, location: nil, path: "", message: "no such asset catalog folder"))
            return
        }
        root = path
        if let (root, r) = contents(of: path, required: false), let o = r.object(root, "") {
            info(o, r)
            o.finish(allowed: ["info", "properties"])
            problems += r.problems
        }
        walkCatalog(path, namespace: "")
    }

    private func walkCatalog(_ dir: String, namespace: String) {
        for entry in entries(dir) where isDirectory(join(dir, entry)) {
            let full = join(dir, entry)
            guard !escapes(full) else { continue }
            let ext = (entry as NSString).pathExtension
            let base = (entry as NSString).deletingPathExtension
            switch ext {
            case "imageset": readImageSet(full, name: namespace + base)
            case "colorset": readColorSet(full, name: namespace + base)
            case "symbolset": readSymbolSet(full, name: namespace + base)
            case _ where Self.skippedSets.contains(ext): continue
            default: walkCatalog(full, namespace: namespace + (providesNamespace(full) ? entry + "/" : ""))
            }
        }
    }

    /// Whether a group folder's Contents.json says `"provides-namespace": true`.
    private func providesNamespace(_ dir: String) -> Bool {
        guard let (root, r) = contents(of: dir, required: false), let o = r.object(root, "") else { return false }
        defer { problems += r.problems }
        info(o, r)
        var provides = false
        if let (p, pp) = o.optional("properties"), let po = r.object(p, pp) {
            provides = po.optional("provides-namespace").flatMap { r.bool($0.0, $0.1) } ?? false
        }
        o.finish(allowed: ["info", "properties"])
        return provides
    }

    /// Whether `path` leads outside the folder being read (through a symbolic link); if so,
    /// a problem says where, and the path is not read.
    func escapes(_ path: String) -> Bool {
        guard let escape = ContainedPath.escape(path, from: root) else { return false }
        problems.append(FileProblem(file: path, location: nil, path: "", message: "\(escape): an asset folder reads only its own files"))
        return true
    }

    /// Checks `info`: Xcode writes `{ "author": "xcode", "version": 1 }`.
    func info(_ o: ObjectReader, _ r: FileReader) {
        guard let (node, path) = o.optional("info"), let io = r.object(node, path) else { return }
        defer { io.finish(allowed: ["author", "version"]) }
        if let (a, ap) = io.optional("author") { _ = r.string(a, ap) }
        if let (v, vp) = io.optional("version"), let version = r.int(v, vp, in: 0...1000), version != 1 {
            r.problem(v, vp, "asset catalog version \(version) is not supported; Glance reads version 1")
        }
    }

    /// The parsed `Contents.json` in `dir` with a reader for it; a missing file is a problem
    /// only when `required`.
    func contents(of dir: String, required: Bool) -> (JSONNode, FileReader)? {
        let file = join(dir, "Contents.json")
        guard !escapes(file), let data = FileManager.default.contents(atPath: file) else {
            if required { problems.append(FileProblem(file: dir, location: nil, path: "", message: "missing Contents.json")) }
            return nil
        }
        do {
            return (try JSONParser.parse(Array(data)), FileReader(file: file))
        } catch {
            problems.append(FileProblem(file: file, location: error.location, path: "", message: error.message))
            return nil
        }
    }

    /// What an image file holds for Glance: its pixels, its vector image, or why it cannot be
    /// drawn; unreadable and malformed files are problems naming the file.
    func content(_ file: String, as given: VectorFormat? = nil) -> AssetCatalog.ImageContent? {
        guard let data = FileManager.default.contents(atPath: file) else {
            problems.append(FileProblem(file: file, location: nil, path: "", message: "cannot read the image file"))
            return nil
        }
        let bytes = Array(data)
        if let format = given ?? VectorFormat.sniff(bytes) {
            guard let vectors else { return .unavailable("\(format.rawValue) images need a vector image reader (VectorImageReader) when the catalog is loaded") }
            do {
                return .vector(AssetCatalog.VectorArt(file: file, image: try vectors.decodeVector(bytes, format: format)))
            } catch {
                problems.append(FileProblem(file: file, location: nil, path: "", message: "\(error)"))
                return nil
            }
        }
        if let format = Self.unsupportedFormat(bytes) {
            if let vectors {
                do {
                    if let bitmap = try vectors.decodePhoto(bytes) { return .bitmap(bitmap) }
                } catch {
                    problems.append(FileProblem(file: file, location: nil, path: "", message: "not a readable \(format) image: \(error)"))
                    return nil
                }
            }
            return .unavailable("\(format) is not supported; convert it to PNG")
        }
        do {
            return .bitmap(try codec.decode(bytes))
        } catch {
            problems.append(FileProblem(file: file, location: nil, path: "", message: "not a readable \(codec.fileExtension.uppercased()) image: \(error)"))
            return nil
        }
    }

    /// Formats asset catalogs may hold that Glance cannot decode, told by their first bytes.
    static func unsupportedFormat(_ bytes: [UInt8]) -> String? {
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return "JPEG" }
        if bytes.count > 12 && Array(bytes[4..<8]) == Array("ftyp".utf8) { return "HEIF" }
        return nil
    }

    func entries(_ dir: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
    }

    func isDirectory(_ path: String) -> Bool {
        var isDir: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDir) && isDir.boolValue
    }

    func join(_ dir: String, _ name: String) -> String { dir.hasSuffix("/") ? dir + name : dir + "/" + name }
}
