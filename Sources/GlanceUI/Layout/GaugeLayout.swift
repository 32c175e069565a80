import GlanceGraphics
import Foundation

/// Draws gauges and progress views at their laid-out size: rings for the circular styles
/// (proportional line width, labels in the centre and at the ends of an open ring), bars for
/// the linear styles (label row above, end labels beside or below the bar).
final class GaugeLayout: LayoutNode {
    let gauge: GaugeNode
    let environment: EnvironmentValues
    let builder: LayoutTreeBuilder
    let fraction: Double
    private var labelSets: [Double: Labels] = [:]

    struct Labels {
        var label, current, minimum, maximum: LayoutNode?
    }

    init(_ gauge: GaugeNode, environment: EnvironmentValues, builder: LayoutTreeBuilder) {
        self.gauge = gauge
        self.environment = environment
        self.builder = builder
        self.fraction = gauge.value.fraction(at: environment.renderDate)
        super.init(label: .gauge(isProgress: gauge.isProgress, gauge.style))
    }

    var isCircular: Bool { gauge.style == .accessoryCircular || gauge.style == .accessoryCircularCapacity }

    /// Label views with default fonts for a gauge of `side` points (circular) or for the family (linear).
    private func labels(side: Double) -> Labels {
        if let set = labelSets[side] { return set }
        func make(_ node: ViewNode?, _ font: Font) -> LayoutNode? {
            guard let node else { return nil }
            var env = environment
            if env.font == nil { env.font = font }
            return builder.build(node, env)
        }
        let set: Labels
        if isCircular {
            let center = Font.system(size: max(1, (side * 0.3).rounded()), weight: .medium)
            let small = Font.system(size: max(6, (side * 0.17).rounded()), weight: .medium)
            // End labels as Apple's render draws them: about 6.5 pt digits, semibold (docs/fidelity.md).
            let end = Font.system(size: max(6, (side * 0.17).rounded()), weight: .semibold)
            set = Labels(
                label: make(gauge.label, gauge.currentValueLabel == nil ? center : small),
                current: make(gauge.currentValueLabel, center),
                minimum: make(gauge.minimumValueLabel, end), maximum: make(gauge.maximumValueLabel, end))
        } else {
            set = Labels(
                label: make(gauge.label, .caption), current: make(gauge.currentValueLabel, .caption),
                minimum: make(gauge.minimumValueLabel, .caption2), maximum: make(gauge.maximumValueLabel, .caption2))
        }
        labelSets[side] = set
        return set
    }

    private static func finite(_ v: Double?) -> Double? { v.flatMap { $0.isFinite ? $0 : nil } }

    override func computeSize(_ p: ProposedSize) -> Size {
        if isCircular {
            let side = min(Self.finite(p.width) ?? 50, Self.finite(p.height) ?? 50)
            return Size(width: side, height: side)
        }
        let width = Self.finite(p.width) ?? 100
        return Size(width: width, height: linearRows(width: width).total)
    }

    override func draw(in rect: Rect, _ canvas: inout LayoutCanvas) -> [PlacedView] {
        isCircular ? drawRing(in: rect, &canvas) : drawBar(in: rect, &canvas)
    }

    private var tint: ShapeStyleValue {
        // A redacted gauge is a neutral shape: no tint, and (below) no value.
        if environment.drawsPlaceholder { return .color(FirmwarePlaceholder.color) }
        return environment.gaugeTint
    }

    private var shownFraction: Double { environment.drawsPlaceholder ? 0 : fraction }

    /// A track's opacity: `opacity` of the tint, but none of its own in a placeholder (hidden by
    /// the firmware or redacted by the widget), which is drawn in the one placeholder paint as
    /// `tint` is.
    private func trackOpacity(_ opacity: Double) -> Double { environment.drawsPlaceholder ? 1 : opacity }

    // MARK: Rings

    private func drawRing(in rect: Rect, _ canvas: inout LayoutCanvas) -> [PlacedView] {
        let g = GaugeGeometry.self
        let side = min(rect.width, rect.height, environment.circularGaugeDiameter ?? .infinity)
        let box = Alignment.center.place(Size(width: side, height: side), in: rect)
        let lineWidth = max(1.5, side * g.lineWidthShare)
        let radius = (side - lineWidth) / 2
        let center = box.center
        let paint = environment.paint(tint, in: box)
        let round = StrokeStyle(lineWidth: lineWidth, lineCap: .round)
        let set = labels(side: side)
        var placed: [PlacedView] = []
        func arc(_ from: Double, _ to: Double) -> Path {
            var p = Path()
            p.addArc(center: center, radius: radius, startAngle: from * .pi / 180, endAngle: to * .pi / 180)
            return p
        }
        func at(_ degrees: Double, _ r: Double) -> Point {
            Point(x: center.x + r * cos(degrees * .pi / 180), y: center.y + r * sin(degrees * .pi / 180))
        }
        func place(_ node: LayoutNode?, centeredAt point: Point, within size: Size, shrinking: Bool = false) {
            guard let node else { return }
            // A label that may shrink is laid out in the space offered, so its text that may
            // shrink (`minimumScaleFactor`) shrinks into the share of the height its stack gives
            // it, as SwiftUI's does; one wider than the space is laid out whole (its ideal size)
            // rather than cut with "…". What still overflows is scaled to fit.
            let ideal = shrinking ? node.size(for: ProposedSize(width: nil, height: nil)) : size
            let whole = shrinking && ideal.width > size.width
            let s = node.size(for: whole ? ProposedSize(width: nil, height: nil) : ProposedSize(size))
            // Never past the gauge's bottom edge: a tall symbol in the ring's opening rises instead.
            let y = min(point.y - s.height / 2, box.maxY - s.height)
            let frame = Rect(x: point.x - s.width / 2, y: y, width: s.width, height: s.height)
            let scale = shrinking ? min(1, size.width / max(s.width, 0.001), size.height / max(s.height, 0.001)) : 1
            if scale >= 1 {
                placed.append(node.place(in: frame, &canvas))
            } else {
                let fit = AffineTransform(a: scale, b: 0, c: 0, d: scale, tx: point.x - scale * point.x, ty: point.y - scale * point.y)
                placed.append(canvas.group({ DisplayGroup(transform: fit, items: $0) }) { node.place(in: frame, &$0) })
            }
        }
        let innerDiameter = max(0, side - 2 * lineWidth)

        if gauge.style == .accessoryCircular && !environment.drawsPlaceholder {
            // An open ring, its gap centred at the bottom (90°), the value marked by a dot in a knockout.
            let hasEnds = set.minimum != nil || set.maximum != nil
            let sweep = hasEnds ? g.openSweepWithEndLabels : g.openSweep
            let start = 90 + (360 - sweep) / 2
            let mark = at(start + sweep * shownFraction, radius)
            let knockout = lineWidth * g.knockoutShare, dot = lineWidth * g.dotShare
            canvas.items.append(GaugeKnockout.track([.stroke(arc(start, start + sweep), paint, round)], cutAt: mark, diameter: knockout, within: box))
            canvas.items.append(.fill(Path(ellipseIn: Rect(x: mark.x - dot / 2, y: mark.y - dot / 2, width: dot, height: dot)), paint))
            // The centre label is offered the inner circle's height whole: Apple keeps an icon,
            // a 12 pt value and an 8 pt name at their sizes over the end labels.
            let centre = Size(width: innerDiameter * g.openContentWidth, height: innerDiameter * g.openContentHeight)
            place(set.current ?? set.label, centeredAt: center, within: centre, shrinking: true)
            if hasEnds {
                // Between the inner edges of the ring's ends: minimum leading, maximum trailing.
                let leftEdge = at(start, radius - lineWidth / 2).x, rightEdge = at(start + sweep, radius - lineWidth / 2).x
                let y = center.y + g.endLabelDrop * side / 2
                let room = ProposedSize(Size(width: max(0, rightEdge - leftEdge), height: side * 0.26))
                for (node, leading) in [(set.minimum, true), (set.maximum, false)] {
                    guard let node else { continue }
                    let s = node.size(for: room)
                    placed.append(node.place(in: Rect(x: leading ? leftEdge : rightEdge - s.width, y: y - s.height / 2, width: s.width, height: s.height), &canvas))
                }
            } else if set.current != nil {
                place(set.label, centeredAt: Point(x: center.x, y: box.maxY - lineWidth * 0.6), within: Size(width: side * 0.4, height: side * 0.26), shrinking: true)
            }
        } else {
            // A closed ring: the track dimmed, the value filled clockwise from 12 o'clock; the
            // content shrinks to fit inside.
            var track = Path()
            track.addArc(center: center, radius: radius, startAngle: 0, endAngle: 2 * .pi)
            canvas.items.append(.stroke(track, environment.paint(tint, in: box).opacity(trackOpacity(g.trackOpacity)), StrokeStyle(lineWidth: lineWidth)))
            if shownFraction > 0 { canvas.items.append(.stroke(arc(-90, -90 + 360 * shownFraction), paint, round)) }
            let content = Size(width: innerDiameter * g.capacityContentWidth, height: innerDiameter * g.capacityContentHeight)
            place(set.current ?? set.label, centeredAt: center, within: content, shrinking: true)
        }
        return placed
    }

    // MARK: Bars

    private struct Rows { var top: Double, bar: Double, total: Double }

    static let barHeight = 5.0

    private func linearRows(width: Double) -> Rows {
        let set = labels(side: 0)
        let offer = ProposedSize(width: width, height: nil)
        let top = max(set.label?.size(for: offer).height ?? 0, set.current?.size(for: offer).height ?? 0)
        let ends = max(set.minimum?.size(for: .unspecified).height ?? 0, set.maximum?.size(for: .unspecified).height ?? 0)
        let bar = max(Self.barHeight + 4, ends)
        return Rows(top: top, bar: bar, total: top + (top > 0 ? 2 : 0) + bar)
    }

    private func drawBar(in rect: Rect, _ canvas: inout LayoutCanvas) -> [PlacedView] {
        let set = labels(side: 0)
        let rows = linearRows(width: rect.width)
        var placed: [PlacedView] = []
        let offer = ProposedSize(width: rect.width, height: rows.top)
        // Top row: label leading, current value trailing (centred when alone, in accessoryLinear).
        if let label = set.label {
            let s = label.size(for: offer)
            placed.append(label.place(in: Rect(x: rect.minX, y: rect.minY, width: s.width, height: s.height), &canvas))
        }
        if let current = set.current {
            let s = current.size(for: offer)
            let x = set.label == nil && gauge.style == .accessoryLinear ? rect.midX - s.width / 2 : rect.maxX - s.width
            placed.append(current.place(in: Rect(x: x, y: rect.minY, width: s.width, height: s.height), &canvas))
        }
        // Bar row: minimum label, track, maximum label.
        let rowTop = rect.minY + rows.top + (rows.top > 0 ? 2 : 0)
        var trackMinX = rect.minX, trackMaxX = rect.maxX
        if let minimum = set.minimum {
            let s = minimum.size(for: .unspecified)
            placed.append(minimum.place(in: Rect(x: rect.minX, y: rowTop + (rows.bar - s.height) / 2, width: s.width, height: s.height), &canvas))
            trackMinX += s.width + 4
        }
        if let maximum = set.maximum {
            let s = maximum.size(for: .unspecified)
            placed.append(maximum.place(in: Rect(x: rect.maxX - s.width, y: rowTop + (rows.bar - s.height) / 2, width: s.width, height: s.height), &canvas))
            trackMaxX -= s.width + 4
        }
        let h = Self.barHeight
        let track = Rect(x: trackMinX, y: rowTop + (rows.bar - h) / 2, width: max(h, trackMaxX - trackMinX), height: h)
        let paint = environment.paint(tint, in: track)
        if gauge.style == .accessoryLinear && !environment.drawsPlaceholder {
            let x = track.minX + h / 2 + (track.width - h) * shownFraction
            let y = track.midY
            canvas.items.append(GaugeKnockout.track([.fill(Path(capsuleIn: track), paint)], cutAt: Point(x: x, y: y), diameter: h * 1.8, within: track))
            canvas.items.append(.fill(Path(ellipseIn: Rect(x: x - h * 0.55, y: y - h * 0.55, width: h * 1.1, height: h * 1.1)), .color(.white)))
        } else {
            canvas.items.append(.fill(Path(capsuleIn: track), paint.opacity(trackOpacity(0.3))))
            if shownFraction > 0 {
                let filled = Rect(x: track.minX, y: track.minY, width: max(h, track.width * shownFraction), height: h)
                canvas.items.append(.fill(Path(capsuleIn: filled), paint))
            }
        }
        return placed
    }
}
