import GlanceGraphics

/// How a `Toggle` is archived: its label, a flexible space, and the switch in its state, marked
/// as an interactive element when it runs an intent. The firmware draws a tapped toggle in its
/// new state at once by archiving it again with the label it kept (`toggled(to:)`).
package enum ToggleArchive {
    /// The switch's size in points: watchOS's switch, scaled to an accessory widget's text.
    static let size = Size(width: 28, height: 16)

    /// A toggle with `label` (archived) drawn on or off. The knob is a path in the switch's
    /// whole frame, so the switch's layout is the same on and off: a hidden toggle's
    /// placeholders, which follow frames, cannot tell its state.
    package static func node(label: ViewNode, isOn: Bool, element: InteractiveElement?) -> ViewNode {
        let knob = size.height - 4
        let frame = ViewModifierNode.frame(width: size.width, height: size.height, alignment: .center)
        let track = ViewNode.modified(.shape(ShapeNode(outline: .capsule, drawing: .fill(.color(isOn ? .green : Color(white: 0.35))))), frame)
        let knobRect = Rect(x: isOn ? size.width - 2 - knob : 2, y: 2, width: knob, height: knob)
        let dot = ViewNode.modified(
            .shape(ShapeNode(outline: .path(Path(ellipseIn: knobRect), reference: size), drawing: .fill(.color(.white)))), frame)
        let control = ViewNode.stack(StackNode(axis: .depth, alignment: .center, spacing: nil, children: [track, dot]))
        let row = ViewNode.stack(StackNode(axis: .horizontal, alignment: .center, spacing: 4, children: [label, .spacer(minLength: 2), control]))
        guard var element else { return row }
        element.isOn = isOn
        return .modified(row, .marker(.interactive(element)))
    }

    /// The toggle archived by `node(label:isOn:element:)`, drawn in state `isOn`; nil when `node`
    /// is not such a toggle.
    package static func toggled(_ node: ViewNode, to isOn: Bool) -> ViewNode? {
        guard case .modified(.stack(let row), .marker(.interactive(let element))) = node, element.control == .toggle,
            row.axis == .horizontal, row.children.count == 3
        else { return nil }
        return Self.node(label: row.children[0], isOn: isOn, element: element)
    }
}
