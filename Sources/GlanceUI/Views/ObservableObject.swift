import GlanceGraphics
/// Combine's `ObservableObject`, which Linux has not, for the model types widget files share
/// with their app. A widget is drawn once per entry, so nothing observes the object: the
/// protocol only lets such types and the property wrappers below compile.
public protocol ObservableObject: AnyObject {}

/// Combine's `@Published`: a stored value (nothing subscribes to it in a widget).
@propertyWrapper
public struct Published<Value> {
    public var wrappedValue: Value
    public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    public init(initialValue: Value) { self.wrappedValue = initialValue }
}

/// SwiftUI's `@ObservedObject`: the object as given.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject> {
    public var wrappedValue: ObjectType
    public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    public init(initialValue: ObjectType) { self.wrappedValue = initialValue }
}

/// SwiftUI's `@StateObject`: the object, made once from its autoclosure.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject> {
    public let wrappedValue: ObjectType
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { self.wrappedValue = thunk() }
}
