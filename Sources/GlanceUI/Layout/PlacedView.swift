import GlanceGraphics
/// Where layout put one node of the view tree, with its children: for tests and inspection.
public struct PlacedView: Hashable, Sendable, CustomStringConvertible {
    /// What the node is, e.g. `HStack`, `Text "72°"`, `padding`.
    public var kind: String {
        get { label.text }
        set { label = .plain(newValue) }
    }
    /// The node's frame in the canvas, in points.
    public var frame: Rect
    public var children: [PlacedView]
    /// `kind`, in parts: every render places every node, and few placements are ever read.
    private var label: NodeLabel

    public init(kind: String, frame: Rect, children: [PlacedView] = []) {
        self.init(label: .plain(kind), frame: frame, children: children)
    }

    init(label: NodeLabel, frame: Rect, children: [PlacedView] = []) {
        self.label = label
        self.frame = frame
        self.children = children
    }

    public static func == (a: PlacedView, b: PlacedView) -> Bool {
        a.frame == b.frame && a.kind == b.kind && a.children == b.children
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(frame)
        hasher.combine(children)
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

    /// The same places with every node named by its kind alone (`Text (hidden)`): what may be
    /// told of content the firmware hides.
    var hidingContent: PlacedView {
        PlacedView(label: label.hidden, frame: frame, children: children.map(\.hidingContent))
    }

    /// An indented outline, one node a line.
    public var description: String {
        func lines(_ v: PlacedView, _ depth: Int) -> [String] {
            [String(repeating: "  ", count: depth) + "\(v.kind) \(v.frame)"] + v.children.flatMap { lines($0, depth + 1) }
        }
        return lines(self, 0).joined(separator: "\n")
    }
}

/// What a layout node is, kept in parts until `text` is asked for.
enum NodeLabel: Sendable {
    /// A name as it reads: `HStack`, `padding`.
    case plain(String)
    /// A name and what it shows, quoted: `Text "72°"`, `Image "leaf"`.
    case quoted(String, String)
    /// A colour view: `Color` and the colour.
    case color(Color)
    /// A drawing effect: `opacity 0.5`, `rotationEffect 135°`.
    case effect(GroupLayout.Effect)
    /// A colour effect: `saturation 0`.
    case colorEffect(ColorEffect)
    /// `Gauge accessoryCircular`, `ProgressView linear`.
    case gauge(isProgress: Bool, GaugeStyleKind)

    /// The label of hidden content: the kind of view, without what it shows (`Text (hidden)`).
    var hidden: NodeLabel {
        switch self {
        case .plain(let name): .plain("\(name.split(separator: " ").first.map(String.init) ?? name) (hidden)")
        case .quoted(let name, _): .plain("\(name) (hidden)")
        case .color: .plain("Color (hidden)")
        case .effect: .plain("effect (hidden)")
        case .colorEffect: .plain("colorEffect (hidden)")
        case .gauge(let isProgress, _): .plain("\(isProgress ? "ProgressView" : "Gauge") (hidden)")
        }
    }

    var text: String {
        switch self {
        case .plain(let name): name
        case .quoted(let name, let shown): "\(name) \"\(shown)\""
        case .color(let color): "Color \(color)"
        case .effect(let effect): GroupLayout.name(of: effect)
        case .colorEffect(let effect): ColorEffectLayout.name(of: effect)
        case .gauge(let isProgress, let style): "\(isProgress ? "ProgressView" : "Gauge") \(style.rawValue)"
        }
    }
}
