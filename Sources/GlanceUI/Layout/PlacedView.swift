/// Where layout put one node of the view tree, with its children: for tests and inspection.
public struct PlacedView: Hashable, Sendable, CustomStringConvertible {
    /// What the node is, e.g. `HStack`, `Text "72°"`, `padding`.
    public var kind: String
    /// The node's frame in the canvas, in points.
    public var frame: Rect
    public var children: [PlacedView]

    public init(kind: String, frame: Rect, children: [PlacedView] = []) {
        self.kind = kind
        self.frame = frame
        self.children = children
    }

    /// The descendant reached by following child indices.
    public subscript(_ path: Int...) -> PlacedView? {
        var node = self
        for i in path {
            guard node.children.indices.contains(i) else { return nil }
            node = node.children[i]
        }
        return node
    }

    /// Every node, depth first.
    public var all: [PlacedView] { [self] + children.flatMap(\.all) }

    /// An indented outline, one node a line.
    public var description: String {
        func lines(_ v: PlacedView, _ depth: Int) -> [String] {
            [String(repeating: "  ", count: depth) + "\(v.kind) \(v.frame)"] + v.children.flatMap { lines($0, depth + 1) }
        }
        return lines(self, 0).joined(separator: "\n")
    }
}
