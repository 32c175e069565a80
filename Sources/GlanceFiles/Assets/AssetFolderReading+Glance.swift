import Foundation
import GlanceGraphics

/// Glance asset folders: `name.png`, `name@2x.png`, `name@3x.png` for images, subfolders as
/// namespaces, and an optional `colors.json` per folder. See docs/assets.md.
extension AssetFolderReading {
    static let colorsFormatVersion = 1

    func readFolder(_ path: String) {
        guard isDirectory(path) else {
            problems.append(FileProblem(file: path, location: nil, path: "", message: "no such asset folder"))
            return
        }
        root = path
        walkFolder(path, namespace: "")
    }

    private func walkFolder(_ dir: String, namespace: String) {
        var files: [String: [(scale: Double, file: String)]] = [:]
        for entry in entries(dir) {
            let full = join(dir, entry)
            guard !escapes(full) else { continue }
            if isDirectory(full) {
                walkFolder(full, namespace: namespace + entry + "/")
                continue
            }
            if entry == "colors.json" {
                readColors(full, namespace: namespace)
                continue
            }
            let ext = (entry as NSString).pathExtension.lowercased()
            guard ["png", "jpg", "jpeg", "pdf", "svg", "heic"].contains(ext) else { continue }
            var base = (entry as NSString).deletingPathExtension
            var scale = 1.0
            if let at = base.lastIndex(of: "@") {
                let suffix = base[base.index(after: at)...]
                guard suffix.hasSuffix("x"), let s = Double(suffix.dropLast()), [1, 2, 3].contains(s) else {
                    problems.append(FileProblem(file: full, location: nil, path: "", message: "expected a scale suffix @2x or @3x, found @\(suffix)"))
                    continue
                }
                scale = s
                base = String(base[..<at])
            }
            if let same = files[base]?.first(where: { $0.scale == scale }) {
                problems.append(FileProblem(file: full, location: nil, path: "", message: "a second \(scale.compact)x image for \"\(base)\", beside \(same.file)"))
                continue
            }
            files[base, default: []].append((scale, full))
        }
        for (base, scaled) in files.sorted(by: { $0.key < $1.key }) {
            let variants = scaled.sorted { $0.scale < $1.scale }.compactMap { item -> AssetCatalog.ImageVariant? in
                guard let content = content(item.file) else { return nil }
                return AssetCatalog.ImageVariant(idiom: .universal, scale: item.scale, appearance: nil, isQualified: false, file: item.file, content: content)
            }
            images.append(AssetCatalog.ImageSet(name: namespace + base, intent: nil, preservesVector: true, variants: variants, source: scaled[0].file))
        }
    }

    /// `{ "formatVersion": 1, "colors": { "Accent": "#FF9F0A", "Sky": { "light": "#5AC8FA", "dark": "#0A84FF" } } }`.
    private func readColors(_ file: String, namespace: String) {
        guard let data = FileManager.default.contents(atPath: file) else {
            problems.append(FileProblem(file: file, location: nil, path: "", message: "cannot read the file"))
            return
        }
        let r = FileReader(file: file)
        defer { problems += r.problems }
        let root: JSONNode
        do {
            root = try JSONParser.parse(Array(data))
        } catch {
            r.problems.append(FileProblem(file: file, location: error.location, path: "", message: error.message))
            return
        }
        guard let o = r.object(root, "") else { return }
        defer { o.finish(allowed: ["formatVersion", "colors"]) }
        r.formatVersion(o, supported: Self.colorsFormatVersion)
        guard let (c, cp) = o.required("colors"), let co = r.object(c, cp) else { return }
        for key in co.keys {
            let (value, path) = co.optional(key)!
            guard !key.isEmpty else {
                r.problem(value, path, "a colour needs a name")
                continue
            }
            var variants: [AssetCatalog.ColorVariant] = []
            if case .object = value.value {
                guard let vo = r.object(value, path) else { continue }
                defer { vo.finish(allowed: ["any", "light", "dark"]) }
                for (look, appearance) in [("any", nil), ("light", AssetAppearance.light), ("dark", .dark)] {
                    guard let (v, vp) = vo.optional(look), let color = r.color(v, vp) else { continue }
                    variants.append(AssetCatalog.ColorVariant(idiom: .universal, appearance: appearance, isQualified: false, color: color))
                }
                if vo.keys.isEmpty { r.problem(value, path, "give \"any\", \"light\" or \"dark\" (or a colour instead of the object)") }
            } else if let color = r.color(value, path) {
                variants.append(AssetCatalog.ColorVariant(idiom: .universal, appearance: nil, isQualified: false, color: color))
            }
            if !variants.isEmpty { colors.append(AssetCatalog.ColorSet(name: namespace + key, variants: variants, source: file)) }
        }
    }
}
