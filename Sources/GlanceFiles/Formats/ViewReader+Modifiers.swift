import Foundation
import GlanceGraphics
import GlanceUI

extension ViewReader {
    /// Applies one modifier key to `view`.
    func modify(_ view: ViewNode, _ key: String, _ m: JSONNode, _ p: String, _ depth: Int) -> ViewNode? {
        func wrap(_ modifier: ViewModifierNode?) -> ViewNode? { modifier.map { .modified(view, $0) } }
        switch key {
        case "padding":
            if case .number = m.value { return r.number(m, p, in: 0...200).map { .modified(view, .padding(EdgeInsets(all: $0))) } }
            guard let o = r.object(m, p) else { return nil }
            defer { o.finish(allowed: ["top", "leading", "bottom", "trailing", "horizontal", "vertical"]) }
            func n(_ k: String) -> Double { o.optional(k).flatMap { r.number($0.0, $0.1, in: 0...200) } ?? 0 }
            let h = n("horizontal"), v = n("vertical")
            return wrap(.padding(EdgeInsets(top: n("top") + v, leading: n("leading") + h, bottom: n("bottom") + v, trailing: n("trailing") + h)))
        case "frame":
            guard let o = r.object(m, p) else { return nil }
            defer { o.finish(allowed: ["width", "height", "minWidth", "maxWidth", "minHeight", "maxHeight", "alignment"]) }
            func n(_ k: String) -> Double? {
                guard let (node, path) = o.optional(k) else { return nil }
                if case .string(let s) = node.value, s == "infinity" { return .infinity }
                return r.number(node, path, in: 0...2000)
            }
            let alignment = o.optional("alignment").flatMap { frameAlignment($0.0, $0.1) } ?? .center
            if ["minWidth", "maxWidth", "minHeight", "maxHeight"].contains(where: o.has) {
                return wrap(.flexibleFrame(FlexibleFrame(
                    minWidth: n("minWidth"), maxWidth: n("maxWidth"), minHeight: n("minHeight"), maxHeight: n("maxHeight"), alignment: alignment)))
            }
            return wrap(.frame(width: n("width"), height: n("height"), alignment: alignment))
        case "font": return font(m, p).map { .modified(view, .font($0)) }
        case "fontWeight": return r.choice(m, p, FontWeight.self).map { .modified(view, .fontWeight($0)) }
        case "fontDesign": return r.choice(m, p, FontDesign.self).map { .modified(view, .fontDesign($0)) }
        case "monospacedDigit":
            guard flag(m, p) else { return nil }
            func monospaced(_ v: ViewNode) -> ViewNode? {
                switch v {
                case .text(var t):
                    t.monospacedDigit = true
                    return .text(t)
                case .modified(let inner, let modifier): return monospaced(inner).map { .modified($0, modifier) }
                default: return nil
                }
            }
            if let result = monospaced(view) { return result }
            r.problem(m, p, "monospacedDigit applies to a text")
            return nil
        case "foreground": return style(m, p).map { .modified(view, .foregroundStyle($0)) }
        case "tint": return style(m, p).map { .modified(view, .tint($0)) }
        case "background", "overlay":
            let layer: ViewNode?
            if case .object(let members) = m.value, !members.contains(where: { $0.key == "asset" }) {
                layer = self.view(m, p, depth: depth + 1)
            } else {
                layer = style(m, p).map { .shape(ShapeNode(outline: .rectangle, drawing: .fill($0))) }
            }
            guard let layer else { return nil }
            return wrap(key == "background" ? .background(layer, alignment: .center) : .overlay(layer, alignment: .center))
        case "opacity": return r.number(m, p, in: 0...1).map { .modified(view, .opacity($0)) }
        case "lineLimit": return r.int(m, p, in: 1...20).map { .modified(view, .textOption(.lineLimit($0))) }
        case "multilineTextAlignment": return r.choice(m, p, TextAlignment.self).map { .modified(view, .textOption(.alignment($0))) }
        case "minimumScaleFactor": return r.number(m, p, in: 0.1...1).map { .modified(view, .textOption(.minimumScaleFactor($0))) }
        case "truncationMode": return r.choice(m, p, TruncationMode.self).map { .modified(view, .textOption(.truncationMode($0))) }
        case "widgetAccentable": return flag(m, p) ? wrap(.marker(.accentable(true))) : nil
        case "privacySensitive": return flag(m, p) ? wrap(.marker(.privacySensitive(true))) : nil
        case "widgetCurvesContent": return flag(m, p) ? wrap(.marker(.curvesContent(true))) : nil
        case "clipped": return flag(m, p) ? wrap(.clipped) : nil
        case "widgetURL": return string(m, p).map { .modified(view, .marker(.url($0))) }
        case "widgetLabel": return labelOrView(m, p, depth).map { .modified(view, .marker(.label($0))) }
        case "layoutPriority": return r.number(m, p, in: -100...100).map { .modified(view, .layoutPriority($0)) }
        case "rotation": return r.number(m, p, in: -360...360).map { .modified(view, .rotation(Angle(degrees: $0), anchor: .center)) }
        case "scaledToFit": return flag(m, p) ? .modified(view, .aspectRatio(nil, contentMode: .fit)) : nil
        case "imageScale": return r.choice(m, p, ImageScale.self).map { .modified(view, .imageScale($0)) }
        case "offset":
            guard let o = r.object(m, p) else { return nil }
            defer { o.finish(allowed: ["x", "y"]) }
            let x = o.optional("x").flatMap { r.number($0.0, $0.1, in: -500...500) } ?? 0
            let y = o.optional("y").flatMap { r.number($0.0, $0.1, in: -500...500) } ?? 0
            return wrap(.offset(x: x, y: y))
        default:
            return nil
        }
    }

    /// A text style name (`"headline"`) or `{ "size": 20, "weight": "semibold", "design": "rounded", "style": "caption" }`.
    func font(_ node: JSONNode, _ path: String) -> Font? {
        if case .string = node.value { return r.choice(node, path, TextStyle.self).map { Font(base: .style($0)) } }
        guard let o = r.object(node, path) else { return nil }
        defer { o.finish(allowed: ["size", "style", "weight", "design"]) }
        let weight = o.optional("weight").flatMap { r.choice($0.0, $0.1, FontWeight.self) }
        let design = o.optional("design").flatMap { r.choice($0.0, $0.1, FontDesign.self) }
        if let (s, sp) = o.optional("size") {
            if o.has("style") { r.problem(node, path, "a font has a size or a style, not both") }
            return r.number(s, sp, in: 4...200).map { Font(base: .size($0), weight: weight, design: design) }
        }
        if let (s, sp) = o.optional("style") { return r.choice(s, sp, TextStyle.self).map { Font(base: .style($0), weight: weight, design: design) } }
        r.problem(node, path, "a font needs a \"size\" or a \"style\"")
        return nil
    }
}
