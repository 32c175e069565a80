import GlanceGraphics
import Foundation

/// A control that switches between on and off: its label, then a switch. In a widget a toggle
/// runs an App Intent (`Toggle(isOn:intent:label:)`, in GlanceWidgets), which the firmware
/// performs on a tap, drawing the new state at once (docs/interactive.md); a toggle bound to a
/// `Binding` draws its value and runs nothing, as a widget's bindings never change.
nonisolated public struct Toggle<Label: View>: View, PrimitiveView {
    let label: Label
    let isOn: Bool
    let element: InteractiveElement?

    /// A toggle showing `isOn`'s value.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) { (self.label, self.isOn, element) = (label(), isOn.wrappedValue, nil) }

    /// A toggle drawn in state `isOn` that runs `element` when tapped.
    package init(isOn: Bool, element: InteractiveElement, label: Label) { (self.label, self.isOn, self.element) = (label, isOn, element) }

    public var body: Never { neverBody("Toggle") }

    @MainActor func archive(in env: EnvironmentValues) -> ViewNode {
        ToggleArchive.node(label: ViewArchiver.archive(label, in: env), isOn: isOn, element: element)
    }
}

extension Toggle where Label == Text {
    /// A toggle labelled with a localized title.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) { self.init(isOn: isOn) { Text(titleKey) } }

    /// A toggle labelled with a string as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) { self.init(isOn: isOn) { Text(verbatim: String(title)) } }
}
