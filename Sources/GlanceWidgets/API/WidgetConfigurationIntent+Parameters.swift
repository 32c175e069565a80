import Foundation

/// One `@Parameter` of an intent, as the firmware lists and sets it.
public struct IntentParameterInfo: Sendable, Hashable {
    /// The property's name, as written after `var`.
    public var name: String
    public var title: String
    /// The value now, as text.
    public var value: String
    /// The values it may take, for enumerations.
    public var choices: [String]

    public init(name: String, title: String, value: String, choices: [String] = []) {
        (self.name, self.title, self.value, self.choices) = (name, title, value, choices)
    }
}

extension Array where Element == IntentParameterInfo {
    /// The parameter called `name` (its name or its title), or an error listing those there are,
    /// for configurations that keep their parameters as text.
    public func named(_ name: String) throws(IntentParameterError) -> IntentParameterInfo {
        guard let p = first(where: { $0.name == name || $0.title == name }) else {
            throw IntentParameterError(
                "the widget has no parameter \"\(name)\"" + (isEmpty ? " (it declares none)" : "; it has: " + map(\.name).joined(separator: ", ")))
        }
        return p
    }
}

/// Why a parameter could not be set.
public struct IntentParameterError: Error, CustomStringConvertible, Sendable {
    public var description: String
    public init(_ description: String) { self.description = description }
}

/// Reads and writes parameters without knowing the intent's type.
protocol AnyIntentParameter {
    var parameterTitle: String { get }
    var parameterStorage: ParameterStorage { get }
}

extension Parameter: AnyIntentParameter {
    var parameterTitle: String { title.key }
    var parameterStorage: ParameterStorage { storage }
}

extension AppIntent {
    /// Every `@Parameter` of the intent, in declaration order: a configuration's, or an action's
    /// (a button's intent carries its values to the process that performs it).
    package var parameters: [IntentParameterInfo] {
        if let forwarding = self as? any ForwardingIntent { return forwarding.forwardedParameters }
        return storages.map { name, parameter in
            let value = parameter.parameterStorage.value
            let text =
                EntityParameter.entityType(of: parameter.parameterStorage.type) != nil
                ? EntityParameter.text(of: value) : (value as? any _IntentValue)?.parameterText ?? String(describing: value)
            let choices = (parameter.parameterStorage.type as? any CaseIterable.Type).map(Self.choices) ?? []
            return IntentParameterInfo(name: name, title: parameter.parameterTitle, value: text, choices: choices)
        }
    }

    /// Sets the parameter called `name` (its property name or its title) from text.
    package func setParameter(_ name: String, to text: String) throws(IntentParameterError) {
        if let forwarding = self as? any ForwardingIntent { return try forwarding.setForwardedParameter(name, to: text) }
        guard let (found, parameter) = storages.first(where: { $0.0 == name || $0.1.parameterTitle == name }) else {
            let known = storages.map(\.0)
            throw IntentParameterError(
                "\(Self.self) has no parameter \"\(name)\"" + (known.isEmpty ? " (it has none)" : "; it has: " + known.joined(separator: ", ")))
        }
        let storage = parameter.parameterStorage
        if EntityParameter.entityType(of: storage.type) != nil {
            do { storage.value = try EntityParameter.value(of: storage.type, from: text) } catch {
                throw IntentParameterError("parameter \"\(found)\" of \(Self.self): \(error.description)")
            }
            return
        }
        guard let type = storage.type as? any _IntentValue.Type else {
            throw IntentParameterError("parameter \"\(found)\" of \(Self.self) holds \(storage.type), which cannot be set from text")
        }
        guard let value = type.init(parameterText: text) else {
            let choices = (storage.type as? any CaseIterable.Type).map(Self.choices) ?? []
            throw IntentParameterError(
                "\"\(text)\" is not a valid \(storage.type) for parameter \"\(found)\" of \(Self.self)"
                    + (choices.isEmpty ? "" : "; choose one of: " + choices.joined(separator: ", ")))
        }
        storage.value = value
    }

    /// A fresh intent with the `@Parameter` values of this one (whose storage copies share).
    /// Values are copied as they are, not through text, so entities need no query.
    package func copy() -> Self {
        if let forwarding = self as? any ForwardingIntent, let copy = forwarding.forwardedCopy() as? Self { return copy }
        let fresh = Self()
        let values = Dictionary(storages.map { ($0.0, $0.1.parameterStorage.value) }, uniquingKeysWith: { first, _ in first })
        for (name, parameter) in fresh.storages { if let value = values[name] { parameter.parameterStorage.value = value } }
        return fresh
    }

    /// A copy with `values` set (name → text).
    package func configured(_ values: [String: String]) throws(IntentParameterError) -> Self {
        let intent = copy()
        for (name, text) in values.sorted(by: { $0.key < $1.key }) { try intent.setParameter(name, to: text) }
        return intent
    }

    private var storages: [(String, any AnyIntentParameter)] {
        Mirror(reflecting: self).children.compactMap { child in
            guard let label = child.label, let parameter = child.value as? any AnyIntentParameter else { return nil }
            return (label.hasPrefix("_") ? String(label.dropFirst()) : label, parameter)
        }
    }

    private static func choices(_ type: any CaseIterable.Type) -> [String] {
        func all<T: CaseIterable>(_: T.Type) -> [String] { T.allCases.map { ($0 as? any _IntentValue)?.parameterText ?? "\($0)" } }
        return all(type)
    }
}
