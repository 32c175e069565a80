import Foundation
import GlanceFirmware
import GlanceGraphics

/// Where each part of the emulator window goes, in points: worked out in one place from
/// measured text, then drawn from, so the heads-up display, the help, the scrubber strip and
/// the status line never cover one another.
public struct ChromeLayout: Equatable, Sendable {
    /// The whole window.
    public var window: Rect
    /// The device's display (the overlays may cover it; nothing else does).
    public var display: Rect
    /// The scrubber strip, above the status line.
    public var strip: Rect
    /// The status line, at the bottom.
    public var status: Rect
    /// The heads-up display's panel, when shown.
    public var headsUp: Rect?
    /// The help's panel, when shown.
    public var help: Rect?
    /// The text size of both overlays, in points.
    public var overlayTextSize: Double
    /// How many columns the help is set in.
    public var helpColumns = 1

    /// The parts that must not overlap one another, named.
    public var parts: [(name: String, rect: Rect)] {
        [("strip", strip), ("status", status)] + [("heads-up", headsUp), ("help", help)].compactMap { name, rect in rect.map { (name, $0) } }
    }
}

extension EmulatorChrome {
    /// Room around and between the overlay panels, in points.
    static let overlayGap = 6.0
    /// Padding inside an overlay panel, in points.
    static let overlayPadding = 6.0

    /// Lays the window out for `device` with the overlays given (nil when hidden) at `scale`
    /// window pixels per point. Both overlays share one text size, at least 12 window pixels
    /// when they fit; side by side or stacked, the help in one column or two, whichever lets
    /// the text be largest (the plainest when several fit at full size); made smaller until
    /// both fit whole above the strip.
    public func layout(for device: Device, headsUp: [String]?, help: [(key: String, action: String)]?, scale: Double = 1) -> ChromeLayout {
        let size = self.size(for: device)
        let window = Rect(origin: .zero, size: size)
        let status = Rect(x: 0, y: size.height - statusHeight, width: size.width, height: statusHeight)
        let strip = Rect(x: 0, y: status.minY - stripHeight, width: size.width, height: stripHeight)
        let base = max(9, 12 / scale)
        var result = ChromeLayout(
            window: window, display: displayRect(for: device), strip: strip, status: status, headsUp: nil, help: nil, overlayTextSize: base)
        let gap = Self.overlayGap, pad = Self.overlayPadding
        let area = Rect(x: gap, y: gap, width: size.width - 2 * gap, height: strip.minY - 2 * gap)
        guard headsUp != nil || help != nil, area.width > 4 * pad + gap, area.height > 4 * pad + gap else { return result }
        // Each way of arranging the panels, and how much smaller than `base` its text must be.
        var best: (panels: [[String]], columns: Int, side: Bool, factor: Double)?
        for columns in help == nil ? [1] : [1, 2] {
            let panels = [headsUp, help.map { Self.helpLines($0, columns: columns) }].compactMap { $0 }
            for side in panels.count > 1 ? [true, false] : [false] {
                let factor = fit(panels, sideBySide: side, in: area, size: base)
                if best.map({ min(1, factor) > min(1, $0.factor) }) ?? true { best = (panels, columns, side, factor) }
            }
        }
        guard let best else { return result }
        // Widths and line heights do not scale quite linearly (hinting, the fixed line gap): a
        // little smaller until every panel fits whole.
        var fontSize = max(1, (base * min(1, best.factor) * 10).rounded(.down) / 10)
        var rects = place(best.panels, size: fontSize, sideBySide: best.side, in: area)
        while fontSize > 1, !rects.allSatisfy({ area.contains($0, tolerance: 1e-9) }) {
            fontSize = max(1, (fontSize * 0.95 * 10).rounded(.down) / 10)
            rects = place(best.panels, size: fontSize, sideBySide: best.side, in: area)
        }
        result.overlayTextSize = fontSize
        result.helpColumns = best.columns
        rects = rects.map { $0.intersection(area) ?? Rect(origin: area.origin, size: .zero) }
        var it = rects.makeIterator()
        if headsUp != nil { result.headsUp = it.next() }
        if help != nil { result.help = it.next() }
        return result
    }

    /// How much `panels`' text, set `size` points high, must be scaled to fit `area` side by
    /// side or stacked (more than 1: it fits with room).
    func fit(_ panels: [[String]], sideBySide: Bool, in area: Rect, size: Double) -> Double {
        let natural = panels.map { textSize($0, size: size) }
        let count = Double(panels.count)
        let padding = 2 * Self.overlayPadding * count, between = (count - 1) * Self.overlayGap
        let widths = natural.map(\.width), heights = natural.map(\.height)
        if sideBySide {
            return min((area.width - between - padding) / widths.reduce(0, +), (area.height - 2 * Self.overlayPadding) / (heights.max() ?? 1))
        }
        return min((area.width - 2 * Self.overlayPadding) / (widths.max() ?? 1), (area.height - between - padding) / heights.reduce(0, +))
    }

    /// The panels' rects for text `size` points high: from the top-left of `area`, one after
    /// the other across (the last keeping to the right edge) or down.
    func place(_ panels: [[String]], size: Double, sideBySide: Bool, in area: Rect) -> [Rect] {
        let pad = Self.overlayPadding, gap = Self.overlayGap
        var rects: [Rect] = []
        var next = area.origin
        for (i, lines) in panels.enumerated() {
            let text = textSize(lines, size: size)
            var rect = Rect(x: next.x, y: next.y, width: text.width + 2 * pad, height: text.height + 2 * pad)
            if sideBySide, i > 0, i == panels.count - 1 { rect.origin.x = max(next.x, area.maxX - rect.width) }
            rects.append(rect)
            next = sideBySide ? Point(x: rect.maxX + gap, y: area.minY) : Point(x: area.minX, y: rect.maxY + gap)
        }
        return rects
    }

    /// The size of `lines` of monospaced text `size` points high, as the overlay sets them
    /// (one point between lines), with a point to spare.
    func textSize(_ lines: [String], size: Double) -> Size {
        let font = FontDescriptor(size: size, design: .monospaced)
        let widest = lines.map { measurer.width(of: $0, font: font) }.max() ?? 0
        let lineHeight = measurer.metrics(for: font).lineHeight
        return Size(width: widest.rounded(.up) + 1, height: (Double(lines.count) * lineHeight + Double(max(0, lines.count - 1))).rounded(.up) + 1)
    }

    /// The help's lines in `columns` columns (filled down, then across): each key padded to
    /// one width, then what it does.
    public static func helpLines(_ help: [(key: String, action: String)], columns: Int = 1) -> [String] {
        let cells = help.map { "\($0.key.padding(toLength: 9, withPad: " ", startingAt: 0)) \($0.action)" }
        guard columns > 1, !cells.isEmpty else { return cells }
        let rows = (cells.count + columns - 1) / columns
        let width = (cells.map(\.count).max() ?? 0) + 2
        return (0..<rows).map { row in
            var line = ""
            for (i, index) in stride(from: row, to: cells.count, by: rows).enumerated() {
                line += String(repeating: " ", count: max(0, width * i - line.count)) + cells[index]
            }
            return line
        }
    }
}
