import Foundation
import GlanceGraphics
import GlancePreviews
import GlanceSheets
import GlanceUI

/// One picture of a preview's frames, as the canvas lays them out: a title, then a row per
/// entry and a column per state, each labelled (a `ContactSheet` of one block).
@MainActor
struct PreviewSheet {
    let measurer: any TextMeasurer

    /// The sheet's display list in pixels; frames keep their pixel size, labels are drawn at
    /// `scale` pixels per point.
    func displayList(title: String, subtitle: String, frames: [PreviewRenderer.Frame], scale: Double) -> DisplayList {
        let states = frames.reduce(into: [PreviewState]()) { if !$0.contains($1.state) { $0.append($1.state) } }
        let entries = Set(frames.map(\.entry)).sorted()
        let cells = frames.compactMap { frame -> ContactSheet.Cell? in
            guard let row = entries.firstIndex(of: frame.entry), let column = states.firstIndex(of: frame.state) else { return nil }
            return ContactSheet.Cell(row: row, column: column, bitmap: frame.bitmap)
        }
        let block = ContactSheet.Block(
            rows: entries.count > 1 ? entries.map { "entry \($0)" } : [""], columns: states.map(\.rawValue), cells: cells)
        return ContactSheet(title: title, subtitle: subtitle, blocks: [block], labelScale: scale).displayList(measurer: measurer)
    }
}
