import Foundation

/// How a gauge or progress view is drawn.
public enum GaugeStyleKind: String, Codable, Hashable, Sendable, CaseIterable {
    /// Open ring with the value's position marked.
    case accessoryCircular
    /// Closed ring filled to the value.
    case accessoryCircularCapacity
    /// Bar with the value's position marked.
    case accessoryLinear
    /// Bar filled to the value.
    case accessoryLinearCapacity
}

/// A gauge style, spelled as SwiftUI spells them: `.gaugeStyle(.accessoryCircular)`.
public struct GaugeStyle: Hashable, Sendable {
    public let kind: GaugeStyleKind
    public static let accessoryCircular = GaugeStyle(kind: .accessoryCircular)
    public static let accessoryCircularCapacity = GaugeStyle(kind: .accessoryCircularCapacity)
    public static let accessoryLinear = GaugeStyle(kind: .accessoryLinear)
    public static let accessoryLinearCapacity = GaugeStyle(kind: .accessoryLinearCapacity)
    public static let linearCapacity = GaugeStyle(kind: .accessoryLinearCapacity)
    public static let automatic = GaugeStyle(kind: .accessoryLinearCapacity)
}

/// A progress view style: a bar or a ring.
public struct ProgressViewStyle: Hashable, Sendable {
    public let kind: GaugeStyleKind
    public static let linear = ProgressViewStyle(kind: .accessoryLinearCapacity)
    public static let circular = ProgressViewStyle(kind: .accessoryCircularCapacity)
    public static let automatic = linear
}

/// Where a gauge's value comes from: fixed, or a timer resolved at the render date.
public enum GaugeValue: Codable, Hashable, Sendable {
    /// A fraction of the range, 0…1.
    case fraction(Double)
    case timer(start: Date, end: Date, countsDown: Bool)

    /// The fraction shown at `now`.
    public func fraction(at now: Date) -> Double {
        switch self {
        case .fraction(let f): return f.isFinite ? min(1, max(0, f)) : 0
        case .timer(let start, let end, let countsDown):
            let span = end.timeIntervalSince(start)
            guard span > 0 else { return countsDown ? 0 : 1 }
            let done = min(1, max(0, now.timeIntervalSince(start) / span))
            return countsDown ? 1 - done : done
        }
    }
}

/// A gauge or progress view in an archived tree.
public struct GaugeNode: Codable, Hashable, Sendable {
    public var value: GaugeValue
    public var style: GaugeStyleKind
    /// Whether it was written as a `ProgressView`.
    public var isProgress: Bool
    public var label: ViewNode?
    public var currentValueLabel: ViewNode?
    public var minimumValueLabel: ViewNode?
    public var maximumValueLabel: ViewNode?

    public init(
        value: GaugeValue, style: GaugeStyleKind, isProgress: Bool = false, label: ViewNode? = nil,
        currentValueLabel: ViewNode? = nil, minimumValueLabel: ViewNode? = nil, maximumValueLabel: ViewNode? = nil
    ) {
        self.value = value
        self.style = style
        self.isProgress = isProgress
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
    }
}

private struct GaugeStyleKey: EnvironmentKey { static let defaultValue = GaugeStyle.automatic }
private struct ProgressViewStyleKey: EnvironmentKey { static let defaultValue = ProgressViewStyle.automatic }

extension EnvironmentValues {
    public var gaugeStyle: GaugeStyle {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }

    public var progressViewStyle: ProgressViewStyle {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}

/// A value within a range, drawn as a ring or a bar with optional labels.
nonisolated public struct Gauge<Label: View, CurrentValueLabel: View, MinimumValueLabel: View, MaximumValueLabel: View>: View, PrimitiveView {
    let fraction: Double
    let label: Label, current: CurrentValueLabel?, minimum: MinimumValueLabel?, maximum: MaximumValueLabel?

    public init(
        value: Double, in bounds: ClosedRange<Double> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder minimumValueLabel: () -> MinimumValueLabel,
        @ViewBuilder maximumValueLabel: () -> MaximumValueLabel
    ) {
        let span = bounds.upperBound - bounds.lowerBound
        fraction = span > 0 ? (value - bounds.lowerBound) / span : 0
        self.label = label()
        current = currentValueLabel()
        minimum = minimumValueLabel()
        maximum = maximumValueLabel()
    }

    public var body: Never { neverBody("Gauge") }

    @MainActor func archive(in env: EnvironmentValues) -> ViewNode {
        func node<V: View>(_ v: V?) -> ViewNode? {
            guard let v else { return nil }
            let n = ViewArchiver.archive(v, in: env)
            return n == .empty ? nil : n
        }
        return .gauge(
            GaugeNode(
                value: .fraction(fraction), style: env.gaugeStyle.kind, label: node(label),
                currentValueLabel: node(current), minimumValueLabel: node(minimum), maximumValueLabel: node(maximum)))
    }
}

extension Gauge where CurrentValueLabel == EmptyView, MinimumValueLabel == EmptyView, MaximumValueLabel == EmptyView {
    public init(value: Double, in bounds: ClosedRange<Double> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: { EmptyView() }, minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() })
    }
}

extension Gauge where MinimumValueLabel == EmptyView, MaximumValueLabel == EmptyView {
    public init(
        value: Double, in bounds: ClosedRange<Double> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: currentValueLabel, minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() })
    }
}

/// Progress toward completion, as a bar or a ring; a timer interval fills as time passes.
nonisolated public struct ProgressView<Label: View>: View, PrimitiveView {
    let value: GaugeValue
    let label: Label
    var currentValueLabel: AnyView?

    /// A bar or ring with a label and, as in SwiftUI, a label for the current value.
    public init<C: View>(
        value: Double?, total: Double = 1, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> C
    ) {
        self.init(value: value, total: total, label: label)
        self.currentValueLabel = AnyView(currentValueLabel())
    }

    /// A timer bar or ring with a label and a label for the current value.
    public init<C: View>(
        timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> C
    ) {
        self.init(timerInterval: timerInterval, countsDown: countsDown, label: label)
        self.currentValueLabel = AnyView(currentValueLabel())
    }

    public init(value: Double?, total: Double = 1, @ViewBuilder label: () -> Label) {
        self.value = .fraction(total > 0 ? (value ?? 0) / total : 0)
        self.label = label()
    }

    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        self.value = .timer(start: timerInterval.lowerBound, end: timerInterval.upperBound, countsDown: countsDown)
        self.label = label()
    }

    public var body: Never { neverBody("ProgressView") }

    @MainActor func archive(in env: EnvironmentValues) -> ViewNode {
        let l = ViewArchiver.archive(label, in: env)
        let current = currentValueLabel.map { ViewArchiver.archive($0, in: env) }
        return .gauge(
            GaugeNode(
                value: value, style: env.progressViewStyle.kind, isProgress: true, label: l == .empty ? nil : l,
                currentValueLabel: current == .empty ? nil : current))
    }
}

extension ProgressView where Label == EmptyView {
    public init(value: Double?, total: Double = 1) { self.init(value: value, total: total) { EmptyView() } }
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        self.init(timerInterval: timerInterval, countsDown: countsDown) { EmptyView() }
    }
}

nonisolated extension View {
    public func gaugeStyle(_ style: GaugeStyle) -> ModifiedContent<Self, ArchivedModifier> {
        environment(\.gaugeStyle, style)
    }

    public func progressViewStyle(_ style: ProgressViewStyle) -> ModifiedContent<Self, ArchivedModifier> {
        environment(\.progressViewStyle, style)
    }

    /// The accent for controls inside: gauges, progress views.
    public func tint<S: ShapeStyle>(_ tint: S) -> ModifiedContent<Self, ArchivedModifier> {
        environment(\.tint, tint.shapeStyleValue)
    }

    public func tint(_ color: Color?) -> ModifiedContent<Self, ArchivedModifier> {
        environment(\.tint, color.map { .color($0) })
    }
}
