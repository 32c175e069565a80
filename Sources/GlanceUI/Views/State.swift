import GlanceGraphics
/// SwiftUI's `@State`: a value a view owns. WidgetKit draws a view after its appearance, so a
/// value set in `onAppear` (a GeometryReader's size, say) is the one drawn: while a view is
/// archived its state is kept by its place in the tree, across the archive before and after
/// the appearance actions run (`ArchiveSession`).
@propertyWrapper
public struct State<Value> {
    private let box: StateBox<Value>
    public init(wrappedValue value: Value) { box = StateBox(value) }
    public init(initialValue value: Value) { box = StateBox(value) }
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
    /// A binding that reads and writes the state.
    public var projectedValue: Binding<Value> {
        let box = box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { self.init(wrappedValue: nil) }
}

extension State: KeptState {
    func keep(as key: String, in session: ArchiveSession) {
        let initial = box.local
        box.kept = session.box(key) { StateBox(initial) } as? StateBox<Value>
    }
}

/// A property whose value the archiving session keeps by the view's place.
protocol KeptState {
    func keep(as key: String, in session: ArchiveSession)
}

/// Where a `State` keeps its value: its own, or the session's for its place once archived there.
final class StateBox<Value> {
    var local: Value
    var kept: StateBox<Value>?

    init(_ value: Value) { local = value }

    var value: Value {
        get { kept?.local ?? local }
        set {
            if let kept { kept.local = newValue } else { local = newValue }
        }
    }
}

/// SwiftUI's `@Binding`: a value another view owns, read and written through it.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    private let get: () -> Value
    private let set: (Value) -> Void
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { (self.get, self.set) = (get, set) }
    public static func constant(_ value: Value) -> Binding<Value> { Binding(get: { value }, set: { _ in }) }
    public init(projectedValue: Binding<Value>) { self = projectedValue }
    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }
    public var projectedValue: Binding<Value> { self }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let (get, set) = (self.get, self.set)
        return Binding<Subject>(
            get: { get()[keyPath: keyPath] },
            set: { newValue in
                var whole = get()
                whole[keyPath: keyPath] = newValue
                set(whole)
            })
    }
}
