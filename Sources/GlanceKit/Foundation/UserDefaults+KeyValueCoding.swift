import Foundation

/// Key-value coding on `UserDefaults` (`NSObject`'s `value(forKey:)` and `setValue(_:forKey:)`),
/// which corelibs Foundation has not: the user default under the key, as `object(forKey:)` and
/// `set(_:forKey:)` read and write it.
extension UserDefaults {
    /// The object stored under `key`, or `nil`.
    public func value(forKey key: String) -> Any? { object(forKey: key) }

    /// Stores `value` under `key`; `nil` removes it.
    public func setValue(_ value: Any?, forKey key: String) { set(value, forKey: key) }
}
