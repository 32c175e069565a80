import GlanceGraphics
import GlanceUI

/// A picture of many bitmaps in labelled grids: a title and subtitle, then one block per
/// group (a device, a preview), each a row label column and a column label row around its
/// cells. Laid out in pixels, so every cell keeps its own pixel size whatever the scale it was
/// drawn at; labels are sized in points and drawn `labelScale` pixels per point.
public struct ContactSheet: Sendable {
    /// One bitmap in a block's grid, with the outline of what it shows (in its own pixels).
    public struct Cell: Sendable {
        public var row: Int
        public var column: Int
        public var bitmap: Bitmap
        /// Painted outside in the sheet's background, as a slot's shape shows on the device.
        public var mask: Path?

        public init(row: Int, column: Int, bitmap: Bitmap, mask: Path? = nil) {
            self.row = row
            self.column = column
            self.bitmap = bitmap
            self.mask = mask
        }
    }

    /// A labelled grid.
    public struct Block: Sendable {
        public var title: String?
        public var rows: [String]
        public var columns: [String]
        public var cells: [Cell]

        public init(title: String? = nil, rows: [String], columns: [String], cells: [Cell]) {
            self.title = title
            self.rows = rows
            self.columns = columns
            self.cells = cells
        }
    }

    public var title: String
    public var subtitle: String
    public var blocks: [Block]
    /// Pixels per point of label text and spacing.
    public var labelScale: Double
    public var background = Color(r8: 28, g8: 28, b8: 30)
    /// A one-point line drawn around each cell, or none.
    public var cellOutline: Color? = Color(r8: 60, g8: 60, b8: 64)
    public var labelColor = Color(r8: 170, g8: 170, b8: 176)

    public init(title: String, subtitle: String, blocks: [Block], labelScale: Double = 2) {
        self.title = title
        self.subtitle = subtitle
        self.blocks = blocks
        self.labelScale = labelScale
    }

    /// Where each block's cells landed on the sheet, in pixels, in the order `cells` lists them.
    public func cellFrames(measurer: any TextMeasurer) -> [[Rect]] {
        layout(measurer: measurer).frames
    }

    /// The sheet as a display list in pixels: rasterize it at scale 1.
    @MainActor
    public func displayList(measurer: any TextMeasurer) -> DisplayList {
        let plan = layout(measurer: measurer)
        let s = labelScale, renderer = ViewRenderer(measurer: measurer)
        func label(
            _ text: String, _ size: Double, _ color: Color, x: Double, y: Double, width: Double, weight: FontWeight = .regular,
            alignment: Alignment = .topLeading
        ) -> DisplayItem {
            let view = Text(text).font(.system(size: size * s, weight: weight)).foregroundStyle(color).lineLimit(1)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment)
            return renderer.displayItem(view, in: Rect(x: x, y: y, width: max(1, width), height: (size + 6) * s))
        }
        var items: [DisplayItem] = [.fill(Path(rect: Rect(size: plan.size)), .color(background))]
        items.append(label(title, 13, .white, x: plan.gap, y: 6 * s, width: plan.size.width - 2 * plan.gap, weight: .semibold))
        items.append(label(subtitle, 10, labelColor, x: plan.gap, y: 24 * s, width: plan.size.width - 2 * plan.gap))
        for (b, block) in blocks.enumerated() {
            let grid = plan.grids[b]
            if let title = block.title {
                items.append(label(title, 11, .white, x: plan.gap, y: grid.top, width: plan.size.width - 2 * plan.gap, weight: .semibold))
            }
            for (c, name) in block.columns.enumerated() {
                items.append(label(name, 10, labelColor, x: grid.xs[c], y: grid.headerY, width: grid.widths[c], alignment: .top))
            }
            for (r, name) in block.rows.enumerated() where grid.rowLabelWidth > 0 {
                // Level with the middle of the row's cells.
                let y = grid.ys[r] + ((grid.heights[r] - Self.labelLineHeight * s) / 2).rounded(.down)
                items.append(label(name, 10, labelColor, x: plan.gap, y: y, width: grid.rowLabelWidth))
            }
            for (cell, rect) in zip(block.cells, plan.frames[b]) {
                if let outline = cellOutline { items.append(.fill(Path(rect: rect.insetBy(dx: -1, dy: -1)), .color(outline))) }
                items.append(.image(ImageItem(bitmap: cell.bitmap, rect: rect, interpolation: .nearest)))
                if let mask = cell.mask {
                    let outside = Path(rect: rect, excluding: mask.applying(AffineTransform(translationX: rect.minX, y: rect.minY)))
                    items.append(.fill(outside, .color(background), .evenOdd))
                }
            }
        }
        return DisplayList(size: plan.size, items: items)
    }
}
