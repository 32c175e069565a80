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

    /// Lays the window out for `device` with the overlays given (lines of text; nil when hidden)
    /// at `scale` window pixels per point. Both overlays share one text size, at least 12 window
    /// pixels when they fit; side by side or stacked, whichever lets them be larger; made smaller
    /// until both fit above the strip.
    public func layout(for device: Device, headsUp: [String]?, help: [String]?, scale: Double = 1) -> ChromeLayout {
        let size = self.size(for: device)
        let window = Rect(origin: .zero, size: size)
        let status = Rect(x: 0, y: size.height - statusHeight, width: size.width, height: statusHeight)
        let strip = Rect(x: 0, y: status.minY - stripHeight, width: size.width, height: stripHeight)
        let base = max(9, 12 / scale)
        var result = ChromeLayout(
            window: window, display: displayRect(for: device), strip: strip, status: status, headsUp: nil, help: nil, overlayTextSize: base)
        let (gap, pad) = (Self.overlayGap, Self.overlayPadding)
        let area = Rect(x: gap, y: gap, width: size.width - 2 * gap, height: strip.minY - 2 * gap)
        let panels = [headsUp, help].compactMap { $0 }
        guard !panels.isEmpty, area.width > 4 * pad + gap, area.height > 4 * pad + gap else { return result }
        let natural: [Size] = panels.map { textSize($0, size: base) }
        let widths: [Double] = natural.map { $0.width }, heights: [Double] = natural.map { $0.height }
        let count = Double(panels.count)
        let padding: Double = 2 * pad * count, between: Double = (count - 1) * gap
        let widest: Double = widths.max() ?? 1, tallest: Double = heights.max() ?? 1
        let totalWidth: Double = widths.reduce(0, +), totalHeight: Double = heights.reduce(0, +)
        // How much smaller than `base` the text must be for each arrangement.
        let sideBySide: Double = min((area.width - between - padding) / totalWidth, (area.height - 2 * pad) / tallest)
        let stacked: Double = min((area.width - 2 * pad) / widest, (area.height - between - padding) / totalHeight)
        let side = sideBySide >= stacked
        // A little under the exact factor: widths and line heights do not scale quite linearly.
        let factor: Double = min(1, max(sideBySide, stacked) * 0.97)
        let fontSize: Double = max(1, (base * factor * 10).rounded(.down) / 10)
        result.overlayTextSize = fontSize
        var rects: [Rect] = []
        var next = area.origin
        for lines in panels {
            let text = textSize(lines, size: fontSize)
            var rect = Rect(x: next.x, y: next.y, width: text.width + 2 * pad, height: text.height + 2 * pad)
            // The last of two side by side keeps to the right edge, clear of the display's middle.
            if side, panels.count > 1, rects.count == panels.count - 1 { rect.origin.x = max(next.x, area.maxX - rect.width) }
            rect = rect.intersection(area) ?? Rect(origin: next, size: .zero)
            rects.append(rect)
            next = side ? Point(x: rect.maxX + gap, y: area.minY) : Point(x: area.minX, y: rect.maxY + gap)
        }
        var it = rects.makeIterator()
        if headsUp != nil { result.headsUp = it.next() }
        if help != nil { result.help = it.next() }
        return result
    }

    /// The size of `lines` of monospaced text `size` points high, as the overlay sets them
    /// (one point between lines), with a point to spare.
    func textSize(_ lines: [String], size: Double) -> Size {
        let font = FontDescriptor(size: size, design: .monospaced)
        let widest = lines.map { measurer.width(of: $0, font: font) }.max() ?? 0
        let lineHeight = measurer.metrics(for: font).lineHeight
        return Size(width: widest.rounded(.up) + 1, height: (Double(lines.count) * lineHeight + Double(max(0, lines.count - 1))).rounded(.up) + 1)
    }

    /// The help's lines: each key padded to one column, then what it does.
    static func helpLines(_ help: [(key: String, action: String)]) -> [String] {
        help.map { "\($0.key.padding(toLength: 9, withPad: " ", startingAt: 0)) \($0.action)" }
    }
}
