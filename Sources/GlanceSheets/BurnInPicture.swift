import Foundation
import GlanceGraphics
import GlanceUI

/// The picture `glance burn-in` writes: a heat map of how much light each pixel gives off over
/// the span, magnified, with its colour scale and what the scale means.
public struct BurnInPicture {
    /// The heat map (one pixel per device pixel) and the dose at the top of its scale, in seconds.
    public var map: Bitmap
    public var scaleTop: TimeInterval
    public var title: String
    public var lines: [String]
    /// The colour for a share of the scale.
    public var color: (Double) -> Color

    public init(map: Bitmap, scaleTop: TimeInterval, title: String, lines: [String], color: @escaping (Double) -> Color) {
        (self.map, self.scaleTop, self.title, self.lines, self.color) = (map, scaleTop, title, lines, color)
    }

    /// Laid out in points, to be drawn at scale 1.
    @MainActor
    public func displayList(measurer: any TextMeasurer) -> DisplayList {
        let renderer = ViewRenderer(measurer: measurer)
        let margin = 16.0
        // Device pixels magnified by a whole number, so each stays a sharp square; a map wider
        // than the picture widens it.
        let zoom = max(1, (280 / Double(max(map.width, map.height))).rounded(.down))
        let width = max(420, Double(map.width) * zoom + 2 * margin)
        let mapRect = Rect(x: (width - Double(map.width) * zoom) / 2, y: 44, width: Double(map.width) * zoom, height: Double(map.height) * zoom)
        var items: [DisplayItem] = [.fill(Path(rect: Rect(x: 0, y: 0, width: width, height: 10_000)), .color(Color(r8: 40, g8: 40, b8: 44)))]
        items.append(renderer.displayItem(Text(title).font(.system(size: 13, weight: .semibold)).foregroundStyle(Color.white).lineLimit(1).minimumScaleFactor(0.6)
            .frame(maxWidth: .infinity, alignment: .leading), in: Rect(x: margin, y: 14, width: width - 2 * margin, height: 20)))
        items.append(.image(ImageItem(bitmap: map, rect: mapRect, interpolation: .nearest)))
        // The scale: a bar of the map's colours with its hours marked under it.
        var y = mapRect.maxY + 18
        let barRect = Rect(x: margin, y: y, width: width - 2 * margin, height: 14)
        let steps = Int(barRect.width) * 2
        var bar = Bitmap(width: steps, height: 1, fill: .black)
        for x in 0..<steps { bar.setPixel(x: x, y: 0, to: color(Double(x) / Double(steps - 1))) }
        items.append(.image(ImageItem(bitmap: bar, rect: barRect, interpolation: .nearest)))
        y = barRect.maxY + 3
        for step in 0...4 {
            let share = Double(step) / 4
            let label = Self.hours(scaleTop * share) + (step == 4 ? " or more" : "")
            let x = barRect.minX + barRect.width * share
            let alignment: Alignment = step == 0 ? .leading : step == 4 ? .trailing : .center
            let rect = Rect(x: step == 0 ? x : step == 4 ? x - 120 : x - 60, y: y, width: 120, height: 14)
            items.append(renderer.displayItem(Text(label).font(.system(size: 10)).foregroundStyle(Color.gray).frame(maxWidth: .infinity, alignment: alignment), in: rect))
        }
        y += 20
        for line in lines {
            items.append(renderer.displayItem(
                Text(line).font(.system(size: 11)).foregroundStyle(Color(white: 0.85)).fixedSize(horizontal: false, vertical: true)
                    .frame(maxWidth: .infinity, alignment: .leading), in: Rect(x: margin, y: y, width: width - 2 * margin, height: 30)))
            y += 30
        }
        return DisplayList(size: Size(width: width, height: y + 6), items: items)
    }

    /// `2.5 h`, `45 min`.
    static func hours(_ seconds: TimeInterval) -> String {
        seconds == 0 ? "0" : seconds >= 3600 ? String(format: seconds.truncatingRemainder(dividingBy: 3600) == 0 ? "%.0f h" : "%.1f h", seconds / 3600) : "\(Int((seconds / 60).rounded())) min"
    }
}
