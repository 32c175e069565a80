import Foundation

/// What `import GlanceKit` shows a widget author: the names GlanceKit exports (its own and those
/// it re-exports one by one), and every public member any Glance module declares on them.
struct APISurface {
    /// Exported top-level names.
    var names: Set<String> = []
    /// Every surface symbol: `Type.member(label:)` paths by identifier.
    var symbols: [String: SymbolGraphs.Symbol] = [:]
    /// Surface members whose declarations name a Glance type outside the surface.
    var leaks: [(member: String, type: String)] = []

    init(_ graphs: SymbolGraphs, kit: String) {
        let exported = Set(graphs.symbols.values.filter { $0.graph == kit && $0.path.count == 1 }.map(\.id))
        // The types behind the surface's type aliases (`Font.Weight`) are part of it too.
        var roots = exported
        var added = true
        while added {
            added = false
            for symbol in graphs.symbols.values where roots.contains(graphs.root(of: symbol.id)) {
                if let target = graphs.aliasTargets[symbol.id], SymbolGraphs.module(of: target).hasPrefix("Glance"), roots.insert(target).inserted {
                    added = true
                }
            }
        }
        for symbol in graphs.symbols.values where roots.contains(graphs.root(of: symbol.id)) || (symbol.graph == kit && SymbolGraphs.module(of: symbol.id) == kit) {
            symbols[symbol.id] = symbol
        }
        names = Set(symbols.values.filter { exported.contains($0.id) }.map { String($0.path[0].prefix { $0 != "(" }) })
        let known = Set(symbols.keys).union(roots)
        for symbol in symbols.values {
            for mention in symbol.mentions where SymbolGraphs.module(of: mention.id).hasPrefix("Glance") && !known.contains(mention.id) {
                leaks.append((symbol.path.joined(separator: "."), mention.spelling))
            }
        }
        leaks.sort { ($0.member, $0.type) < ($1.member, $1.type) }
    }

    /// One line per surface symbol, sorted: `Module<TAB>Type.member`.
    var listing: [String] {
        Set(symbols.values.map { "\(SymbolGraphs.module(of: $0.id))\t\($0.path.joined(separator: "."))" }).sorted()
    }
}
