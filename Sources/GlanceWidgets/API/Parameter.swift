import Foundation
import Synchronization

/// A configurable parameter of an intent. As in App Intents its value lives in shared storage,
/// so `let intent = MyIntent(); intent.city = "Oslo"` works and copies of an intent agree.
@propertyWrapper
public struct Parameter<Value: Sendable>: Sendable {
    public let title: LocalizedStringResource
    let storage: ParameterStorage

    public var wrappedValue: Value {
        get { storage.value as! Value }
        nonmutating set { storage.value = newValue }
    }

    public var projectedValue: Parameter<Value> { self }

    public init(title: LocalizedStringResource, description: LocalizedStringResource? = nil, default value: Value) {
        self.title = title
        storage = ParameterStorage(value, type: Value.self)
    }

    public init(wrappedValue: Value, title: LocalizedStringResource, description: LocalizedStringResource? = nil) {
        self.init(title: title, description: description, default: wrappedValue)
    }

    /// An optional parameter with no default: nil until set.
    public init<Wrapped>(title: LocalizedStringResource, description: LocalizedStringResource? = nil) where Value == Wrapped? {
        self.init(title: title, description: description, default: nil)
    }
}

/// The value of one intent parameter, shared by copies of the intent.
final class ParameterStorage: Sendable {
    private let stored: Mutex<any Sendable>
    let type: Any.Type

    init(_ value: any Sendable, type: Any.Type) {
        stored = Mutex(value)
        self.type = type
    }

    var value: any Sendable {
        get { stored.withLock { $0 } }
        set { stored.withLock { $0 = newValue } }
    }
}
