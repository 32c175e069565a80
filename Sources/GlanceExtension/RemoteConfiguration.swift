import Foundation
import GlanceWidgets

/// A widget's configuration as the host knows it: the parameters the extension listed, with
/// values set here (`--set`, recommendations) and sent with each request.
public struct RemoteConfiguration: WidgetConfigurationIntent, ForwardingIntent {
    public static let title: LocalizedStringResource = "Extension parameters"
    public let declared: [IntentParameterInfo]
    /// The widget's recommendation this configuration stands for, if any (its intent, which
    /// may be a SiriKit one, stays in the extension).
    public let recommendation: Int?
    private let values: ParameterValues

    public init() { self.init(declared: []) }

    public init(declared: [IntentParameterInfo], values: [String: String] = [:], recommendation: Int? = nil) {
        self.declared = declared
        self.recommendation = recommendation
        self.values = ParameterValues(values)
    }

    /// The values set here, by name; the extension's defaults hold for the rest.
    public var setValues: [String: String] { values.current }

    package var forwardedParameters: [IntentParameterInfo] {
        let set = setValues
        return declared.map { p in
            var p = p
            p.value = set[p.name] ?? p.value
            return p
        }
    }

    package func setForwardedParameter(_ name: String, to text: String) throws(IntentParameterError) {
        let p = try declared.named(name)
        guard p.choices.isEmpty || p.choices.contains(text) else {
            throw IntentParameterError("\"\(text)\" is not a value of parameter \"\(p.name)\"; choose one of: " + p.choices.joined(separator: ", "))
        }
        values.set(p.name, text)
    }

    package func forwardedCopy() -> RemoteConfiguration { RemoteConfiguration(declared: declared, values: setValues, recommendation: recommendation) }
}
