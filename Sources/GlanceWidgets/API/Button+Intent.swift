import Foundation
import GlanceUI

nonisolated extension Button {
    /// A button that performs `intent` when tapped, drawn as its label.
    public init<I: AppIntent>(intent: I, @ViewBuilder label: () -> Label) {
        self.init(element: IntentTypes.element(.button, for: intent), label: label())
    }
}

nonisolated extension Button where Label == Text {
    /// A button that performs `intent`, labelled with a localized title.
    public init(_ titleKey: LocalizedStringKey, intent: some AppIntent) { self.init(intent: intent) { Text(titleKey) } }

    /// A button that performs `intent`, labelled with a string as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, intent: some AppIntent) { self.init(intent: intent) { Text(verbatim: String(title)) } }
}

nonisolated extension Toggle {
    /// A toggle drawn in state `isOn` that performs `intent` when tapped; the firmware draws it
    /// in its new state at once, until the reloaded timeline says what it is.
    public init<I: AppIntent>(isOn: Bool, intent: I, @ViewBuilder label: () -> Label) {
        self.init(isOn: isOn, element: IntentTypes.element(.toggle, for: intent), label: label())
    }
}

nonisolated extension Toggle where Label == Text {
    /// A toggle that performs `intent`, labelled with a localized title.
    public init(_ titleKey: LocalizedStringKey, isOn: Bool, intent: some AppIntent) { self.init(isOn: isOn, intent: intent) { Text(titleKey) } }

    /// A toggle that performs `intent`, labelled with a string as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Bool, intent: some AppIntent) {
        self.init(isOn: isOn, intent: intent) { Text(verbatim: String(title)) }
    }
}
