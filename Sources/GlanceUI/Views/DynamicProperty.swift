import GlanceGraphics
/// SwiftUI's `DynamicProperty`: a stored property of a view that SwiftUI updates before the
/// body is made. Glance makes each body once per archive and its property wrappers read their
/// sources when asked, so `update()` does nothing unless a type gives it a body.
public protocol DynamicProperty {
    /// Updates the underlying value before the view's body is made.
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

extension State: DynamicProperty {}
extension Binding: DynamicProperty {}
extension Environment: DynamicProperty {}
extension ObservedObject: DynamicProperty {}
extension StateObject: DynamicProperty {}
