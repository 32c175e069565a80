import GlanceGraphics
extension ViewNode {
    /// Every SF Symbol name the tree draws, images and symbols inside text alike, each once,
    /// in the order met.
    public var systemSymbolNames: [String] {
        var names: [String] = []
        func add(_ name: String) { if !names.contains(name) { names.append(name) } }
        func walk(_ content: TextContent) {
            switch content {
            case .symbol(let name): add(name)
            case .joined(let parts): parts.forEach(walk)
            case .concatenated(let parts): parts.forEach { walk($0.content) }
            default: break
            }
        }
        func visit(_ node: ViewNode) {
            switch node {
            case .image(let image): if let name = image.systemName { add(name) }
            case .text(let text): walk(text.content)
            default: break
            }
            node.subtrees.forEach(visit)
        }
        visit(self)
        return names
    }

    /// The symbol names in the tree that Glance does not draw (each shows as a missing-symbol box).
    public var unknownSystemSymbolNames: [String] { systemSymbolNames.filter { !SymbolTable.isKnown($0) } }
}
