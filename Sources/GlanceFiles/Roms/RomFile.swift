import Foundation
import GlanceGraphics
import GlanceUI
import GlanceWidgets

/// ROM files (`roms/*.json`). See docs/formats.md.
public enum RomFile {
    public static let formatVersion = 1

    /// Reads a ROM, checking every view of every entry in every family, or throws every problem found.
    public static func decode(_ bytes: [UInt8], file: String) throws(FileErrors) -> Rom {
        try FileReader.decode(bytes, file: file, deferringMembersOf: keptAsText, read)
    }

    /// The objects whose members (one view per family) a ROM keeps as text, not as parse trees:
    /// each is parsed to be checked while the ROM is read, and again when it is drawn. A
    /// 5,000-entry ROM's views took about eight times the file's size as trees.
    static let keptAsText: Set<String> = ["views", "alwaysOnViews", "templates"]

    static func read(_ root: JSONNode, _ r: FileReader) -> Rom? {
        guard let o = r.object(root, "") else { return nil }
        defer { o.finish(allowed: ["formatVersion", "name", "assets", "widgets"]) }
        r.formatVersion(o, supported: formatVersion)
        let name = o.required("name").flatMap { r.string($0.0, $0.1, nonEmpty: true) }
        var widgets: [Rom.Widget] = []
        if let (node, path) = o.required("widgets"), let items = r.array(node, path, count: 1...64) {
            for (item, itemPath) in items {
                guard let widget = self.widget(item, itemPath, r) else { continue }
                if widgets.contains(where: { $0.kind == widget.kind }) {
                    r.problem(item, itemPath + ".kind", "widget kind \"\(widget.kind)\" is used twice")
                }
                widgets.append(widget)
            }
        }
        guard let name else { return nil }
        var rom = Rom(name: name, widgets: widgets, assets: o.optional("assets").map { assetPaths($0.0, $0.1, r) } ?? [])
        rom.warnings = r.warnings.uniqued()
        return rom
    }

    static func widget(_ node: JSONNode, _ path: String, _ r: FileReader) -> Rom.Widget? {
        guard let o = r.object(node, path) else { return nil }
        defer { o.finish(allowed: ["kind", "displayName", "description", "families", "dataProtection", "parameters", "timeline", "templates"]) }
        let kind = o.required("kind").flatMap { r.string($0.0, $0.1, nonEmpty: true) }
        let displayName = o.optional("displayName").flatMap { r.string($0.0, $0.1) }
        let about = o.optional("description").flatMap { r.string($0.0, $0.1) } ?? ""
        var families: [WidgetFamily] = []
        if let (f, fp) = o.required("families"), let items = r.array(f, fp, count: 1...4) {
            for (item, itemPath) in items {
                guard let family = self.family(item, itemPath, r) else { continue }
                if families.contains(family) { r.problem(item, itemPath, "family \(family) is listed twice") }
                families.append(family)
            }
        }
        let parameters = o.optional("parameters").map { self.parameters($0.0, $0.1, r) } ?? []
        let protection = o.optional("dataProtection").flatMap { r.choice($0.0, $0.1, WidgetDataProtection.self) } ?? .none
        let templates = o.optional("templates").map { viewsByFamily($0.0, $0.1, r, families) } ?? [:]
        guard let (t, tp) = o.required("timeline"), let to = r.object(t, tp) else { return nil }
        defer { to.finish(allowed: ["policy", "entries"]) }
        // Parsed once, to check every entry with and to read every entry's view from.
        let parsedTemplates = templates.compactMapValues { text, path in r.parsed(text, path).map { ($0, path) } }
        let policy = to.optional("policy").flatMap { self.policy($0.0, $0.1, r) } ?? .atEnd
        var entries: [Rom.Entry] = []
        if let (e, ep) = to.required("entries"), let items = r.array(e, ep, count: 1...500) {
            for (item, itemPath) in items {
                guard let entry = self.entry(item, itemPath, r, families: families, templates: parsedTemplates, parameters: parameters) else { continue }
                if let last = entries.last, entry.when.date(from: .distantPast) < last.when.date(from: .distantPast) {
                    r.problem(item, itemPath + ".date", "entries must be in date order; this one is before the one above it")
                }
                entries.append(entry)
            }
        }
        guard let kind else { return nil }
        return Rom.Widget(
            kind: kind, displayName: displayName ?? kind, description: about, families: families, dataProtection: protection,
            policy: policy, parameters: parameters, entries: entries, templates: parsedTemplates, file: r.file)
    }

    /// One entry; `templates` are the widget's, parsed.
    static func entry(
        _ node: JSONNode, _ path: String, _ r: FileReader, families: [WidgetFamily], templates: [WidgetFamily: (JSONNode, String)],
        parameters: [Rom.Parameter]
    ) -> Rom.Entry? {
        guard let o = r.object(node, path) else { return nil }
        defer { o.finish(allowed: ["date", "relevance", "data", "views", "alwaysOnViews"]) }
        let reference = Date(timeIntervalSinceReferenceDate: 0)
        let probe = ViewReader(r: r, data: nil, start: reference)
        var when: Rom.When? = .afterRequest(0)
        if let (d, dp) = o.optional("date"), let date = probe.date(d, dp) {
            guard case .string(let text) = d.value else { return nil }
            let relative = text.hasPrefix("+") || text.hasPrefix("-")
            when = relative ? .afterRequest(date.timeIntervalSince(reference)) : .at(date)
        } else if o.has("date") {
            when = nil
        }
        var relevance: TimelineEntryRelevance?
        if let (rv, rp) = o.optional("relevance"), let ro = r.object(rv, rp) {
            defer { ro.finish(allowed: ["score", "duration"]) }
            let score = ro.required("score").flatMap { r.number($0.0, $0.1, in: 0...1000) }
            let duration = ro.optional("duration").flatMap { probe.duration($0.0, $0.1) } ?? 0
            relevance = score.map { TimelineEntryRelevance(score: Float($0), duration: duration) }
        }
        var data: [String: String]?
        if let (d, dp) = o.optional("data"), let dobj = r.object(d, dp) {
            var values: [String: String] = [:]
            for key in dobj.keys {
                let (v, vp) = dobj.optional(key)!
                switch v.value {
                case .string(let s): values[key] = s
                case .number(let n): values[key] = n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n)
                case .bool(let b): values[key] = String(b)
                default: r.problem(v, vp, "expected a string, number or boolean, found \(v.kindName)")
                }
            }
            data = values
        }
        let views = o.optional("views").map { viewsByFamily($0.0, $0.1, r, families) } ?? [:]
        let alwaysOnViews = o.optional("alwaysOnViews").map { viewsByFamily($0.0, $0.1, r, families) } ?? [:]
        // The entry keeps its views without their paths (one string each): `Rom.Entry.view` spells them again.
        // Every family must have a view, and every view must read, with this entry's data.
        let values = Rom.bindings(parameters, data)
        for (view, viewPath) in alwaysOnViews.values {
            guard let view = r.parsed(view, viewPath) else { continue }
            _ = ViewReader(r: r, data: values, start: reference).view(view, viewPath)
        }
        for family in families {
            guard let (text, viewPath) = views[family] ?? templates[family] else {
                r.problem(node, path, "no view for \(family): give views.\(family) here or templates.\(family) on the widget")
                continue
            }
            guard let view = r.parsed(text, viewPath) else { continue }
            _ = ViewReader(r: r, data: values, start: reference).view(view, viewPath)
        }
        guard let when else { return nil }
        return Rom.Entry(
            when: when, relevance: relevance, data: data, path: path,
            views: views.map { Rom.Entry.KeptView(family: $0.key, alwaysOn: false, node: $0.value.0) }
                + alwaysOnViews.map { Rom.Entry.KeptView(family: $0.key, alwaysOn: true, node: $0.value.0) })
    }

    /// `"Assets.xcassets"` or a list of them: folders beside the ROM, which must exist.
    static func assetPaths(_ node: JSONNode, _ path: String, _ r: FileReader) -> [String] {
        let items: [(JSONNode, String)]
        if case .string = node.value { items = [(node, path)] } else { items = r.array(node, path, count: 1...16) ?? [] }
        let folder = URL(fileURLWithPath: r.file).deletingLastPathComponent()
        return items.compactMap { item, itemPath in
            guard let relative = r.string(item, itemPath, nonEmpty: true) else { return nil }
            guard !relative.hasPrefix("/"), !relative.hasPrefix("~") else {
                r.problem(item, itemPath, "\"\(relative)\" is an absolute path; asset folders are relative to the ROM's folder and inside it")
                return nil
            }
            let full = folder.appendingPathComponent(relative).path
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: full, isDirectory: &isDir), isDir.boolValue else {
                r.problem(item, itemPath, "no asset folder \"\(relative)\" beside the ROM")
                return nil
            }
            if let escape = ContainedPath.escape(full, from: folder.path) {
                r.problem(item, itemPath, "\"\(relative)\" \(escape): a ROM reads only files in its own folder")
                return nil
            }
            return full
        }
    }

    /// `[{ "name": "city", "title": "City", "default": "Cupertino" }]`.
    static func parameters(_ node: JSONNode, _ path: String, _ r: FileReader) -> [Rom.Parameter] {
        guard let items = r.array(node, path, count: 0...16) else { return [] }
        var result: [Rom.Parameter] = []
        for (item, itemPath) in items {
            guard let o = r.object(item, itemPath) else { continue }
            defer { o.finish(allowed: ["name", "title", "default"]) }
            let name = o.required("name").flatMap { r.string($0.0, $0.1, nonEmpty: true) }
            let title = o.optional("title").flatMap { r.string($0.0, $0.1) }
            let value = o.required("default").flatMap { r.string($0.0, $0.1) }
            guard let name, let value else { continue }
            if result.contains(where: { $0.name == name }) { r.problem(item, itemPath + ".name", "parameter \"\(name)\" is declared twice") }
            result.append(Rom.Parameter(name: name, title: title ?? name, defaultValue: value))
        }
        return result
    }

    static func policy(_ node: JSONNode, _ path: String, _ r: FileReader) -> Rom.Policy? {
        if case .object = node.value {
            guard let o = r.object(node, path) else { return nil }
            defer { o.finish(allowed: ["after"]) }
            guard let (a, ap) = o.required("after") else { return nil }
            return ViewReader(r: r, data: nil, start: Date(timeIntervalSinceReferenceDate: 0)).duration(a, ap).map { .after($0) }
        }
        guard let s = r.string(node, path) else { return nil }
        switch s {
        case "atEnd": return .atEnd
        case "never": return .never
        default:
            r.problem(node, path, "expected \"atEnd\", \"never\" or { \"after\": \"2h\" }, found \"\(s)\"")
            return nil
        }
    }

    /// `{ family: view }`, the views kept unread, as text (they are read per entry, with its data).
    static func viewsByFamily(_ node: JSONNode, _ path: String, _ r: FileReader, _ families: [WidgetFamily]) -> [WidgetFamily: (JSONNode, String)] {
        guard let o = r.object(node, path) else { return [:] }
        var views: [WidgetFamily: (JSONNode, String)] = [:]
        for key in o.keys {
            let (view, viewPath) = o.optional(key)!
            guard let family = WidgetFamily(accessoryName: key) else {
                r.problem(view, viewPath, unknownFamily(key))
                continue
            }
            if !families.contains(family) { r.problem(view, viewPath, "\(key) is not in this widget's families") }
            views[family] = (view, viewPath)
        }
        return views
    }

    static func family(_ node: JSONNode, _ path: String, _ r: FileReader) -> WidgetFamily? {
        guard let name = r.string(node, path) else { return nil }
        if let family = WidgetFamily(accessoryName: name) { return family }
        r.problem(node, path, unknownFamily(name))
        return nil
    }

    static func unknownFamily(_ name: String) -> String {
        let hint = suggestion(for: name, among: WidgetFamily.accessoryNames).map { " (did you mean \"\($0)\"?)" } ?? ""
        return "unknown family \"\(name)\"\(hint); families: " + WidgetFamily.accessoryNames.joined(separator: ", ")
    }
}
