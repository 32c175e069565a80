/// SwiftUI's `@State`: a value a view owns. A widget is drawn once per entry and never
/// changes its own state, so the value is the initial one.
@propertyWrapper
public struct State<Value> {
    private let value: Value
    public init(wrappedValue value: Value) { self.value = value }
    public init(initialValue value: Value) { self.value = value }
    public var wrappedValue: Value {
        get { value }
        nonmutating set {}
    }
    /// A binding that reads the initial value; writes are dropped, as nothing redraws a widget.
    public var projectedValue: Binding<Value> { .constant(value) }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { self.init(wrappedValue: nil) }
}

/// SwiftUI's `@Binding`: a value another view owns, read-only in a still picture.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    private let get: () -> Value
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { self.get = get }
    public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }
    public init(projectedValue: Binding<Value>) { self = projectedValue }
    public var wrappedValue: Value {
        get { get() }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value> { self }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let get = self.get
        return Binding<Subject>(get: { get()[keyPath: keyPath] }, set: { _ in })
    }
}
