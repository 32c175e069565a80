import GlanceGraphics
/// Turns views into archived view trees: primitive views archive themselves, every other
/// view is archived through its body, evaluated with the environment in force there.
@MainActor
public enum ViewArchiver {
    /// The archived tree of `view` as seen in `environment`, after its layout and appearance:
    /// with an `ArchiveSizing` in force, views drawn from their size (custom shapes, geometry
    /// readers) are archived again for the frames layout gives them; then the `onAppear`
    /// actions its views declare run once, and the view is archived again with the state they
    /// set, as WidgetKit draws a view once it has appeared. Five rounds at most.
    public static func archive<V: View>(_ view: V, in environment: EnvironmentValues = EnvironmentValues()) -> ViewNode {
        if let session = ArchiveSession.current { return archive(view, in: environment, session: session) }
        let session = ArchiveSession()
        return ArchiveSession.$current.withValue(session) {
            var node = archive(view, in: environment, session: session)
            let sizing = ArchiveSizing.current
            // Sizes first, so appearance actions see the sizes their views get.
            for _ in 0..<5 {
                if let sizing, session.hasSizedViews, session.takeLayout(sizing.frames(of: node, in: environment)) {
                    // Laid out, not appearing: actions met this round are met again.
                    session.discardAppearances()
                } else if !session.runAppearances() {
                    break
                }
                session.restart()
                node = archive(view, in: environment, session: session)
            }
            return node
        }
    }

    /// `archive(_:in:)` within a session: a custom view's state is kept by its place.
    private static func archive<V: View>(_ view: V, in environment: EnvironmentValues, session: ArchiveSession) -> ViewNode {
        if let primitive = view as? any PrimitiveView { return primitive.archive(in: environment) }
        session.enter(ObjectIdentifier(V.self))
        defer { session.exit() }
        if hasState(V.self, view) {
            for child in Mirror(reflecting: view).children {
                if let state = child.value as? any KeptState, let label = child.label { state.keep(as: label, in: session) }
            }
        }
        let body = EnvironmentValues.$current.withValue(environment) { view.body }
        return archive(body, in: environment, session: session)
    }

    /// Whether views of type `V` hold any `@State` (looked at once per type).
    private static func hasState<V: View>(_ type: V.Type, _ view: V) -> Bool {
        let id = ObjectIdentifier(type)
        if let known = typesWithState[id] { return known }
        let found = Mirror(reflecting: view).children.contains { $0.value is any KeptState }
        typesWithState[id] = found
        return found
    }

    private static var typesWithState: [ObjectIdentifier: Bool] = [:]
}
