import GlanceGraphics
import GlanceUI
import GlanceWidgets

extension CheckRunner {
    /// One finding per SF Symbol name the widget's entries draw in `family` that Glance does
    /// not know (each shows as a missing-symbol box), with the nearest names it does know.
    func unknownSymbols(_ cells: [RenderedCell?], widget: String, family: WidgetFamily) -> [Finding] {
        var unknown: [String] = []
        for cell in cells.compactMap({ $0 }) {
            for name in cell.node.unknownSystemSymbolNames where !unknown.contains(name) { unknown.append(name) }
        }
        return unknown.flatMap { name in
            configuration.finding(.unknownSymbol, widget: widget, family: family, message: Self.unknownSymbolMessage(name), subject: name)
        }
    }

    /// What an unknown symbol finding says: the name, what is drawn instead, and the known
    /// names closest to it.
    static func unknownSymbolMessage(_ name: String) -> String {
        let nearest = Image.nearestSystemNames(to: name)
        let hint = nearest.isEmpty ? "no known name is close (glance symbols lists them)" : "nearest known: " + nearest.joined(separator: ", ")
        return "SF Symbol “\(name)” is not one Glance draws, so it shows as a missing-symbol box; \(hint)"
    }
}
