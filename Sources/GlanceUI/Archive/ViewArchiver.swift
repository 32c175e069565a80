/// Turns views into archived view trees: primitive views archive themselves, every other
/// view is archived through its body, evaluated with the environment in force there.
@MainActor
public enum ViewArchiver {
    /// The archived tree of `view` as seen in `environment`.
    public static func archive<V: View>(_ view: V, in environment: EnvironmentValues = EnvironmentValues()) -> ViewNode {
        if let primitive = view as? any PrimitiveView { return primitive.archive(in: environment) }
        let body = EnvironmentValues.$current.withValue(environment) { view.body }
        return archive(body, in: environment)
    }
}
