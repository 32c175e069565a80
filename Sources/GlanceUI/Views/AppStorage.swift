import GlanceGraphics
import Foundation

/// SwiftUI's `@AppStorage`: a value kept in `UserDefaults` under a key, read each time the
/// wrapped value is read and written through at once. With no `store`, the standard defaults
/// (SwiftUI's environment store is the standard one unless the app sets another).
@frozen @propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    private let key: String
    private let store: UserDefaults
    private let read: (UserDefaults, String) -> Value
    private let write: (UserDefaults, String, Value) -> Void

    private init(
        _ key: String, store: UserDefaults?, read: @escaping (UserDefaults, String) -> Value,
        write: @escaping (UserDefaults, String, Value) -> Void
    ) {
        (self.key, self.store, self.read, self.write) = (key, store ?? .standard, read, write)
    }

    /// The stored value, or the default when the key holds none.
    public var wrappedValue: Value {
        get { read(store, key) }
        nonmutating set { write(store, key, newValue) }
    }

    /// A binding that reads and writes the stored value.
    public var projectedValue: Binding<Value> {
        let (store, key, read, write) = (store, key, read, write)
        return Binding(get: { read(store, key) }, set: { write(store, key, $0) })
    }

    /// Reads `key` with `get` when it holds a value, else `fallback`; writes with `set`.
    private init(
        fallback: Value, _ key: String, store: UserDefaults?, get: @escaping (UserDefaults, String) -> Value?,
        set: @escaping (UserDefaults, String, Value) -> Void
    ) {
        self.init(key, store: store, read: { $0.object(forKey: $1) == nil ? fallback : get($0, $1) ?? fallback }, write: set)
    }
}

extension AppStorage {
    /// A Boolean user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(fallback: wrappedValue, key, store: store, get: { $0.bool(forKey: $1) }, set: { $0.set($2, forKey: $1) })
    }

    /// An integer user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(fallback: wrappedValue, key, store: store, get: { $0.integer(forKey: $1) }, set: { $0.set($2, forKey: $1) })
    }

    /// A double user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(fallback: wrappedValue, key, store: store, get: { $0.double(forKey: $1) }, set: { $0.set($2, forKey: $1) })
    }

    /// A string user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(fallback: wrappedValue, key, store: store, get: { $0.string(forKey: $1) }, set: { $0.set($2, forKey: $1) })
    }

    /// A URL user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(fallback: wrappedValue, key, store: store, get: AppStorage.readURL, set: AppStorage.writeURL)
    }

    /// A data user default.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(fallback: wrappedValue, key, store: store, get: { $0.data(forKey: $1) }, set: { $0.set($2, forKey: $1) })
    }

    /// An integer user default read as a `RawRepresentable` value (an enumeration, say).
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(
            fallback: wrappedValue, key, store: store, get: { Value(rawValue: $0.integer(forKey: $1)) },
            set: { $0.set($2.rawValue, forKey: $1) })
    }

    /// A string user default read as a `RawRepresentable` value.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {
        self.init(
            fallback: wrappedValue, key, store: store, get: { $0.string(forKey: $1).flatMap(Value.init(rawValue:)) },
            set: { $0.set($2.rawValue, forKey: $1) })
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// An optional user default: `nil` when the key holds none; writing `nil` removes it.
    private init<Wrapped>(
        optional key: String, store: UserDefaults?, get: @escaping (UserDefaults, String) -> Wrapped?,
        set: @escaping (UserDefaults, String, Wrapped) -> Void
    ) where Value == Wrapped? {
        self.init(
            key, store: store, read: { $0.object(forKey: $1) == nil ? nil : get($0, $1) },
            write: { store, key, value in
                if let value { set(store, key, value) } else { store.removeObject(forKey: key) }
            })
    }

    /// An optional Boolean user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(optional: key, store: store, get: { $0.bool(forKey: $1) }, set: { $0.set($2, forKey: $1) })
    }

    /// An optional integer user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(optional: key, store: store, get: { $0.integer(forKey: $1) }, set: { $0.set($2, forKey: $1) })
    }

    /// An optional double user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(optional: key, store: store, get: { $0.double(forKey: $1) }, set: { $0.set($2, forKey: $1) })
    }

    /// An optional string user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(optional: key, store: store, get: { $0.string(forKey: $1) }, set: { $0.set($2, forKey: $1) })
    }

    /// An optional URL user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(optional: key, store: store, get: AppStorage<URL>.readURL, set: AppStorage<URL>.writeURL)
    }

    /// An optional data user default.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(optional: key, store: store, get: { $0.data(forKey: $1) }, set: { $0.set($2, forKey: $1) })
    }

    /// An optional integer user default read as a `RawRepresentable` value.
    public init<R>(_ key: String, store: UserDefaults? = nil) where Value == R?, R: RawRepresentable, R.RawValue == Int {
        self.init(optional: key, store: store, get: { R(rawValue: $0.integer(forKey: $1)) }, set: { $0.set($2.rawValue, forKey: $1) })
    }

    /// An optional string user default read as a `RawRepresentable` value.
    public init<R>(_ key: String, store: UserDefaults? = nil) where Value == R?, R: RawRepresentable, R.RawValue == String {
        self.init(
            optional: key, store: store, get: { $0.string(forKey: $1).flatMap(R.init(rawValue:)) }, set: { $0.set($2.rawValue, forKey: $1) })
    }
}

extension AppStorage where Value == URL {
    /// Corelibs Foundation keeps only a URL's path (`https://example.org/a` reads back as
    /// `file:///a`): web URLs are kept as their absolute string, file URLs as their path.
    static func writeURL(_ store: UserDefaults, _ key: String, _ url: URL) {
        store.set(url.isFileURL ? url.path : url.absoluteString, forKey: key)
    }

    static func readURL(_ store: UserDefaults, _ key: String) -> URL? {
        guard let text = store.string(forKey: key) else { return store.url(forKey: key) }
        if text.hasPrefix("/") || text.hasPrefix("~") { return URL(fileURLWithPath: NSString(string: text).expandingTildeInPath) }
        return URL(string: text)
    }
}
