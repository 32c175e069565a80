/// Turns views into archived view trees: primitive views archive themselves, every other
/// view is archived through its body.
@MainActor
public enum ViewArchiver {
    /// The archived tree of `view`.
    public static func archive<V: View>(_ view: V) -> ViewNode {
        if let primitive = view as? any PrimitiveView { return primitive.archive() }
        return archive(view.body)
    }
}
