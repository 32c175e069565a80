import GlanceGraphics
/// A view a control hands its style through the style's configuration (a gauge's label, a
/// label's icon). It is archived where the style's body places it, in the environment there,
/// so a `.font` or `.foregroundStyle` in the body reaches it, as in SwiftUI.
struct StyleContent {
    let archive: ContentArchiver
    /// Whether the control was given no view here (`EmptyView`): configurations show `nil`.
    let isEmpty: Bool

    init<V: View>(_ view: V) {
        // View values are immutable trees, built and archived by the one task that archives them.
        nonisolated(unsafe) let view = view
        archive = { ViewArchiver.archive(view, in: $0) }
        isEmpty = V.self == EmptyView.self
    }

    /// The archived view, or `nil` when it draws nothing: how built-in styles record labels.
    @MainActor func node(in env: EnvironmentValues) -> ViewNode? {
        let node = archive(env)
        return node == .empty ? nil : node
    }
}

/// A style set with `gaugeStyle(_:)`, `progressViewStyle(_:)` or `labelStyle(_:)`, as the
/// environment keeps it: how to archive a control with that configuration. Unchecked
/// `Sendable`: it holds the user's style value, which is only used on the main actor while
/// views are archived.
struct StyleBox<Configuration>: @unchecked Sendable {
    let archive: @MainActor (Configuration, EnvironmentValues) -> ViewNode

    /// `makeBody` evaluated and archived in `env` with `outer` as the style in force inside it:
    /// the control a custom style's body creates from its configuration (`Label(configuration)`)
    /// is drawn by the style that was set around the custom one, never by the custom one again.
    init<Body: View>(
        outer: StyleBox?, in keyPath: WritableKeyPath<EnvironmentValues, StyleBox?>,
        makeBody: @escaping @MainActor (Configuration) -> Body
    ) {
        nonisolated(unsafe) let keyPath = keyPath
        archive = { configuration, env in
            var inner = env
            inner[keyPath: keyPath] = outer
            let body = EnvironmentValues.$current.withValue(inner) { makeBody(configuration) }
            return ViewArchiver.archive(body, in: inner)
        }
    }
}

nonisolated extension View {
    /// Sets the style the environment keeps at `keyPath`, remembering the one it replaces.
    func style<C, Body: View>(
        _ keyPath: WritableKeyPath<EnvironmentValues, StyleBox<C>?>, makeBody: @escaping @MainActor (C) -> Body
    ) -> some View {
        nonisolated(unsafe) let keyPath = keyPath
        return modifier(
            ArchivedModifier(changing: { env in
                env[keyPath: keyPath] = StyleBox(outer: env[keyPath: keyPath], in: keyPath, makeBody: makeBody)
            }))
    }
}
