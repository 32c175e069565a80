import GlanceGraphics
/// Defines how every progress view in a view hierarchy is drawn; set it with
/// `progressViewStyle(_:)`. A custom style's body is an ordinary view built from the
/// configuration.
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    /// A view representing the body of a progress view.
    associatedtype Body: View
    /// A type alias for the properties of a progress view instance.
    typealias Configuration = ProgressViewStyleConfiguration
    /// The view drawn for each progress view where this is the current style.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The properties of a progress view instance.
public struct ProgressViewStyleConfiguration {
    /// The completed fraction of the task, from `0.0` to `1.0`, or `nil` if the progress is
    /// indeterminate or relative to a date interval.
    public let fractionCompleted: Double?
    /// A view that describes the task represented by the progress view.
    public var label: ProgressViewStyleConfiguration.Label?
    /// A view that describes the current value of a progress view.
    public var currentValueLabel: ProgressViewStyleConfiguration.CurrentValueLabel?

    /// The value as the progress view was given it: what built-in styles archive.
    let gaugeValue: GaugeValue

    init(value: GaugeValue, isDeterminate: Bool, label: StyleContent, current: StyleContent) {
        gaugeValue = value
        if case .fraction = value, isDeterminate { fractionCompleted = value.fraction(at: .distantPast) } else { fractionCompleted = nil }
        self.label = label.isEmpty ? nil : Label(content: label)
        currentValueLabel = current.isEmpty ? nil : CurrentValueLabel(content: current)
    }

    /// A type-erased label describing the task represented by the progress view.
    nonisolated public struct Label: View, PrimitiveView {
        let content: StyleContent
        public var body: Never { neverBody("ProgressViewStyleConfiguration.Label") }
        @MainActor func archive(in env: EnvironmentValues) -> ViewNode { content.archive(env) }
    }

    /// A type-erased label that describes the current value of a progress view.
    nonisolated public struct CurrentValueLabel: View, PrimitiveView {
        let content: StyleContent
        public var body: Never { neverBody("ProgressViewStyleConfiguration.CurrentValueLabel") }
        @MainActor func archive(in env: EnvironmentValues) -> ViewNode { content.archive(env) }
    }
}

private struct ProgressViewStyleKey: EnvironmentKey { static let defaultValue: StyleBox<ProgressViewStyleConfiguration>? = nil }

extension EnvironmentValues {
    /// The progress view style in force; `nil` for `.automatic`.
    var progressViewStyle: StyleBox<ProgressViewStyleConfiguration>? {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }

    /// Archives a progress view with `configuration` in the progress view style in force here.
    @MainActor func archiveProgressView(_ configuration: ProgressViewStyleConfiguration) -> ViewNode {
        let style =
            progressViewStyle ?? StyleBox(outer: nil, in: \.progressViewStyle) { DefaultProgressViewStyle().makeBody(configuration: $0) }
        return style.archive(configuration, self)
    }
}

nonisolated extension View {
    /// Sets the style for progress views in this view.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        // Style values are immutable, used by the one task that archives the views they style.
        nonisolated(unsafe) let style = style
        return self.style(\.progressViewStyle) { style.makeBody(configuration: $0) }
    }
}

/// The default progress view style in the current context: a bar.
nonisolated public struct DefaultProgressViewStyle: ProgressViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { BuiltInGaugeBody(configuration, .accessoryLinearCapacity) }
}

/// A bar filled to the completed fraction.
nonisolated public struct LinearProgressViewStyle: ProgressViewStyle {
    let tint: ShapeStyleValue?
    public init() { tint = nil }
    /// A bar drawn in `tint` (deprecated in SwiftUI in favour of `tint(_:)`).
    public init(tint: Color) { self.tint = .color(tint) }
    public func makeBody(configuration: Configuration) -> some View { BuiltInGaugeBody(configuration, .accessoryLinearCapacity, tint: tint) }
}

/// A closed ring filled to the completed fraction.
nonisolated public struct CircularProgressViewStyle: ProgressViewStyle {
    let tint: ShapeStyleValue?
    public init() { tint = nil }
    /// A ring drawn in `tint` (deprecated in SwiftUI in favour of `tint(_:)`).
    public init(tint: Color) { self.tint = .color(tint) }
    public func makeBody(configuration: Configuration) -> some View { BuiltInGaugeBody(configuration, .accessoryCircularCapacity, tint: tint) }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The default progress view style in the current context.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A bar filled to the completed fraction.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// A ring filled to the completed fraction.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}
