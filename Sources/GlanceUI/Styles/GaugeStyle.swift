import GlanceGraphics
/// Defines how every gauge in a view hierarchy is drawn; set it with `gaugeStyle(_:)`. A
/// custom style's body is an ordinary view built from the configuration's label views.
@MainActor @preconcurrency
public protocol GaugeStyle {
    /// A view representing the body of a gauge.
    associatedtype Body: View
    /// The properties of a gauge instance.
    typealias Configuration = GaugeStyleConfiguration
    /// The view drawn for each gauge where this is the current gauge style.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The properties of a gauge instance.
public struct GaugeStyleConfiguration {
    /// The current value of the gauge, in `0.0...1.0`.
    public var value: Double
    /// A view that describes the purpose of the gauge.
    public var label: GaugeStyleConfiguration.Label
    /// A view that describes the current value.
    public var currentValueLabel: GaugeStyleConfiguration.CurrentValueLabel?
    /// A view that describes the minimum of the range for the current value.
    public var minimumValueLabel: GaugeStyleConfiguration.MinimumValueLabel?
    /// A view that describes the maximum of the range for the current value.
    public var maximumValueLabel: GaugeStyleConfiguration.MaximumValueLabel?

    /// The value as the gauge was given it, unclamped: what built-in styles archive.
    let gaugeValue: GaugeValue

    init(fraction: Double, label: StyleContent, current: StyleContent, minimum: StyleContent, maximum: StyleContent) {
        gaugeValue = .fraction(fraction)
        value = GaugeValue.fraction(fraction).fraction(at: .distantPast)
        self.label = Label(content: label)
        currentValueLabel = current.isEmpty ? nil : CurrentValueLabel(content: current)
        minimumValueLabel = minimum.isEmpty ? nil : MinimumValueLabel(content: minimum)
        maximumValueLabel = maximum.isEmpty ? nil : MaximumValueLabel(content: maximum)
    }

    /// A type-erased label of a gauge, describing its purpose.
    nonisolated public struct Label: View, PrimitiveView {
        let content: StyleContent
        public var body: Never { neverBody("GaugeStyleConfiguration.Label") }
        @MainActor func archive(in env: EnvironmentValues) -> ViewNode { content.archive(env) }
    }

    /// A type-erased label of a gauge describing its current value.
    nonisolated public struct CurrentValueLabel: View, PrimitiveView {
        let content: StyleContent
        public var body: Never { neverBody("GaugeStyleConfiguration.CurrentValueLabel") }
        @MainActor func archive(in env: EnvironmentValues) -> ViewNode { content.archive(env) }
    }

    /// A type-erased value label of a gauge describing the minimum value.
    nonisolated public struct MinimumValueLabel: View, PrimitiveView {
        let content: StyleContent
        public var body: Never { neverBody("GaugeStyleConfiguration.MinimumValueLabel") }
        @MainActor func archive(in env: EnvironmentValues) -> ViewNode { content.archive(env) }
    }

    /// A type-erased value label of a gauge describing the maximum value.
    nonisolated public struct MaximumValueLabel: View, PrimitiveView {
        let content: StyleContent
        public var body: Never { neverBody("GaugeStyleConfiguration.MaximumValueLabel") }
        @MainActor func archive(in env: EnvironmentValues) -> ViewNode { content.archive(env) }
    }
}

private struct GaugeStyleKey: EnvironmentKey { static let defaultValue: StyleBox<GaugeStyleConfiguration>? = nil }

extension EnvironmentValues {
    /// The gauge style in force; `nil` for `.automatic`.
    var gaugeStyle: StyleBox<GaugeStyleConfiguration>? {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }

    /// Archives a gauge with `configuration` in the gauge style in force here.
    @MainActor func archiveGauge(_ configuration: GaugeStyleConfiguration) -> ViewNode {
        let style = gaugeStyle ?? StyleBox(outer: nil, in: \.gaugeStyle) { DefaultGaugeStyle().makeBody(configuration: $0) }
        return style.archive(configuration, self)
    }
}

nonisolated extension View {
    /// Sets the style for gauges within this view.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        // Style values are immutable, used by the one task that archives the views they style.
        nonisolated(unsafe) let style = style
        return self.style(\.gaugeStyle) { style.makeBody(configuration: $0) }
    }
}
