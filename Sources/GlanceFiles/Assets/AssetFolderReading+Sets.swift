import Foundation
import GlanceGraphics

/// Image sets and colour sets, as Xcode writes their `Contents.json`.
extension AssetFolderReading {
    /// Keys that narrow a variant to some devices; Glance prefers variants without them.
    static let qualifiers = [
        "subtype", "display-gamut", "screen-width", "width-class", "height-class", "memory", "graphics-feature-set", "locale",
    ]

    /// Fields of image set entries that Glance reads past: how Xcode stores the file.
    static let storageFields = ["color-space", "compression-type", "language-direction", "unassigned", "platform"]

    /// `Name.imageset/Contents.json`: `images` (file, idiom, scale, appearances) and `properties`.
    func readImageSet(_ dir: String, name: String) {
        guard let (root, r) = contents(of: dir, required: true) else { return }
        defer { problems += r.problems }
        guard let o = r.object(root, "") else { return }
        defer { o.finish(allowed: ["images", "info", "properties"]) }
        info(o, r)
        var intent: AssetImage.RenderingIntent?
        var preservesVector = false
        if let (p, pp) = o.optional("properties"), let po = r.object(p, pp) {
            if let (t, tp) = po.optional("template-rendering-intent") { intent = r.choice(t, tp, AssetImage.RenderingIntent.self) }
            if let (v, vp) = po.optional("preserves-vector-representation") { preservesVector = r.bool(v, vp) ?? false }
        }
        var variants: [AssetCatalog.ImageVariant] = []
        guard let (list, lp) = o.required("images"), let items = r.array(list, lp) else { return }
        for (item, path) in items {
            guard let io = r.object(item, path) else { continue }
            let idiom = io.required("idiom").flatMap { r.string($0.0, $0.1, nonEmpty: true) }.map(AssetIdiom.init(rawValue:))
            let scale = io.optional("scale").flatMap { self.scale($0.0, $0.1, r) }
            defer { io.finish(allowed: ["filename", "idiom", "scale", "appearances"] + Self.storageFields + Self.qualifiers) }
            var appearance: Appearance? = .any
            if let (a, ap) = io.optional("appearances") { appearance = appearances(a, ap, r) }
            guard let (file, content) = setFile(io, in: dir, r), let idiom, case .use(let look) = appearance else { continue }
            let qualified = Self.qualifiers.contains(where: io.has)
            variants.append(AssetCatalog.ImageVariant(idiom: idiom, scale: scale, appearance: look, isQualified: qualified, file: file, content: content))
        }
        images.append(AssetCatalog.ImageSet(name: name, intent: intent, preservesVector: preservesVector, variants: variants, source: dir))
    }

    /// An entry's `filename`: a file of the set's own folder (a name with no `/`), read as
    /// `format` or as its bytes say; a name that reaches elsewhere or a missing file is a problem.
    private func setFile(_ io: ObjectReader, in dir: String, _ r: FileReader, format: VectorFormat? = nil)
        -> (file: String, content: AssetCatalog.ImageContent)?
    {
        guard let (f, fp) = io.optional("filename"), let filename = r.string(f, fp, nonEmpty: true) else { return nil }
        guard !filename.contains("/"), filename != ".", filename != ".." else {
            r.problem(f, fp, "\"\(filename)\" is not a file of \((dir as NSString).lastPathComponent): give a name in its folder")
            return nil
        }
        let file = join(dir, filename)
        guard FileManager.default.fileExists(atPath: file) else {
            r.problem(f, fp, "no file \"\(filename)\" in \((dir as NSString).lastPathComponent)")
            return nil
        }
        if let escape = ContainedPath.escape(file, from: dir) {
            r.problem(f, fp, "\"\(filename)\" \(escape): a set reads only files of its own folder")
            return nil
        }
        return content(file, as: format).map { (file, $0) }
    }

    /// `Name.symbolset/Contents.json`: a custom SF Symbol, its template SVG in `symbols`, drawn
    /// as a template image (in the foreground style) at its Regular-M design.
    func readSymbolSet(_ dir: String, name: String) {
        guard let (root, r) = contents(of: dir, required: true) else { return }
        defer { problems += r.problems }
        guard let o = r.object(root, "") else { return }
        defer { o.finish(allowed: ["symbols", "info", "properties"]) }
        info(o, r)
        var variants: [AssetCatalog.ImageVariant] = []
        guard let (list, lp) = o.required("symbols"), let items = r.array(list, lp) else { return }
        for (item, path) in items {
            guard let io = r.object(item, path) else { continue }
            defer { io.finish(allowed: ["filename", "idiom", "appearances"] + Self.storageFields + Self.qualifiers) }
            let idiom = io.required("idiom").flatMap { r.string($0.0, $0.1, nonEmpty: true) }.map(AssetIdiom.init(rawValue:))
            guard let (file, content) = setFile(io, in: dir, r, format: .symbol), let idiom else { continue }
            variants.append(AssetCatalog.ImageVariant(idiom: idiom, scale: nil, appearance: nil, isQualified: false, file: file, content: content))
        }
        images.append(AssetCatalog.ImageSet(name: name, intent: .template, preservesVector: true, variants: variants, source: dir))
    }

    /// `Name.colorset/Contents.json`: `colors`, each an idiom, appearances and a colour; an entry
    /// without `color` is a slot with no colour set (Xcode's new `AccentColor`).
    func readColorSet(_ dir: String, name: String) {
        guard let (root, r) = contents(of: dir, required: true) else { return }
        defer { problems += r.problems }
        guard let o = r.object(root, "") else { return }
        defer { o.finish(allowed: ["colors", "info", "properties"]) }
        info(o, r)
        var variants: [AssetCatalog.ColorVariant] = []
        guard let (list, lp) = o.required("colors"), let items = r.array(list, lp) else { return }
        for (item, path) in items {
            guard let io = r.object(item, path) else { continue }
            let idiom = io.required("idiom").flatMap { r.string($0.0, $0.1, nonEmpty: true) }.map(AssetIdiom.init(rawValue:))
            defer { io.finish(allowed: ["idiom", "color", "appearances"] + Self.qualifiers) }
            var appearance: Appearance? = .any
            if let (a, ap) = io.optional("appearances") { appearance = appearances(a, ap, r) }
            var color: Color?
            if let (c, cp) = io.optional("color") {
                guard let read = ColorSetColor.read(c, cp, r) else { continue }
                color = read
            }
            guard let idiom, case .use(let look) = appearance else { continue }
            variants.append(AssetCatalog.ColorVariant(idiom: idiom, appearance: look, isQualified: Self.qualifiers.contains(where: io.has), color: color))
        }
        colors.append(AssetCatalog.ColorSet(name: name, variants: variants, source: dir))
    }

    /// `"2x"`: pixels per point.
    func scale(_ node: JSONNode, _ path: String, _ r: FileReader) -> Double? {
        guard let s = r.string(node, path) else { return nil }
        guard s.hasSuffix("x"), let v = Double(s.dropLast()), v >= 1, v <= 4 else {
            r.problem(node, path, "expected a scale \"1x\", \"2x\" or \"3x\", found \"\(s)\"")
            return nil
        }
        return v
    }

    /// What a variant's appearances mean for Glance.
    enum Appearance {
        /// Drawn for this appearance (`nil`: any).
        case use(AssetAppearance?)
        /// A variant Glance never shows (high contrast).
        case skip

        static let any = Appearance.use(nil)
    }

    /// `[{ "appearance": "luminosity", "value": "dark" }]`; `nil` after a problem.
    func appearances(_ node: JSONNode, _ path: String, _ r: FileReader) -> Appearance? {
        guard let items = r.array(node, path) else { return nil }
        var result = Appearance.any
        for (item, itemPath) in items {
            guard let o = r.object(item, itemPath) else { return nil }
            defer { o.finish(allowed: ["appearance", "value"]) }
            let kinds = ["luminosity": ["light", "dark", "tinted"], "contrast": ["high"]]
            guard let (k, kp) = o.required("appearance"), let kind = r.string(k, kp), let (v, vp) = o.required("value"),
                let value = r.string(v, vp)
            else { return nil }
            guard let values = kinds[kind] else {
                let hint = suggestion(for: kind, among: Array(kinds.keys)).map { " (did you mean \"\($0)\"?)" } ?? ""
                r.problem(k, kp, "expected \"luminosity\" or \"contrast\", found \"\(kind)\"\(hint)")
                return nil
            }
            guard values.contains(value) else {
                let hint = suggestion(for: value, among: values).map { " (did you mean \"\($0)\"?)" } ?? ""
                r.problem(v, vp, "expected \(values.map { "\"\($0)\"" }.joined(separator: ", ")) for \(kind), found \"\(value)\"\(hint)")
                return nil
            }
            switch value {
            case "light": result = .use(.light)
            case "dark": result = .use(.dark)
            case "tinted": result = .use(.tinted)
            default: return .skip
            }
        }
        return result
    }
}
