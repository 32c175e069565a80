import GlanceGraphics
/// Views made from each element of a collection, placed by the enclosing container.
nonisolated public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
    public var data: Data
    let content: (Data.Element) -> Content

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
    }

    public var body: Never { neverBody("ForEach") }

    @MainActor func archive(in env: EnvironmentValues) -> ViewNode {
        .group(ViewNode.flatten(data.map { ViewArchiver.archive(content($0), in: env) }))
    }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

/// A thin separating line: vertical in an `HStack`, horizontal elsewhere.
nonisolated public struct Divider: View, PrimitiveView {
    public init() {}
    public var body: Never { neverBody("Divider") }
    @MainActor func archive(in env: EnvironmentValues) -> ViewNode { .divider }
}

/// Shows the first of its children whose ideal size fits the space offered along `axes`.
nonisolated public struct ViewThatFits<Content: View>: View, PrimitiveView {
    let axes: Axis.Set
    let content: Content

    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public var body: Never { neverBody("ViewThatFits") }

    @MainActor func archive(in env: EnvironmentValues) -> ViewNode {
        .viewThatFits(axes: axes, children: ViewNode.flatten([ViewArchiver.archive(content, in: env)]))
    }
}
