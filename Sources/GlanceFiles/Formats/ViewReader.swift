import Foundation
import GlanceGraphics
import GlanceUI

/// Reads hand-written views: one key names the view (`"text"`, `"vstack"`, `"image"`…), the
/// other keys are modifiers applied in the order written, as chained SwiftUI calls are.
/// Strings may hold `{{name}}` bindings, filled from an entry's data. See docs/formats.md.
struct ViewReader {
    let r: FileReader
    /// Values for `{{name}}` bindings; `nil` when bindings are not allowed here.
    var data: [String: String]?
    /// The moment relative dates count from.
    var start: Date

    static let kinds = [
        "text", "image", "hstack", "vstack", "zstack", "spacer", "divider", "color", "circle", "capsule", "rectangle",
        "roundedRectangle", "ellipse", "containerRelative", "accessoryBackground", "gauge", "progress", "group", "archived", "button", "toggle",
    ]
    static let modifiers = [
        "alignment", "spacing", "padding", "frame", "font", "fontWeight", "fontDesign", "monospacedDigit", "foreground", "fill",
        "stroke", "background", "overlay", "opacity", "lineLimit", "multilineTextAlignment", "minimumScaleFactor", "truncationMode", "tint",
        "style", "label", "currentValueLabel", "minimumValueLabel", "maximumValueLabel", "range", "widgetAccentable",
        "privacySensitive", "widgetLabel", "widgetCurvesContent", "widgetURL", "layoutPriority", "offset", "clipped", "rotation", "imageScale", "trim",
        "resizable", "renderingMode", "scaledToFit", "field", "to", "add",
    ]
    /// Every field a view object may have.
    static let fields = kinds + modifiers
    /// Fields `base` reads for the view itself, not applied as modifiers after it.
    static let readByBase: Set<String> = [
        "alignment", "spacing", "fill", "stroke", "style", "label", "currentValueLabel", "minimumValueLabel", "maximumValueLabel", "range", "trim",
        "resizable", "renderingMode", "field", "to", "add",
    ]
    static let modifierSet = Set(modifiers)
    /// Fields whose value goes to a decoder as JSON text: kept as text when a view is read.
    static let handedOnWhole: Set<String> = ["archived"]

    func view(_ node: JSONNode, _ path: String, depth: Int = 0) -> ViewNode? {
        guard depth < 32 else {
            r.problem(node, path, "views nested deeper than 32 levels")
            return nil
        }
        guard let o = r.object(node, path) else { return nil }
        let present = o.keys.filter(Self.kinds.contains)
        guard present.count == 1, let kind = present.first else {
            r.problem(node, path, present.isEmpty
                ? "a view needs one of: " + Self.kinds.joined(separator: ", ")
                : "a view is one thing, found \(present.map { "\"\($0)\"" }.joined(separator: " and "))")
            o.finish(allowed: Self.fields)
            return nil
        }
        let (value, valuePath) = o.required(kind)!
        guard var result = base(kind, value, valuePath, o, depth) else {
            o.finish(allowed: Self.fields)
            return nil
        }
        if kind != "button" && kind != "toggle" {
            for key in ["field", "to", "add"] {
                if let (m, mp) = o.optional(key) { r.problem(m, mp, "\(key) applies to buttons and toggles only") }
            }
        }
        if kind != "image" {
            for key in ["resizable", "renderingMode"] {
                if let (m, mp) = o.optional(key) { r.problem(m, mp, "\(key) applies to images only") }
            }
        }
        for key in o.fields.lazy.map(\.key) where key != kind && !Self.readByBase.contains(key) && Self.modifierSet.contains(key) {
            let (m, mp) = o.optional(key)!
            result = modify(result, key, m, mp, depth) ?? result
        }
        o.finish(allowed: Self.fields)
        return result
    }

    // MARK: Views

    private func base(_ kind: String, _ v: JSONNode, _ p: String, _ o: ObjectReader, _ depth: Int) -> ViewNode? {
        switch kind {
        case "text": return text(v, p).map { .text($0) }
        case "image": return image(v, p, o)
        case "hstack", "vstack", "zstack":
            guard let items = r.array(v, p, count: 0...64) else { return nil }
            let children = items.compactMap { view($0.0, $0.1, depth: depth + 1) }
            let axis: StackAxis = kind == "hstack" ? .horizontal : kind == "vstack" ? .vertical : .depth
            let spacing = o.optional("spacing").flatMap { r.number($0.0, $0.1, in: 0...200) }
            let alignment = o.optional("alignment").flatMap { alignmentValue($0.0, $0.1, axis) } ?? .center
            return .stack(StackNode(axis: axis, alignment: alignment, spacing: spacing, children: children))
        case "group":
            guard let items = r.array(v, p, count: 0...64) else { return nil }
            return .group(items.compactMap { view($0.0, $0.1, depth: depth + 1) })
        case "spacer":
            if case .bool(true) = v.value { return .spacer(minLength: nil) }
            return r.number(v, p, in: 0...500).map { .spacer(minLength: $0) }
        case "divider": return flag(v, p) ? .divider : nil
        case "color": return r.color(v, p).map { .color($0) }
        case "circle", "capsule", "rectangle", "ellipse", "containerRelative", "roundedRectangle":
            var outline: ShapeOutline
            switch kind {
            case "circle": outline = .circle
            case "capsule": outline = .capsule
            case "rectangle": outline = .rectangle
            case "ellipse": outline = .ellipse
            case "containerRelative": outline = .containerRelative
            default:
                guard let radius = r.number(v, p, in: 0...500) else { return nil }
                outline = .roundedRectangle(cornerRadius: radius)
            }
            if kind != "roundedRectangle" && !flag(v, p) { return nil }
            if let (t, tp) = o.optional("trim"), let range = numberPair(t, tp) { outline = .trimmed(outline, from: range.0, to: range.1) }
            var drawing = ShapeDrawing.fill(o.optional("fill").flatMap { style($0.0, $0.1) })
            if let (s, sp) = o.optional("stroke") { drawing = strokeDrawing(s, sp) ?? drawing }
            return .shape(ShapeNode(outline: outline, drawing: drawing))
        case "archived": return archived(v, p)
        case "button", "toggle": return control(kind, v, p, o, depth)
        case "accessoryBackground":
            guard flag(v, p) else { return nil }
            return .modified(.shape(ShapeNode(outline: .containerRelative, drawing: .fill(.color(Color.white.opacity(0.15))))), .marker(.accessoryBackground))
        case "gauge", "progress":
            guard let fraction = gaugeValue(v, p, o) else { return nil }
            let styles: [String: GaugeStyleKind] = [
                "accessoryCircular": .accessoryCircular, "accessoryCircularCapacity": .accessoryCircularCapacity,
                "accessoryLinear": .accessoryLinear, "accessoryLinearCapacity": .accessoryLinearCapacity,
                "circular": .accessoryCircularCapacity, "linear": .accessoryLinearCapacity,
            ]
            var styleKind: GaugeStyleKind = .accessoryLinearCapacity
            if let (s, sp) = o.optional("style"), let name = string(s, sp) {
                if let k = styles[name] { styleKind = k } else {
                    r.problem(s, sp, "expected one of \(styles.keys.sorted().map { "\"\($0)\"" }.joined(separator: ", ")), found \"\(name)\"")
                }
            }
            func labelView(_ key: String) -> ViewNode? { o.optional(key).flatMap { labelOrView($0.0, $0.1, depth) } }
            return .gauge(GaugeNode(
                value: fraction, style: styleKind, isProgress: kind == "progress", label: labelView("label"),
                currentValueLabel: labelView("currentValueLabel"), minimumValueLabel: labelView("minimumValueLabel"),
                maximumValueLabel: labelView("maximumValueLabel")))
        default: return nil
        }
    }

    /// Warns that `name` is no SF Symbol Glance draws, naming the nearest it does.
    private func warnUnknownSymbol(_ name: String, _ v: JSONNode, _ p: String) {
        let nearest = Image.nearestSystemNames(to: name)
        let hint = nearest.isEmpty ? "" : " (did you mean \(nearest.map { "\"\($0)\"" }.joined(separator: ", "))?)"
        r.warning(v, p, "unknown SF Symbol \"\(name)\": it draws as a missing-symbol box\(hint)")
    }

    /// A view tree in the archive format Swift widgets are turned into (`glance rom build`).
    private func archived(_ v: JSONNode, _ p: String) -> ViewNode? {
        do {
            let decoder = JSONDecoder()
            decoder.dateDecodingStrategy = .iso8601  // as `RomFile.encode` writes them
            decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "infinity", negativeInfinity: "-infinity", nan: "nan")
            let node = try decoder.decode(ViewNode.self, from: Data(v.jsonText.utf8))
            for name in node.unknownSystemSymbolNames { warnUnknownSymbol(name, v, p) }
            return node
        } catch let DecodingError.dataCorrupted(c), let DecodingError.keyNotFound(_, c), let DecodingError.typeMismatch(_, c), let DecodingError.valueNotFound(_, c) {
            let at = c.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            r.problem(v, p + at, "not an archived view: \(c.debugDescription)")
        } catch {
            r.problem(v, p, "not an archived view: \(error)")
        }
        return nil
    }

    /// An SF Symbol name, or `{ "asset": name }` for an asset catalog image; `resizable` and
    /// `renderingMode` beside it.
    private func image(_ v: JSONNode, _ p: String, _ o: ObjectReader) -> ViewNode? {
        var node: ImageNode
        if case .object = v.value {
            guard let io = r.object(v, p) else { return nil }
            defer { io.finish(allowed: ["asset"]) }
            guard let name = io.required("asset").flatMap({ string($0.0, $0.1) }) else { return nil }
            node = ImageNode(name: name)
        } else {
            guard let name = string(v, p) else { return nil }
            node = ImageNode(systemName: name)
            if !Image.isKnownSystemName(name) { warnUnknownSymbol(name, v, p) }
        }
        if let (f, fp) = o.optional("resizable") { node.resizable = flag(f, fp) }
        if let (m, mp) = o.optional("renderingMode") { node.renderingMode = r.choice(m, mp, TemplateRenderingMode.self) }
        return .image(node)
    }

    private func text(_ v: JSONNode, _ p: String) -> TextNode? {
        if case .object = v.value {
            guard let o = r.object(v, p) else { return nil }
            defer { o.finish(allowed: ["date", "style", "timerEnd", "countsDown"]) }
            guard let date = o.required("date").flatMap({ self.date($0.0, $0.1) }) else { return nil }
            if let end = o.optional("timerEnd").flatMap({ self.date($0.0, $0.1) }) {
                let down = o.optional("countsDown").flatMap { r.bool($0.0, $0.1) } ?? true
                return TextNode(content: .timerInterval(start: date, end: end, countsDown: down, showsHours: true, pausedAt: nil))
            }
            let style = o.required("style").flatMap { r.choice($0.0, $0.1, TextDateStyle.self) } ?? .time
            return TextNode(content: .date(date, style: style))
        }
        return string(v, p).map { TextNode($0) }
    }
}
