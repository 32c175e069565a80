import GlanceGraphics
/// A reusable change to a view, as in SwiftUI: `body(content:)` wraps the modified view.
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder func body(content: Content) -> Body
}

/// Archives a view in an environment.
typealias ContentArchiver = @MainActor (EnvironmentValues) -> ViewNode

/// Stands for the modified view inside a `ViewModifier`'s body.
nonisolated public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    let archiveContent: ContentArchiver
    public var body: Never { neverBody("_ViewModifier_Content") }
    @MainActor func archive(in env: EnvironmentValues) -> ViewNode { archiveContent(env) }
}

/// A view with a modifier applied.
nonisolated public struct ModifiedContent<Content: View, Modifier: ViewModifier>: View, PrimitiveView {
    public var content: Content
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }

    public var body: Never { neverBody("ModifiedContent") }

    @MainActor func archive(in env: EnvironmentValues) -> ViewNode {
        let content = self.content
        let archiveContent: ContentArchiver = { ViewArchiver.archive(content, in: $0) }
        if let primitive = modifier as? any PrimitiveModifier {
            return primitive.archive(archiveContent, in: env)
        }
        let body = EnvironmentValues.$current.withValue(env) {
            modifier.body(content: _ViewModifier_Content(archiveContent: archiveContent))
        }
        return ViewArchiver.archive(body, in: env)
    }
}

nonisolated extension View {
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// A modifier Glance applies itself.
@MainActor
protocol PrimitiveModifier {
    func archive(_ content: ContentArchiver, in env: EnvironmentValues) -> ViewNode
}

/// The built-in modifiers: each may change the environment its content sees, and records
/// zero or more `ViewModifierNode`s around the content.
nonisolated public struct ArchivedModifier: ViewModifier, PrimitiveModifier {
    let nodes: @MainActor (_ outer: EnvironmentValues, _ inner: EnvironmentValues) -> [ViewModifierNode]
    let environment: @MainActor (inout EnvironmentValues) -> Void

    init(
        environment: @escaping @MainActor (inout EnvironmentValues) -> Void = { _ in },
        nodes: @escaping @MainActor (_ outer: EnvironmentValues, _ inner: EnvironmentValues) -> [ViewModifierNode]
    ) {
        self.environment = environment
        self.nodes = nodes
    }

    init(_ node: ViewModifierNode) { self.init(nodes: { _, _ in [node] }) }

    /// A modifier that only changes what views inside inherit: archived as the nodes that
    /// make the same changes (`EnvironmentValues.layoutChanges(to:)`).
    init(changing environment: @escaping @MainActor (inout EnvironmentValues) -> Void) {
        self.init(environment: environment, nodes: { outer, inner in outer.layoutChanges(to: inner) })
    }

    public func body(content: Content) -> Never { fatalError("ArchivedModifier is primitive and has no body") }

    @MainActor func archive(_ content: ContentArchiver, in env: EnvironmentValues) -> ViewNode {
        var inner = env
        environment(&inner)
        return nodes(env, inner).reduce(content(inner)) { .modified($0, $1) }
    }
}
