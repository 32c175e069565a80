import GlanceGraphics

/// A piece of user interface, declared as in SwiftUI: a value whose `body` is other views.
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    public var body: Never { self }
}

/// A view Glance draws itself; it turns into an archived node instead of a body.
@MainActor
protocol PrimitiveView {
    @MainActor func archive(in env: EnvironmentValues) -> ViewNode
}

extension PrimitiveView {
    /// Primitive views have no body; SwiftUI traps here too, and Glance never asks.
    nonisolated func neverBody(_ type: String) -> Never {
        fatalError("\(type) is a primitive view and has no body")
    }
}

/// A view that draws nothing and takes no space.
nonisolated public struct EmptyView: View, PrimitiveView {
    public init() {}
    public var body: Never { neverBody("EmptyView") }
    @MainActor func archive(in env: EnvironmentValues) -> ViewNode { .empty }
}

/// Several views as one, each placed by the enclosing container; modifiers apply to each.
nonisolated public struct Group<Content: View>: View, PrimitiveView {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { neverBody("Group") }
    @MainActor func archive(in env: EnvironmentValues) -> ViewNode { .group(ViewNode.flatten(ViewArchiver.archive(content, in: env))) }
}

extension Optional: View where Wrapped: View {
    public var body: Never { fatalError("Optional is a primitive view and has no body") }
}

extension Optional: PrimitiveView where Wrapped: View {
    @MainActor func archive(in env: EnvironmentValues) -> ViewNode { map { ViewArchiver.archive($0, in: env) } ?? .empty }
}

/// A view that is already an archived tree, from a ROM or a widget archive.
nonisolated public struct NodeView: View, PrimitiveView {
    public let node: ViewNode
    public init(_ node: ViewNode) { self.node = node }
    public var body: Never { neverBody("NodeView") }
    @MainActor func archive(in env: EnvironmentValues) -> ViewNode { node }
}
