import GlanceGraphics
/// What the built-in gauge and progress view styles draw: a gauge node Glance lays out itself
/// (rings and bars in `GaugeLayout`), with the labels archived here.
nonisolated struct BuiltInGaugeBody: View, PrimitiveView {
    let value: GaugeValue
    let kind: GaugeStyleKind
    let isProgress: Bool
    /// A tint the style itself carries (`CircularGaugeStyle(tint:)`), over the environment's.
    let tint: ShapeStyleValue?
    var label: StyleContent? = nil
    var current: StyleContent? = nil
    var minimum: StyleContent? = nil
    var maximum: StyleContent? = nil

    var body: Never { neverBody("BuiltInGaugeBody") }

    @MainActor func archive(in env: EnvironmentValues) -> ViewNode {
        let node = ViewNode.gauge(
            GaugeNode(
                value: value, style: kind, isProgress: isProgress, label: label?.node(in: env), currentValueLabel: current?.node(in: env),
                minimumValueLabel: minimum?.node(in: env), maximumValueLabel: maximum?.node(in: env)))
        return tint.map { .modified(node, .tint($0)) } ?? node
    }
}

extension BuiltInGaugeBody {
    /// A gauge drawn in `kind`.
    init(_ configuration: GaugeStyleConfiguration, _ kind: GaugeStyleKind, tint: ShapeStyleValue? = nil) {
        self.init(
            value: configuration.gaugeValue, kind: kind, isProgress: false, tint: tint, label: configuration.label.content,
            current: configuration.currentValueLabel?.content, minimum: configuration.minimumValueLabel?.content,
            maximum: configuration.maximumValueLabel?.content)
    }

    /// A progress view drawn in `kind`.
    init(_ configuration: ProgressViewStyleConfiguration, _ kind: GaugeStyleKind, tint: ShapeStyleValue? = nil) {
        self.init(
            value: configuration.gaugeValue, kind: kind, isProgress: true, tint: tint, label: configuration.label?.content,
            current: configuration.currentValueLabel?.content)
    }
}
