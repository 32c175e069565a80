import GlanceGraphics

extension ContactSheet {
    /// Where a block's labels and cells go, in pixels.
    struct Grid {
        var top: Double
        var headerY: Double
        var rowLabelWidth: Double
        /// Left edge and width of each column, top edge and height of each row.
        var xs: [Double], widths: [Double], ys: [Double], heights: [Double]
    }

    /// The whole sheet's geometry.
    struct Plan {
        var gap: Double
        var size: Size
        var grids: [Grid]
        var frames: [[Rect]]
    }

    /// The height of a column or row label's line, in points.
    static let labelLineHeight = 16.0

    /// Columns as wide as their widest cell, rows as tall as their tallest, each cell centred
    /// in its place on whole pixels; row labels as wide as the longest.
    func layout(measurer: any TextMeasurer) -> Plan {
        let s = labelScale, gap = (12 * s).rounded()
        let labelHeight = (Self.labelLineHeight * s).rounded()
        func width(_ text: String, _ size: Double, _ weight: FontWeight = .regular) -> Double {
            measurer.shape(text, font: FontDescriptor(size: size * s, weight: weight)).width.rounded(.up)
        }
        var y = (44 * s).rounded()
        var sheetWidth = max(gap + width(title, 13, .semibold), gap + width(subtitle, 10)) + gap
        var grids: [Grid] = [], frames: [[Rect]] = []
        for block in blocks {
            let top = y
            if let title = block.title {
                y += labelHeight + (4 * s).rounded()
                sheetWidth = max(sheetWidth, 2 * gap + width(title, 11, .semibold))
            }
            let headerY = y
            y += labelHeight
            let rowLabelWidth = block.rows.contains { !$0.isEmpty } ? block.rows.map { width($0, 10) }.max() ?? 0 : 0
            let widths = block.columns.indices.map { c in
                max(width(block.columns[c], 10), block.cells.filter { $0.column == c }.map { Double($0.bitmap.width) }.max() ?? 0)
            }
            let heights = block.rows.indices.map { r in
                max(labelHeight, block.cells.filter { $0.row == r }.map { Double($0.bitmap.height) }.max() ?? 0)
            }
            var xs: [Double] = [], x = gap + (rowLabelWidth > 0 ? rowLabelWidth + gap : 0)
            for w in widths { xs.append(x); x += w + gap }
            var ys: [Double] = []
            for h in heights { ys.append(y); y += h + gap }
            sheetWidth = max(sheetWidth, x)
            grids.append(Grid(top: top, headerY: headerY, rowLabelWidth: rowLabelWidth, xs: xs, widths: widths, ys: ys, heights: heights))
            frames.append(block.cells.map { cell in
                let (w, h) = (Double(cell.bitmap.width), Double(cell.bitmap.height))
                return Rect(
                    x: xs[cell.column] + ((widths[cell.column] - w) / 2).rounded(.down),
                    y: ys[cell.row] + ((heights[cell.row] - h) / 2).rounded(.down), width: w, height: h)
            })
            y += gap
        }
        return Plan(gap: gap, size: Size(width: sheetWidth, height: y), grids: grids, frames: frames)
    }
}
