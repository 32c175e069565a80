/// A reusable change to a view, as in SwiftUI: `body(content:)` wraps the modified view.
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = ViewModifierContent<Self>
    @ViewBuilder func body(content: Content) -> Body
}

/// Stands for the modified view inside a `ViewModifier`'s body.
public struct ViewModifierContent<Modifier: ViewModifier>: View, PrimitiveView {
    let archiveContent: @MainActor () -> ViewNode
    public var body: Never { neverBody("ViewModifierContent") }
    func archive() -> ViewNode { archiveContent() }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content: View, Modifier: ViewModifier>: View, PrimitiveView {
    public var content: Content
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }

    public var body: Never { neverBody("ModifiedContent") }

    func archive() -> ViewNode {
        if let primitive = modifier as? any PrimitiveModifier {
            return primitive.archive(content: ViewArchiver.archive(content))
        }
        let content = self.content
        return ViewArchiver.archive(modifier.body(content: ViewModifierContent { ViewArchiver.archive(content) }))
    }
}

extension View {
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// A modifier Glance applies itself, archiving to a `ViewModifierNode`.
@MainActor
protocol PrimitiveModifier {
    func archive(content: ViewNode) -> ViewNode
}

/// The built-in modifiers: each archives to one `ViewModifierNode`.
public struct ArchivedModifier: ViewModifier, PrimitiveModifier {
    let make: @MainActor () -> ViewModifierNode

    init(_ make: @escaping @MainActor () -> ViewModifierNode) { self.make = make }
    init(_ node: ViewModifierNode) { self.make = { node } }

    public func body(content: Content) -> Never { fatalError("ArchivedModifier is primitive and has no body") }
    func archive(content: ViewNode) -> ViewNode { .modified(content, make()) }
}
