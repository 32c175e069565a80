import GlanceGraphics
import GlanceUI

/// A picture of a benchmark: one line per row with the distribution of its render time per
/// entry on a shared time axis (box from the 25th to the 75th percentile, a bar at the median,
/// a whisker from the fastest render to the 99th percentile, a dot at the slowest, a tick at
/// each entry's median, a triangle at the machine's stall p99, a hollow diamond at the median
/// first render of a new entry), labelled, coloured by family, with the budget as a dashed line.
@MainActor
struct BenchPlot {
    let measurer: any TextMeasurer
    var rowHeight = 18.0
    var plotWidth = 560.0
    let margin = 16.0

    static let background = Color(r8: 28, g8: 28, b8: 30)
    static let budgetColor = Color(r8: 255, g8: 69, b8: 58)
    static let familyColors: [(String, Color)] = [
        ("accessoryCircular", Color(r8: 90, g8: 170, b8: 255)), ("accessoryCorner", Color(r8: 255, g8: 159, b8: 10)),
        ("accessoryRectangular", Color(r8: 48, g8: 209, b8: 88)), ("accessoryInline", Color(r8: 191, g8: 90, b8: 242)),
    ]

    /// The plot's display list, in points.
    func displayList(_ report: BenchReport, title: String, subtitle: [String], budget: Double?, scale: BenchPlotAxis.Scale) -> DisplayList {
        let rows = report.rows
        let varying = report.varyingColumns
        let labels = rows.map { $0.label(showing: varying) }
        let firsts = rows.contains { $0.firstRender != nil }
        let values = rows.map { row in
            (firsts ? "\(row.firstRender.map { BenchTable.micro($0.median) } ?? "–") · " : "") + "\(BenchTable.micro(row.render.median)) / \(BenchTable.micro(row.render.p99))"
        }
        let header = (firsts ? "first · " : "") + "median / p99 µs"
        let labelWidth = min(360, (labels.map { width($0, 10) }.max() ?? 0) + 14)
        let valueWidth = max(width(header, 9), values.map { width($0, 10) }.max() ?? 0) + 8
        let marks = rows.flatMap { [$0.render.min, $0.render.max] + ($0.stallP99.map { [$0] } ?? []) + ($0.firstRender.map { [$0.median] } ?? []) }
        let axis = BenchPlotAxis(covering: marks + (budget.map { [$0] } ?? []), scale: scale)
        let left = margin + labelWidth, top = 44 + 14 * Double(subtitle.count) + 36
        let plot = Rect(x: left, y: top, width: plotWidth, height: rowHeight * Double(max(rows.count, 1)))
        let size = Size(width: left + plotWidth + 12 + valueWidth + margin, height: plot.maxY + 34)
        func x(_ ns: Double) -> Double { plot.minX + axis.fraction(ns) * plot.width }

        var items: [DisplayItem] = [.fill(Path(rect: Rect(size: size)), .color(Self.background))]
        items.append(text(title, Rect(x: margin, y: 10, width: size.width - 2 * margin, height: 18), size: 14, weight: .semibold))
        for (n, line) in subtitle.enumerated() {
            items.append(text(line, Rect(x: margin, y: 32 + 14 * Double(n), width: size.width - 2 * margin, height: 14), size: 10, color: .gray))
        }
        items += legend(y: top - 36, width: size.width, families: Set(rows.map(\.family)), stalls: rows.contains { $0.stallP99 != nil }, firsts: firsts)

        // Stripes, grid and tick labels above and below.
        for n in rows.indices where n % 2 == 1 {
            items.append(.fill(Path(rect: Rect(x: margin, y: plot.minY + Double(n) * rowHeight, width: size.width - 2 * margin, height: rowHeight)), .color(Color(white: 1, alpha: 0.04))))
        }
        for tick in axis.ticks {
            let tx = x(tick)
            items.append(.stroke(Path { $0.move(to: Point(x: tx, y: plot.minY)); $0.addLine(to: Point(x: tx, y: plot.maxY)) }, .color(Color(white: 1, alpha: 0.12)), StrokeStyle(lineWidth: 0.5)))
            let label = BenchPlotAxis.label(tick)
            items.append(text(label, Rect(x: tx - 40, y: plot.maxY + 4, width: 80, height: 12), size: 9, color: .gray, alignment: .top))
        }
        items.append(.stroke(Path(rect: plot), .color(Color(white: 1, alpha: 0.25)), StrokeStyle(lineWidth: 0.5)))
        items.append(text("render time per entry (\(axis.isLog ? "log" : "linear") scale)", Rect(x: plot.minX, y: plot.maxY + 18, width: plot.width, height: 12), size: 9, color: .gray, alignment: .top))
        items.append(text(header, Rect(x: plot.maxX + 12, y: top - 16, width: valueWidth, height: 12), size: 9, color: .gray))

        for (n, row) in rows.enumerated() {
            let y = plot.minY + Double(n) * rowHeight
            let mid = y + rowHeight / 2
            let color = Self.familyColors.first { $0.0 == row.family }?.1 ?? .gray
            items.append(text(labels[n], Rect(x: margin, y: y + 3, width: labelWidth - 8, height: 13), size: 10, alignment: .topTrailing))
            let over = budget.map { row.render.p99 > $0 } ?? false
            items.append(text(values[n], Rect(x: plot.maxX + 12, y: y + 3, width: valueWidth, height: 13), size: 10, color: over ? Self.budgetColor : Color(white: 0.85)))
            let r = row.render
            items.append(line(from: Point(x: x(r.min), y: mid), to: Point(x: x(r.p99), y: mid), color.opacity(0.8), width: 1))
            for end in [r.min, r.p99] {
                items.append(line(from: Point(x: x(end), y: mid - 3), to: Point(x: x(end), y: mid + 3), color.opacity(0.8), width: 1))
            }
            let box = Rect(x: x(r.q1), y: mid - 5, width: max(x(r.q3) - x(r.q1), 1), height: 10)
            items.append(.fill(Path(rect: box), .color(color.opacity(0.45))))
            items.append(.stroke(Path(rect: box), .color(color), StrokeStyle(lineWidth: 1)))
            for median in row.entryMedians {
                items.append(line(from: Point(x: x(median), y: y + 1), to: Point(x: x(median), y: y + 3.5), Color(white: 1, alpha: 0.6), width: 1))
            }
            items.append(line(from: Point(x: x(r.median), y: mid - 6), to: Point(x: x(r.median), y: mid + 6), .white, width: 2))
            items.append(.fill(Path(ellipseIn: Rect(x: x(r.max) - 2, y: mid - 2, width: 4, height: 4)), .color(color)))
            if let stall = row.stallP99 { items.append(stallMark(at: Point(x: x(stall), y: mid + 3))) }
            if let first = row.firstRender { items.append(firstMark(at: Point(x: x(first.median), y: mid), color)) }
        }
        if let budget {
            let bx = x(budget)
            items.append(.stroke(Path { $0.move(to: Point(x: bx, y: plot.minY - 4)); $0.addLine(to: Point(x: bx, y: plot.maxY + 2)) }, .color(Self.budgetColor), StrokeStyle(lineWidth: 1.5, dash: [4, 3])))
            items.append(text("budget \(BenchDuration.text(budget))", Rect(x: bx - 60, y: top - 16, width: 120, height: 12), size: 9, color: Self.budgetColor, alignment: .top))
        }
        return DisplayList(size: size, items: items)
    }

    /// What the marks mean and which colour is which family, on one line.
    private func legend(y: Double, width: Double, families: Set<String>, stalls: Bool, firsts: Bool) -> [DisplayItem] {
        var items: [DisplayItem] = []
        var x = margin
        let key = "box 25–75%, bar median, whisker fastest–p99, dot slowest, ticks each entry's median,"
        items.append(text(key, Rect(x: x, y: y, width: width, height: 12), size: 9, color: .gray))
        x += self.width(key, 9) + 8
        if stalls {
            items.append(stallMark(at: Point(x: x + 3, y: y + 4)))
            let stall = "stall p99"
            items.append(text(stall, Rect(x: x + 9, y: y, width: 80, height: 12), size: 9, color: .gray))
            x += 9 + self.width(stall, 9)
        }
        if firsts {
            x += 8
            items.append(firstMark(at: Point(x: x + 4, y: y + 6.5), Color(white: 0.8)))
            let first = "first render"
            items.append(text(first, Rect(x: x + 11, y: y, width: 80, height: 12), size: 9, color: .gray))
            x += 11 + self.width(first, 9)
        }
        x += 16
        for (family, color) in Self.familyColors where families.contains(family) {
            items.append(.fill(Path(rect: Rect(x: x, y: y + 2.5, width: 8, height: 8)), .color(color)))
            let name = String(family.dropFirst("accessory".count)).lowercased()
            items.append(text(name, Rect(x: x + 11, y: y, width: 80, height: 12), size: 9, color: .gray))
            x += 11 + self.width(name, 9) + 10
        }
        return items
    }

    /// A small grey triangle pointing up at `tip`: where the machine's stalls alone put a row's p99.
    private func stallMark(at tip: Point) -> DisplayItem {
        let path = Path {
            $0.move(to: tip)
            $0.addLine(to: Point(x: tip.x + 3, y: tip.y + 5))
            $0.addLine(to: Point(x: tip.x - 3, y: tip.y + 5))
            $0.closeSubpath()
        }
        return .fill(path, .color(Color(white: 0.8)))
    }

    /// A hollow diamond centred on `centre`: the median first render of a new entry.
    private func firstMark(at centre: Point, _ color: Color) -> DisplayItem {
        let path = Path {
            $0.move(to: Point(x: centre.x, y: centre.y - 4.5))
            $0.addLine(to: Point(x: centre.x + 4.5, y: centre.y))
            $0.addLine(to: Point(x: centre.x, y: centre.y + 4.5))
            $0.addLine(to: Point(x: centre.x - 4.5, y: centre.y))
            $0.closeSubpath()
        }
        return .stroke(path, .color(color), StrokeStyle(lineWidth: 1.5))
    }

    private func line(from a: Point, to b: Point, _ color: Color, width: Double) -> DisplayItem {
        .stroke(Path { $0.move(to: a); $0.addLine(to: b) }, .color(color), StrokeStyle(lineWidth: width))
    }

    private func width(_ string: String, _ size: Double) -> Double { measurer.shape(string, font: FontDescriptor(size: size)).width }

    /// One line of text in `rect`, placed by `alignment`.
    private func text(
        _ string: String, _ rect: Rect, size: Double, weight: Font.Weight = .regular, color: Color = .white, alignment: Alignment = .topLeading
    ) -> DisplayItem {
        let view = Text(string).font(.system(size: size, weight: weight)).foregroundStyle(color).lineLimit(1)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment)
        return ViewRenderer(measurer: measurer).displayItem(view, in: rect)
    }
}
