import GlanceGraphics
import Foundation

/// Progress toward completion, drawn by the progress view style in force
/// (`progressViewStyle(_:)`): a bar or a ring by default; a timer interval fills as time passes.
nonisolated public struct ProgressView<Label: View, CurrentValueLabel: View>: View, PrimitiveView {
    let value: GaugeValue
    /// Whether a fraction was given (`value: nil` is indeterminate).
    let isDeterminate: Bool
    let label: StyleContent
    let currentValueLabel: StyleContent

    public var body: Never { neverBody("ProgressView") }

    @MainActor func archive(in env: EnvironmentValues) -> ViewNode {
        env.archiveProgressView(
            ProgressViewStyleConfiguration(value: value, isDeterminate: isDeterminate, label: label, current: currentValueLabel))
    }
}

extension ProgressView {
    /// A bar or ring for `value` out of `total`, with a label and a label for the current value.
    public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.value = .fraction(total > 0 ? Double((value ?? 0) / total) : 0)
        isDeterminate = value != nil
        self.label = StyleContent(label())
        self.currentValueLabel = StyleContent(currentValueLabel())
    }

    /// A timer bar or ring over `timerInterval`, with a label and a label for the current value.
    public init(
        timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        value = .timer(start: timerInterval.lowerBound, end: timerInterval.upperBound, countsDown: countsDown)
        isDeterminate = true
        self.label = StyleContent(label())
        self.currentValueLabel = StyleContent(currentValueLabel())
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// A bar or ring for `value` out of `total`, with a label.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(value: value, total: total, label: label, currentValueLabel: { EmptyView() })
    }

    /// A timer bar or ring with a label. SwiftUI adds a default label counting the time; Glance
    /// draws none.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(timerInterval: timerInterval, countsDown: countsDown, label: label, currentValueLabel: { EmptyView() })
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// A bar or ring for `value` out of `total`.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(value: value, total: total) { EmptyView() }
    }

    /// A timer bar or ring over `timerInterval`.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        self.init(timerInterval: timerInterval, countsDown: countsDown) { EmptyView() }
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// A bar or ring for `value` out of `total`, titled by a literal.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(value: value, total: total) { Text(titleKey) }
    }

    /// A bar or ring for `value` out of `total`, titled by a string shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(value: value, total: total) { Text(title) }
    }
}

extension ProgressView
where Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel {
    /// The progress view a style's configuration describes, drawn by the style in force around
    /// the custom style that builds it (for styles that only decorate the current one).
    public init(_ configuration: ProgressViewStyleConfiguration) {
        value = configuration.gaugeValue
        isDeterminate = configuration.fractionCompleted != nil || configuration.gaugeValue.isTimer
        label = configuration.label?.content ?? StyleContent(EmptyView())
        currentValueLabel = configuration.currentValueLabel?.content ?? StyleContent(EmptyView())
    }
}

extension GaugeValue {
    var isTimer: Bool { if case .timer = self { true } else { false } }
}
