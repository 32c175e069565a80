import GlanceGraphics

/// A control a person can tap in a widget: a `Button(intent:)`, a `Toggle(isOn:intent:)`, or a
/// ROM's `button` or `toggle`. Archived as a marker around the control's drawing, so the
/// firmware can find it on the canvas (its frame), run what it does and draw a toggle's new
/// state at once (docs/interactive.md).
public struct InteractiveElement: Codable, Hashable, Sendable {
    /// Which control it is.
    public enum Control: String, Codable, Hashable, Sendable {
        case button, toggle
    }

    public var control: Control
    /// The name a script or test taps it by: the intent's type name (`IncrementIntent`), or a
    /// ROM control's field.
    public var name: String
    /// What a tap does.
    public var action: InteractionAction
    /// A toggle's state as the entry drew it; nil for buttons.
    public var isOn: Bool?

    /// How layout names the placed view of an element: this, then the element's name.
    public static let placedKindPrefix = "interactive "

    public init(control: Control, name: String, action: InteractionAction, isOn: Bool? = nil) {
        (self.control, self.name, self.action, self.isOn) = (control, name, action, isOn)
    }
}

/// What tapping an interactive element does before the widget's timeline is reloaded.
public enum InteractionAction: Codable, Hashable, Sendable {
    /// Performs an App Intent in the widget's process: its type (`String(reflecting:)`) and
    /// its `@Parameter` values as text, by name.
    case intent(type: String, parameters: [String: String])
    /// A ROM's declarative action: changes one field of the widget's data (`docs/formats.md`).
    case setField(String, FieldChange)
}

/// How a ROM control changes a data field.
public enum FieldChange: Codable, Hashable, Sendable {
    /// Sets the field to a string, number or boolean (as JSON writes it).
    case set(String)
    /// Adds a number to a numeric field.
    case add(Double)
    /// Flips a boolean field.
    case toggle
}
