import Foundation
import GlanceGraphics
import GlanceUI

extension ViewReader {
    /// A ROM's `button` or `toggle`: a label (a view, or a string for text) and the data field
    /// a tap changes before the widget reloads (docs/formats.md, "Buttons and toggles"). A
    /// button sets the field `to` a value or `add`s a number to it; a toggle is drawn on while
    /// the field is `true` and flips it. The field must be in the entry's data or parameters.
    func control(_ kind: String, _ v: JSONNode, _ p: String, _ o: ObjectReader, _ depth: Int) -> ViewNode? {
        let label: ViewNode?
        if case .string = v.value { label = string(v, p).map { .text(TextNode($0)) } } else { label = view(v, p, depth: depth + 1) }
        guard let (f, fp) = o.required("field"), let field = r.string(f, fp, nonEmpty: true) else { return nil }
        if let data, data[field] == nil {
            let hint = suggestion(for: field, among: Array(data.keys)).map { " (did you mean \"\($0)\"?)" } ?? ""
            r.problem(f, fp, "no data field \"\(field)\" for the \(kind) to change" + (data.isEmpty ? "; the entry has no data" : "\(hint); it has: " + data.keys.sorted().joined(separator: ", ")))
            return nil
        }
        let to = o.optional("to"), add = o.optional("add")
        guard let label else { return nil }
        if kind == "toggle" {
            for (node, path) in [to, add].compactMap({ $0 }) { r.problem(node, path, "a toggle flips its field; \"to\" and \"add\" are for buttons") }
            let isOn = data?[field] == "true"
            if let data, let value = data[field], value != "true" && value != "false" {
                r.problem(f, fp, "a toggle's field holds true or false; \"\(field)\" is \"\(value)\"")
                return nil
            }
            return ToggleArchive.node(
                label: label, isOn: isOn, element: InteractiveElement(control: .toggle, name: field, action: .setField(field, .toggle), isOn: isOn))
        }
        let change: FieldChange
        switch (to, add) {
        case (let (t, tp)?, nil):
            switch t.value {
            case .string: guard let s = string(t, tp) else { return nil }; change = .set(s)
            case .number(let n): change = .set(n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n))
            case .bool(let b): change = .set(b ? "true" : "false")
            default:
                r.problem(t, tp, "expected a string, number or boolean, found \(t.kindName)")
                return nil
            }
        case (nil, let (a, ap)?):
            guard let n = r.number(a, ap, in: -1e9...1e9) else { return nil }
            if let data, let value = data[field], Double(value) == nil {
                r.problem(a, ap, "\"add\" needs a number in \"\(field)\", which is \"\(value)\"")
                return nil
            }
            change = .add(n)
        case (nil, nil):
            r.problem(v, p, "a button needs \"to\" (a value to set) or \"add\" (a number to add)")
            return nil
        default:
            r.problem(add!.0, add!.1, "a button either sets (\"to\") or adds (\"add\"), not both")
            return nil
        }
        return .modified(label, .marker(.interactive(InteractiveElement(control: .button, name: field, action: .setField(field, change)))))
    }
}
