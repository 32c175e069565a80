import GlanceGraphics
/// Builds view content from the statements of a closure, as SwiftUI's `@ViewBuilder` does.
@resultBuilder
public enum ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> { .init(.trueContent(first)) }
    public static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> { .init(.falseContent(second)) }
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// The views of a builder block, in order.
nonisolated public struct TupleView<T>: View {
    public var value: T
    let archiveChildren: @MainActor (T, EnvironmentValues) -> [ViewNode]

    public init<each V: View>(_ value: (repeat each V)) where T == (repeat each V) {
        self.value = value
        self.archiveChildren = { tuple, env in
            var nodes: [ViewNode] = []
            for view in repeat each tuple { nodes.append(ViewArchiver.archive(view, in: env)) }
            return nodes
        }
    }

    public var body: Never { fatalError("TupleView is a primitive view and has no body") }
}

extension TupleView: PrimitiveView {
    @MainActor func archive(in env: EnvironmentValues) -> ViewNode { .group(ViewNode.flatten(archiveChildren(value, env))) }
}

/// One of two views, chosen by an `if` or `switch` in a builder.
nonisolated public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, PrimitiveView {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage
    init(_ storage: Storage) { self.storage = storage }

    public var body: Never { neverBody("_ConditionalContent") }

    @MainActor func archive(in env: EnvironmentValues) -> ViewNode {
        switch storage {
        case .trueContent(let v): ViewArchiver.archive(v, in: env)
        case .falseContent(let v): ViewArchiver.archive(v, in: env)
        }
    }
}

/// A view whose type is erased.
nonisolated public struct AnyView: View, PrimitiveView {
    let archiveView: @MainActor (EnvironmentValues) -> ViewNode

    public init<V: View>(_ view: V) {
        // View values are immutable trees, built and archived by the one task that archives them.
        nonisolated(unsafe) let view = view
        archiveView = { ViewArchiver.archive(view, in: $0) }
    }

    public var body: Never { neverBody("AnyView") }
    @MainActor func archive(in env: EnvironmentValues) -> ViewNode { archiveView(env) }
}
