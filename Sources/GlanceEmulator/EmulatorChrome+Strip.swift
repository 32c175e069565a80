import Foundation
import GlanceGraphics
import GlanceUI

extension EmulatorChrome {
    /// Colour of the current entry's tick and the strip's highlights.
    static let stripAccent = Color(r8: 255, g8: 159, b8: 10)

    /// Where the strip's time axis runs, in points: a line across `rect`, inset from its sides,
    /// under the label.
    static func axis(in rect: Rect) -> (minX: Double, maxX: Double, y: Double) {
        (rect.minX + 14, rect.maxX - 14, rect.maxY - 9)
    }

    /// The scrubber strip in `rect`: a label over a time axis with a tick per entry, the shown
    /// entry's tick taller and in the accent colour, and a mark where the clock is when it is
    /// past that entry's date. Without a timeline, a line saying so.
    func stripItems(_ strip: TimelineStrip?, in rect: Rect, scale: Double) -> [DisplayItem] {
        var items: [DisplayItem] = [.fill(Path(rect: rect), .color(Color(r8: 32, g8: 32, b8: 36)))]
        let font = Font.system(size: min(13, max(10, 11 / scale)))
        let labelRect = Rect(x: rect.minX, y: rect.minY + 2, width: rect.width, height: 16)
        guard let strip, !strip.dates.isEmpty else {
            let text = Text("no timeline in the selected slot (Tab: next slot)").font(font).foregroundStyle(Color.gray).lineLimit(1)
                .minimumScaleFactor(0.7).frame(maxWidth: .infinity, alignment: .leading).padding(.horizontal, 8)
            items.append(renderer.displayItem(text, in: labelRect))
            return items
        }
        let label = Text(strip.label).font(font).foregroundStyle(Color.white).lineLimit(1).minimumScaleFactor(0.7)
            .frame(maxWidth: .infinity, alignment: .leading).padding(.horizontal, 8)
        items.append(renderer.displayItem(label, in: labelRect))
        let axis = Self.axis(in: rect)
        let hairline = max(1, 1 / scale)
        let grey = Color(r8: 120, g8: 120, b8: 126)
        items.append(.fill(Path(rect: Rect(x: axis.minX, y: axis.y - hairline / 2, width: axis.maxX - axis.minX, height: hairline)), .color(grey)))
        func x(_ date: Date) -> Double { axis.minX + strip.position(of: date) * (axis.maxX - axis.minX) }
        var ticks = Path()
        for (i, date) in strip.dates.enumerated() where i != strip.current {
            ticks.addPath(Path(rect: Rect(x: x(date) - hairline / 2, y: axis.y - 4, width: hairline, height: 8)))
        }
        items.append(.fill(ticks, .color(Color(r8: 200, g8: 200, b8: 204))))
        let current = x(strip.dates[strip.current])
        items.append(.fill(Path(rect: Rect(x: current - 1.5, y: axis.y - 7, width: 3, height: 14)), .color(Self.stripAccent)))
        // The clock, when it has moved on from the shown entry's date (or is before the first).
        if strip.now != strip.dates[strip.current] {
            let now = x(strip.now)
            var mark = Path()
            mark.move(to: Point(x: now - 3, y: axis.y + 7))
            mark.addLine(to: Point(x: now + 3, y: axis.y + 7))
            mark.addLine(to: Point(x: now, y: axis.y + 2))
            mark.closeSubpath()
            items.append(.fill(mark, .color(Color.white)))
        }
        return items
    }
}
