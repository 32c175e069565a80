import Foundation
import GlanceGraphics
import GlanceUI

extension ViewReader {
    /// A string with its `{{name}}` bindings filled from the entry's data (`BoundString`).
    func string(_ node: JSONNode, _ path: String) -> String? {
        guard let s = r.string(node, path) else { return nil }
        guard BoundString.hasBindings(s.utf8) else { return s }
        let bound = BoundString(parsing: s)
        for name in bound.names {
            guard let data else {
                r.problem(node, path, "\"{{\(name)}}\" is a binding, and bindings are allowed only in templates")
                return nil
            }
            guard data[name] != nil else {
                let hint = suggestion(for: name, among: Array(data.keys)).map { " (did you mean \"\($0)\"?)" } ?? ""
                r.problem(node, path, "no data \"\(name)\" in this entry" + (data.isEmpty ? ", which has no data" : "\(hint); it has: " + data.keys.sorted().joined(separator: ", ")))
                return nil
            }
        }
        return bound.filled { data?[$0] }
    }

    /// `node` with the bindings in its string filled, so a binding may stand for a colour or a name.
    func filled(_ node: JSONNode, _ path: String) -> JSONNode? {
        guard case .string(let s) = node.value, s.utf8.contains(UInt8(ascii: "{")) else { return node }
        guard let value = string(node, path) else { return nil }
        var copy = node
        copy.value = .string(value)
        return copy
    }

    /// `true`, as views without a value are written (`"circle": true`).
    func flag(_ node: JSONNode, _ path: String) -> Bool {
        guard case .bool(true) = node.value else {
            r.problem(node, path, node.kindName == "a boolean" ? "expected true; leave the field out instead of false" : "expected true, found \(node.kindName)")
            return false
        }
        return true
    }

    /// A colour, a hierarchical level (`primary`…`quaternary`), `{ "asset": name }` or `{ "gradient": [colours] }`.
    func style(_ given: JSONNode, _ path: String) -> ShapeStyleValue? {
        guard let node = filled(given, path) else { return nil }
        if case .object(let members) = node.value, members.contains(where: { $0.key == "asset" }) {
            return r.color(node, path).map { .color($0) }
        }
        if case .object = node.value {
            guard let o = r.object(node, path) else { return nil }
            defer { o.finish(allowed: ["gradient"]) }
            guard let (g, gp) = o.required("gradient"), let items = r.array(g, gp, count: 2...8) else { return nil }
            let colors = items.compactMap { r.color($0.0, $0.1) }
            guard colors.count == items.count else { return nil }
            return LinearGradient(colors: colors, startPoint: .leading, endPoint: .trailing).shapeStyleValue
        }
        let levels = ["primary": 0, "secondary": 1, "tertiary": 2, "quaternary": 3]
        if case .string(let s) = node.value, let level = levels[s] { return .hierarchical(level) }
        return r.color(node, path).map { .color($0) }
    }

    func strokeDrawing(_ node: JSONNode, _ path: String) -> ShapeDrawing? {
        guard let o = r.object(node, path) else { return nil }
        defer { o.finish(allowed: ["style", "width", "border"]) }
        let s = o.optional("style").flatMap { style($0.0, $0.1) }
        let width = o.optional("width").flatMap { r.number($0.0, $0.1, in: 0.1...50) } ?? 1
        let border = o.optional("border").flatMap { r.bool($0.0, $0.1) } ?? false
        let stroke = StrokeStyle(lineWidth: width, lineCap: .round)
        return border ? .strokeBorder(s, stroke) : .stroke(s, stroke)
    }

    func alignmentValue(_ node: JSONNode, _ path: String, _ axis: StackAxis) -> Alignment? {
        guard let s = r.string(node, path) else { return nil }
        switch axis {
        case .horizontal:
            guard let v = VerticalAlignment(rawValue: s) else {
                r.problem(node, path, "an hstack aligns \(VerticalAlignment.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")), found \"\(s)\"")
                return nil
            }
            return Alignment(horizontal: .center, vertical: v)
        case .vertical:
            guard let h = HorizontalAlignment(rawValue: s) else {
                r.problem(node, path, "a vstack aligns \(HorizontalAlignment.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")), found \"\(s)\"")
                return nil
            }
            return Alignment(horizontal: h, vertical: .center)
        case .depth:
            return frameAlignment(node, path)
        }
    }

    static let alignments: [String: Alignment] = [
        "topLeading": .topLeading, "top": .top, "topTrailing": .topTrailing, "leading": .leading, "center": .center,
        "trailing": .trailing, "bottomLeading": .bottomLeading, "bottom": .bottom, "bottomTrailing": .bottomTrailing,
    ]

    func frameAlignment(_ node: JSONNode, _ path: String) -> Alignment? {
        guard let s = r.string(node, path) else { return nil }
        guard let a = Self.alignments[s] else {
            let hint = suggestion(for: s, among: Array(Self.alignments.keys)).map { " (did you mean \"\($0)\"?)" } ?? ""
            r.problem(node, path, "expected an alignment such as \"topLeading\" or \"center\", found \"\(s)\"\(hint)")
            return nil
        }
        return a
    }

    func numberPair(_ node: JSONNode, _ path: String) -> (Double, Double)? {
        guard let items = r.array(node, path, count: 2...2) else { return nil }
        let values = items.compactMap { r.number($0.0, $0.1, in: 0...1) }
        return values.count == 2 ? (values[0], values[1]) : nil
    }

    /// A gauge's `range` (0…1 when it has none).
    func gaugeBounds(_ o: ObjectReader) -> (Double, Double) {
        guard let (rn, rp) = o.optional("range"), let items = r.array(rn, rp, count: 2...2) else { return (0, 1) }
        let values = items.compactMap { r.number($0.0, $0.1) }
        guard values.count == 2, values[1] > values[0] else {
            r.problem(rn, rp, "expected [low, high] with low below high")
            return (0, 1)
        }
        return (values[0], values[1])
    }

    /// A gauge's value written as text (a binding filled), or nil when it is not a finite number.
    static func gaugeValue(_ text: String, in bounds: (Double, Double)) -> GaugeValue? {
        guard let n = Double(text.trimmingSpaces), n.isFinite else { return nil }
        return fraction(n, in: bounds)
    }

    static func fraction(_ v: Double, in bounds: (Double, Double)) -> GaugeValue { .fraction((v - bounds.0) / (bounds.1 - bounds.0)) }

    /// A gauge's value: a number in `range` (0…1 by default), a `{{binding}}`, or `{ "timer": [start, end] }`.
    func gaugeValue(_ node: JSONNode, _ path: String, _ o: ObjectReader) -> GaugeValue? {
        let bounds = gaugeBounds(o)
        switch node.value {
        case .number(let n): return Self.fraction(n, in: bounds)
        case .string:
            guard let s = string(node, path) else { return nil }
            guard let value = Self.gaugeValue(s, in: bounds) else {
                r.problem(node, path, "expected a number, found \"\(s)\"")
                return nil
            }
            return value
        case .object:
            guard let t = r.object(node, path) else { return nil }
            defer { t.finish(allowed: ["timer", "countsDown"]) }
            guard let (tn, tp) = t.required("timer"), let items = r.array(tn, tp, count: 2...2) else { return nil }
            let dates = items.compactMap { date($0.0, $0.1) }
            let down = t.optional("countsDown").flatMap { r.bool($0.0, $0.1) } ?? true
            return dates.count == 2 ? .timer(start: dates[0], end: dates[1], countsDown: down) : nil
        default:
            r.problem(node, path, "expected a number, a binding or { \"timer\": [start, end] }, found \(node.kindName)")
            return nil
        }
    }

    func labelOrView(_ node: JSONNode, _ path: String, _ depth: Int) -> ViewNode? {
        if case .string = node.value { return string(node, path).map { .text(TextNode($0)) } }
        return view(node, path, depth: depth + 1)
    }

    /// An ISO 8601 date, or one relative to the start: "+90m", "-2h", "+1d", "+30s".
    func date(_ node: JSONNode, _ path: String) -> Date? {
        guard let s = string(node, path) else { return nil }
        if let first = s.first, first == "+" || first == "-" {
            let units: [Character: Double] = ["s": 1, "m": 60, "h": 3600, "d": 86400]
            if let unit = s.last, let factor = units[unit], let n = Double(s.dropFirst().dropLast()), n >= 0, n <= 3660 * 86400 / factor {
                return start.addingTimeInterval((first == "-" ? -n : n) * factor)
            }
        } else if let d = ISO8601DateFormatter().date(from: s) {
            return d
        }
        r.problem(node, path, "expected an ISO 8601 date (2026-06-03T10:00:00Z) or a time from the start (+90m, +2h, -1d), found \"\(s)\"")
        return nil
    }

    /// A duration: seconds, or "30m", "2h".
    func duration(_ node: JSONNode, _ path: String) -> TimeInterval? {
        if case .number = node.value { return r.number(node, path, in: 0...366 * 86400) }
        guard let s = r.string(node, path) else { return nil }
        let units: [Character: Double] = ["s": 1, "m": 60, "h": 3600, "d": 86400]
        if let unit = s.last, let factor = units[unit], let n = Double(s.dropLast()), n >= 0, n * factor <= 366 * 86400 { return n * factor }
        r.problem(node, path, "expected a duration such as 30m, 2h or 900 (seconds), found \"\(s)\"")
        return nil
    }
}

extension String {
    /// The string without the spaces and tabs (not line breaks) at either end.
    var trimmingSpaces: String {
        func isSpace(_ c: Character) -> Bool { c.isWhitespace && !c.isNewline }
        // A gauge's bound value is trimmed every entry (docs/bench.md, "Fourteenth round"):
        // printable ASCII at both ends returns at once (a cluster ending in such a byte is that
        // character, or begins with one that is not whitespace); else walked by index.
        if let first = utf8.first, let last = utf8.last, (0x21...0x7E).contains(first), (0x21...0x7E).contains(last) { return self }
        var start = startIndex, end = endIndex
        while start < end, isSpace(self[start]) { start = index(after: start) }
        while end > start, isSpace(self[index(before: end)]) { end = index(before: end) }
        return start == startIndex && end == endIndex ? self : String(self[start..<end])
    }
}
