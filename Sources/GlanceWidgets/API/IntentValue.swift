import Foundation

/// A parameter value that can be written as text, on the command line or in a face file.
public protocol _IntentValue: Sendable {
    init?(parameterText: String)
    var parameterText: String { get }
}

extension _IntentValue where Self: LosslessStringConvertible {
    public init?(parameterText: String) { self.init(parameterText) }
    public var parameterText: String { description }
}

extension String: _IntentValue {}
extension Int: _IntentValue {}
extension Double: _IntentValue {}
extension Bool: _IntentValue {
    public init?(parameterText: String) {
        switch parameterText.lowercased() {
        case "true", "yes", "on", "1": self = true
        case "false", "no", "off", "0": self = false
        default: return nil
        }
    }
}

extension Optional: _IntentValue where Wrapped: _IntentValue {
    public init?(parameterText: String) {
        if parameterText.isEmpty || parameterText == "nil" { self = .none; return }
        guard let value = Wrapped(parameterText: parameterText) else { return nil }
        self = .some(value)
    }
    public var parameterText: String { map(\.parameterText) ?? "nil" }
}

extension AppEnum {
    /// The case whose raw value is the text.
    public init?(parameterText: String) {
        guard let raw = RawValue(parameterText), let value = Self(rawValue: raw) else { return nil }
        self = value
    }
    public var parameterText: String { rawValue.description }
}
