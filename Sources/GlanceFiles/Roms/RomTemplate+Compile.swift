import Foundation
import GlanceUI

extension RomTemplate {
    /// Reads the template `node` (at `path` in `file`) into parts, dates in it counting from `start`.
    static func compile(_ node: JSONNode, path: String, file: String, start: Date) -> RomTemplate {
        RomTemplate(root: Compiler(file: file, start: start).part(node, path, depth: 0), file: file, start: start)
    }

    private struct Compiler {
        let file: String
        let start: Date

        /// `node` read without data: what it is when nothing in it is bound.
        func read(_ node: JSONNode, _ path: String, depth: Int) -> ViewNode? {
            let r = FileReader(file: file)
            let view = ViewReader(r: r, data: [:], start: start).view(node, path, depth: depth)
            return r.problems.isEmpty ? view : nil
        }

        func part(_ node: JSONNode, _ path: String, depth: Int) -> Part {
            let whole = Read(node: node, path: path, depth: depth)
            guard Self.hasBindings(node) else { return read(node, path, depth: depth).map { .constant($0) } ?? .read(whole) }
            guard depth < 32, case .object(let members) = node.value, let at = members.firstIndex(where: { ViewReader.kinds.contains($0.key) }),
                members.filter({ ViewReader.kinds.contains($0.key) }).count == 1
            else { return .read(whole) }
            let kind = members[at].key, value = members[at].value, valuePath = path.isEmpty ? kind : "\(path).\(kind)"
            let isBase = { (key: String) in key == kind || ViewReader.readByBase.contains(key) || !ViewReader.modifierSet.contains(key) }
            let boundBase = Set(members.indices.filter { $0 != at && isBase(members[$0].key) && Self.hasBindings(members[$0].value) }.map { members[$0].key })
            // Bound modifiers: the view without its modifiers, then each modifier in order.
            if members.contains(where: { !isBase($0.key) && Self.hasBindings($0.value) }) {
                var bare = node
                bare.value = .object(members.filter { isBase($0.key) })
                return .modified(part(bare, path, depth: depth), members.filter { !isBase($0.key) }.map { step($0.key, $0.value, path, depth) })
            }
            func shell(_ changes: [String: JSONNode.Value]) -> ViewNode? { self.shell(node, path, depth: depth, changing: changes) }
            switch (kind, value.value) {
            case ("text", .string(let s)) where boundBase.isEmpty:
                guard let shell = shell([kind: .string("")]), case .text = shell.innermost else { break }
                return .text(BoundString(parsing: s), shell: shell)
            case ("hstack", .array(let items)) where boundBase.isEmpty, ("vstack", .array(let items)) where boundBase.isEmpty,
                ("zstack", .array(let items)) where boundBase.isEmpty:
                guard items.count <= 64, let shell = shell([kind: .array([])]), case .stack = shell.innermost else { break }
                return .stack(shell: shell, children: items.enumerated().map { part($1, "\(valuePath)[\($0)]", depth: depth + 1) })
            case ("group", .array(let items)):
                // A group's modifiers apply to each member: only a bare group is bound member by member.
                guard members.count == 1, items.count <= 64 else { break }
                return .group(items.enumerated().map { part($1, "\(valuePath)[\($0)]", depth: depth + 1) })
            case ("gauge", _), ("progress", _):
                return gauge(node, path, depth: depth, kind: kind, bound: boundBase) ?? .read(whole)
            default: break
            }
            return .read(whole)
        }

        /// A gauge whose value is a number or a binding and whose bound labels are views.
        func gauge(_ node: JSONNode, _ path: String, depth: Int, kind: String, bound: Set<String>) -> Part? {
            let labels: Set = ["label", "currentValueLabel", "minimumValueLabel", "maximumValueLabel"]
            guard bound.isSubset(of: labels), case .object(let members) = node.value, let o = FileReader(file: file).object(node, path) else { return nil }
            func label(_ key: String) -> Part? {
                guard bound.contains(key), let (n, p) = o.optional(key), case .object = n.value else { return nil }
                return part(n, p, depth: depth + 1)
            }
            var parts = Gauge(
                value: nil, bounds: ViewReader(r: FileReader(file: file), data: [:], start: start).gaugeBounds(o), label: label("label"),
                currentValueLabel: label("currentValueLabel"), minimumValueLabel: label("minimumValueLabel"), maximumValueLabel: label("maximumValueLabel"))
            // Every bound label is a view, bound on its own.
            guard [parts.label, parts.currentValueLabel, parts.minimumValueLabel, parts.maximumValueLabel].compactMap({ $0 }).count == bound.count else { return nil }
            // The shell: the gauge without its bound labels, at 0 when its value is bound.
            var changes: [String: JSONNode.Value] = [:]
            if let value = members.first(where: { $0.key == kind })?.value, Self.hasBindings(value) {
                guard case .string(let s) = value.value else { return nil }
                parts.value = BoundString(parsing: s)
                changes[kind] = .number(0)
            }
            guard let shell = shell(node, path, depth: depth, changing: changes, dropping: bound), case .gauge = shell.innermost else { return nil }
            return .gauge(parts, shell: shell, whole: Read(node: node, path: path, depth: depth))
        }

        /// `node` with the values of its members in `changes` replaced and those in `dropping`
        /// left out, read once: the shell an entry's values go into.
        func shell(_ node: JSONNode, _ path: String, depth: Int, changing changes: [String: JSONNode.Value], dropping: Set<String> = []) -> ViewNode? {
            guard case .object(let members) = node.value else { return nil }
            var copy = node
            copy.value = .object(members.filter { !dropping.contains($0.key) }.map { m in changes[m.key].map { var v = m; v.value.value = $0; return v } ?? m })
            return read(copy, path, depth: depth)
        }

        /// One modifier of a view with bound modifiers: applied as read once when it wraps any view it is given.
        func step(_ key: String, _ value: JSONNode, _ path: String, _ depth: Int) -> Step {
            let m = Read(node: value, path: path.isEmpty ? key : "\(path).\(key)", depth: depth)
            if key == "widgetLabel", case .string(let s) = value.value { return BoundString.hasBindings(s.utf8) ? .label(BoundString(parsing: s)) : fixed(key, value, m) }
            guard !Self.hasBindings(value) else { return .read(key: key, m) }
            return fixed(key, value, m)
        }

        /// A modifier with no binding, read once when it wraps any view it is given.
        func fixed(_ key: String, _ value: JSONNode, _ m: Read) -> Step {
            let r = FileReader(file: file)
            let probe = ViewReader(r: r, data: [:], start: start).modify(.empty, key, value, m.path, m.depth)
            if r.problems.isEmpty, case .modified(.empty, let modifier)? = probe { return .fixed(modifier) }
            return .read(key: key, m)
        }

        /// Whether a string in `node` holds `{{`; a value kept as text (an archived view) is searched as text.
        static func hasBindings(_ node: JSONNode) -> Bool {
            switch node.value {
            case .null, .bool, .number: false
            case .string(let s): BoundString.hasBindings(s.utf8)
            case .array(let items): items.contains(where: hasBindings)
            case .object(let members): members.contains { hasBindings($0.value) }
            case .deferred(let text): BoundString.hasBindings(text.bytes[text.range])
            }
        }
    }
}
