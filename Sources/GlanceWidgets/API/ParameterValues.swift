import Synchronization

/// Parameter values set by name, shared by every copy of one configuration (as App Intent
/// parameters are), for configurations that hold their parameters as text.
public final class ParameterValues: Sendable {
    private let stored: Mutex<[String: String]>

    public init(_ values: [String: String] = [:]) { stored = Mutex(values) }

    /// Every value set, by name.
    public var current: [String: String] { stored.withLock { $0 } }

    public func set(_ name: String, _ value: String) { stored.withLock { $0[name] = value } }
}
