import Foundation
import GlanceWidgets

/// The configuration of one placed ROM widget: its declared parameters and the values set
/// for this placement (from a face slot's `parameters` or `--set`).
public struct RomConfiguration: WidgetConfigurationIntent, ForwardingIntent {
    public static let title: LocalizedStringResource = "ROM parameters"
    public let declared: [Rom.Parameter]
    private let values: ParameterValues

    public init() { self.init(declared: []) }

    public init(declared: [Rom.Parameter], values: [String: String] = [:]) {
        self.declared = declared
        self.values = ParameterValues(values)
    }

    /// The value of every declared parameter: set, or else its default.
    public var bindings: [String: String] {
        let set = values.current
        return Dictionary(declared.map { ($0.name, set[$0.name] ?? $0.defaultValue) }, uniquingKeysWith: { first, _ in first })
    }

    package var forwardedParameters: [IntentParameterInfo] {
        let b = bindings
        return declared.map { IntentParameterInfo(name: $0.name, title: $0.title, value: b[$0.name] ?? $0.defaultValue, choices: []) }
    }

    package func setForwardedParameter(_ name: String, to text: String) throws(IntentParameterError) {
        values.set(try parameters.named(name).name, text)
    }

    package func forwardedCopy() -> RomConfiguration { RomConfiguration(declared: declared, values: values.current) }
}
