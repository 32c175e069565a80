import Foundation
import GlanceGraphics
import GlanceUI
import GlanceWidgets

/// One picture of a preview's frames, as the canvas lays them out: a title, then a row per
/// entry and a column per state, each labelled.
@MainActor
struct PreviewSheet {
    let measurer: any TextMeasurer
    let gap = 12.0
    let labelHeight = 16.0

    /// The sheet's display list; frames are drawn at their pixel size (`scale` pixels per point).
    func displayList(title: String, subtitle: String, frames: [PreviewRenderer.Frame], scale: Double) -> DisplayList {
        let states = frames.reduce(into: [PreviewState]()) { if !$0.contains($1.state) { $0.append($1.state) } }
        let entries = Set(frames.map(\.entry)).sorted()
        let cell = Size(
            width: frames.map { Double($0.bitmap.width) / scale }.max() ?? 0,
            height: frames.map { Double($0.bitmap.height) / scale }.max() ?? 0)
        let rowLabel = entries.count > 1 ? 64.0 : 0
        let top = 40.0 + labelHeight
        let width = max(260, rowLabel + gap + Double(states.count) * (cell.width + gap))
        let height = top + Double(entries.count) * (cell.height + gap) + gap
        var items: [DisplayItem] = [.fill(Path(rect: Rect(x: 0, y: 0, width: width, height: height)), .color(Color(r8: 28, g8: 28, b8: 30)))]
        items.append(place(Text(title).font(.system(size: 13, weight: .semibold)), Rect(x: gap, y: 6, width: width - 2 * gap, height: 18)))
        items.append(place(Text(subtitle).font(.system(size: 10)).foregroundStyle(Color.gray), Rect(x: gap, y: 24, width: width - 2 * gap, height: 14)))
        for (column, state) in states.enumerated() {
            let x = rowLabel + gap + Double(column) * (cell.width + gap)
            items.append(place(Text(state.rawValue).font(.system(size: 10)).foregroundStyle(Color.gray), Rect(x: x, y: 40, width: cell.width + gap, height: labelHeight)))
        }
        for (row, entry) in entries.enumerated() {
            let y = top + Double(row) * (cell.height + gap)
            if rowLabel > 0 {
                items.append(place(Text("entry \(entry)").font(.system(size: 10)).foregroundStyle(Color.gray), Rect(x: gap, y: y, width: rowLabel, height: labelHeight)))
            }
            for frame in frames where frame.entry == entry {
                guard let column = states.firstIndex(of: frame.state) else { continue }
                let x = rowLabel + gap + Double(column) * (cell.width + gap)
                let rect = Rect(x: x, y: y, width: Double(frame.bitmap.width) / scale, height: Double(frame.bitmap.height) / scale)
                items.append(.fill(Path(rect: rect.insetBy(dx: -1, dy: -1)), .color(Color(r8: 60, g8: 60, b8: 64))))
                items.append(.image(ImageItem(bitmap: frame.bitmap, rect: rect, interpolation: .nearest)))
            }
        }
        return DisplayList(size: Size(width: width, height: height), items: items)
    }

    /// A line of text placed top-leading in `rect`.
    private func place<V: View>(_ view: V, _ rect: Rect) -> DisplayItem {
        ViewRenderer(measurer: measurer).displayItem(view.lineLimit(1).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading), in: rect)
    }
}
