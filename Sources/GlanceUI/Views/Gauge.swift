import GlanceGraphics
import Foundation

/// A value within a range, drawn by the gauge style in force (`gaugeStyle(_:)`): a ring or a
/// bar with optional labels, or whatever a custom `GaugeStyle` builds from its configuration.
/// Marked value labels are not supported: `MarkedValueLabels` is always `EmptyView`.
nonisolated public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View, PrimitiveView {
    let fraction: Double
    let label: StyleContent, current: StyleContent, minimum: StyleContent, maximum: StyleContent

    init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V>, label: Label, current: CurrentValueLabel, minimum: BoundsLabel, maximum: BoundsLabel
    ) {
        let span = bounds.upperBound - bounds.lowerBound
        fraction = span > 0 ? Double((value - bounds.lowerBound) / span) : 0
        self.label = StyleContent(label)
        self.current = StyleContent(current)
        self.minimum = StyleContent(minimum)
        self.maximum = StyleContent(maximum)
    }

    public var body: Never { neverBody("Gauge") }

    @MainActor func archive(in env: EnvironmentValues) -> ViewNode {
        env.archiveGauge(GaugeStyleConfiguration(fraction: fraction, label: label, current: current, minimum: minimum, maximum: maximum))
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge showing `value` within `bounds`, with a label describing its purpose.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(value: value, in: bounds, label: label(), current: EmptyView(), minimum: EmptyView(), maximum: EmptyView())
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge showing `value` within `bounds`, with a label and a label for the current value.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(value: value, in: bounds, label: label(), current: currentValueLabel(), minimum: EmptyView(), maximum: EmptyView())
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    /// A gauge showing `value` within `bounds`, with labels for its purpose and its current,
    /// minimum and maximum values.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
        @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) {
        self.init(
            value: value, in: bounds, label: label(), current: currentValueLabel(), minimum: minimumValueLabel(),
            maximum: maximumValueLabel())
    }
}
