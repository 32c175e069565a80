import Foundation

/// Lays out an accessoryCorner complication as a watch draws it. The canvas is the display's
/// rounded corner: its outer corner is the display corner and its centre the centre of the
/// corner's curve, where the content circle sits. The `widgetLabel` runs just inside the
/// display edge along that curve, as text or as a gauge arc; text marked
/// `widgetCurvesContent` is itself set on the curve.
public struct CornerRenderer {
    /// Lays out the content circle and straight labels; its measurer, assets and cache serve the corner too.
    public let views: ViewRenderer
    public var measurer: any TextMeasurer { views.measurer }

    public init(views: ViewRenderer) { self.views = views }

    public init(measurer: any TextMeasurer, assets: any AssetSource = NoAssets()) {
        self.init(views: ViewRenderer(measurer: measurer, assets: assets))
    }

    /// The square canvas: twice the display's corner radius, and room for the label around
    /// the content circle on a display with tight corners.
    public static func canvasSide(contentDiameter diameter: Double, cornerRadius: Double) -> Double {
        max(2 * cornerRadius, diameter * 1.9).rounded()
    }

    public func render(
        _ node: ViewNode, contentDiameter d: Double, cornerRadius: Double, corner: Corner, environment: EnvironmentValues,
        redaction: RedactionPolicy = .none
    ) -> LayoutResult {
        // Curved labels are painted here, outside any inner layout: they look colours up too.
        var env = environment
        let lookup = AssetLookup(source: views.assets)
        env.assetLookup = lookup
        // What the corner draws itself (curved text, gauge arcs) is hidden when the whole widget
        // is, or, when sensitive content is hidden, if the widget marks anything sensitive at all.
        let hideCurved = redaction == .placeholder || (redaction == .hideSensitive && node.containsPrivacySensitive)
        let side = Self.canvasSide(contentDiameter: d, cornerRadius: cornerRadius)
        let center = Point(x: side / 2, y: side / 2)
        let edge = side / 2 - 2  // the label's outer edge, just inside the display
        let (content, label) = node.extractingLabel()
        // The label along the edge is drawn first (it does not overlap the content circle): a
        // gauge's track comes first of all, so what stays the same from entry to entry comes
        // before what changes and a retaining rasterizer need not draw it again.
        var items: [DisplayItem] = []
        var labelItems: [DisplayItem] = []
        var placed: [PlacedView] = []
        var warnings: [String] = []
        var fits: [TextFit] = []

        let (core, coreEnv) = content.unwrappingEnvironment(env)
        if content.curvesContent, case .text(let text) = core {
            items += curved(text, coreEnv, center: center, outerRadius: edge, corner: corner, maxSweep: 2.2, hidden: hideCurved)
            placed.append(PlacedView(kind: "curved Text", frame: Rect(size: Size(width: side, height: side))))
        } else {
            let inner = views.render(content, in: Size(width: d, height: d), environment: env, redaction: redaction)
            let offset = AffineTransform(translationX: center.x - d / 2, y: center.y - d / 2)
            items.append(.group(DisplayGroup(transform: offset, items: inner.displayList.items)))
            placed.append(inner.root.offsetBy(dx: center.x - d / 2, dy: center.y - d / 2))
            warnings += inner.warnings
            fits += inner.textFits
        }

        if let label {
            let (labelCore, labelEnv) = label.unwrappingEnvironment(env)
            switch labelCore {
            case .text(let text):
                labelItems += curved(text, labelEnv, center: center, outerRadius: edge, corner: corner, hidden: hideCurved)
            case .gauge(let gauge):
                labelItems += arcGauge(gauge, labelEnv, center: center, radius: edge - 3, corner: corner, hidden: hideCurved)
            default:
                // Other labels sit straight in the band, centred on the diagonal.
                let band = Size(width: d * 0.8, height: d * 0.45)
                let r = edge - band.height / 2
                let at = Point(x: center.x + r * cos(corner.diagonal), y: center.y + r * sin(corner.diagonal))
                let straight = views.render(
                    hideCurved ? .modified(label, .marker(.privacySensitive(true))) : label, in: band, environment: env,
                    redaction: hideCurved ? .placeholder : redaction)
                labelItems.append(.group(DisplayGroup(transform: AffineTransform(translationX: at.x - band.width / 2, y: at.y - band.height / 2), items: straight.displayList.items)))
                warnings += straight.warnings
                fits += straight.textFits
            }
            placed.append(PlacedView(kind: "widgetLabel", frame: Rect(size: Size(width: side, height: side))))
        }
        return LayoutResult(
            displayList: DisplayList(size: Size(width: side, height: side), items: labelItems + items),
            root: PlacedView(kind: "corner \(corner.rawValue)", frame: Rect(size: Size(width: side, height: side)), children: placed),
            warnings: (warnings + lookup.warnings).uniqued(), textFits: fits)
    }

    /// Text in the band just inside `outerRadius`, centred on the corner's diagonal.
    private func curved(
        _ text: TextNode, _ env: EnvironmentValues, center: Point, outerRadius: Double, corner: Corner, maxSweep: Double = 1.75,
        hidden: Bool
    ) -> [DisplayItem] {
        var font = env.resolvedFont(for: text)
        if text.font == nil && env.font == nil && text.weight == nil && env.fontWeight == nil { font.weight = .semibold }
        let string = text.content.string(in: env)
        var shaped = measurer.shape(string, font: font)
        let radius = outerRadius - shaped.metrics.capHeight
        // A label longer than the corner's curve (about 100°; curved content 125°) is cut with "…".
        let limit = maxSweep * (radius + shaped.metrics.capHeight / 2)
        if shaped.width > limit {
            var kept = string
            while !kept.isEmpty && measurer.shape(kept + "…", font: font).width > limit { kept.removeLast() }
            shaped = measurer.shape(kept.trimmingTrailingSpaces + "…", font: font)
        }
        let paint = env.paint(text.foreground, in: Rect(size: Size(width: center.x * 2, height: center.y * 2)))
        let curvedText = CurvedText(shaped: shaped, paint: paint)
        if hidden {
            // A curved placeholder bar where the text would run, in the placeholder colour: no
            // glyphs, and not the text's own colour, which could be worked out from a secret.
            let r = radius + shaped.metrics.capHeight / 2
            let half = curvedText.sweep(radius: r) / 2
            var bar = Path()
            bar.addArc(center: center, radius: r, startAngle: corner.diagonal - half, endAngle: corner.diagonal + half)
            return [.group(DisplayGroup(tag: .privacySensitive, items: [
                .stroke(bar, .color(FirmwarePlaceholder.color), StrokeStyle(lineWidth: shaped.metrics.capHeight, lineCap: .round))
            ]))]
        }
        return curvedText.items(center: center, radius: radius, angle: corner.diagonal, clockwise: corner.readsClockwise)
    }

    private func arcGauge(
        _ gauge: GaugeNode, _ env: EnvironmentValues, center: Point, radius: Double, corner: Corner, hidden: Bool
    ) -> [DisplayItem] {
        let fraction = hidden ? 0 : gauge.value.fraction(at: env.renderDate)
        let lineWidth = 4.0
        let half = Corner.gaugeHalfSweep
        // Angles in reading order: left end first.
        let (from, to) = corner.readsClockwise ? (corner.diagonal - half, corner.diagonal + half) : (corner.diagonal + half, corner.diagonal - half)
        func arc(_ a: Double, _ b: Double) -> Path {
            var p = Path()
            p.addArc(center: center, radius: radius, startAngle: a, endAngle: b)
            return p
        }
        let bounds = Rect(x: center.x - radius, y: center.y - radius, width: radius * 2, height: radius * 2)
        let paint = hidden ? Paint.color(FirmwarePlaceholder.color) : env.paint(env.gaugeTint, in: bounds)
        let round = StrokeStyle(lineWidth: lineWidth, lineCap: .round)
        var items: [DisplayItem] = []
        let valueAngle = from + (to - from) * fraction
        if hidden {
            return [.group(DisplayGroup(tag: .privacySensitive, items: [.stroke(arc(from, to), paint, round)]))]
        }
        if gauge.style == .accessoryCircularCapacity || gauge.style == .accessoryLinearCapacity {
            items.append(.stroke(arc(from, to), paint.opacity(0.3), round))
            if fraction > 0 { items.append(.stroke(arc(from, valueAngle), paint, round)) }
        } else {
            items.append(.stroke(arc(from, to), paint, round))
            let mark = Point(x: center.x + radius * cos(valueAngle), y: center.y + radius * sin(valueAngle))
            items.append(.fill(Path(ellipseIn: Rect(x: mark.x - 3.5, y: mark.y - 3.5, width: 7, height: 7)), .color(.black)))
            items.append(.fill(Path(ellipseIn: Rect(x: mark.x - 2, y: mark.y - 2, width: 4, height: 4)), .color(.white)))
        }
        // End labels curve along the same circle just past each end of the arc.
        for (node, angle, beyond) in [(gauge.minimumValueLabel, from, -1.0), (gauge.maximumValueLabel, to, 1.0)] {
            guard let node, case (.text(let text), let textEnv) = node.unwrappingEnvironment(env) else { continue }
            var font = textEnv.resolvedFont(for: text)
            font.size = min(font.size, 10)
            let shaped = measurer.shape(text.content.string(in: textEnv), font: font)
            let curved = CurvedText(shaped: shaped, paint: textEnv.paint(text.foreground, in: bounds))
            let direction = (to > from ? 1.0 : -1.0) * beyond
            let middle = angle + direction * (curved.sweep(radius: radius) / 2 + 4 / radius)
            items += curved.items(center: center, radius: radius - shaped.metrics.capHeight / 2, angle: middle, clockwise: corner.readsClockwise)
        }
        return items
    }
}

extension ViewNode {
    /// The tree without its first `widgetLabel` marker, and that label. The label may sit
    /// anywhere in the content (inside a `GeometryReader`, a stack or a group), as WidgetKit
    /// finds it wherever the widget attached it.
    func extractingLabel() -> (ViewNode, ViewNode?) {
        func first(_ children: [ViewNode]) -> ([ViewNode], ViewNode?) {
            for (i, child) in children.enumerated() {
                let (rest, label) = child.extractingLabel()
                if let label {
                    var out = children
                    out[i] = rest
                    return (out, label)
                }
            }
            return (children, nil)
        }
        switch self {
        case .modified(let inner, .marker(.label(let label))):
            return (inner.extractingLabel().0, label)
        case .modified(let inner, let modifier):
            let (rest, label) = inner.extractingLabel()
            return (.modified(rest, modifier), label)
        case .group(let children):
            let (rest, label) = first(children)
            return (.group(rest), label)
        case .stack(var stack):
            let (rest, label) = first(stack.children)
            stack.children = rest
            return (.stack(stack), label)
        case .geometryReader(var g):
            let (rest, label) = g.content.extractingLabel()
            g.content = rest
            return (.geometryReader(g), label)
        case .viewThatFits(let axes, let children):
            let (rest, label) = first(children)
            return (.viewThatFits(axes: axes, children: rest), label)
        default:
            return (self, nil)
        }
    }

    /// Whether the node is marked `widgetCurvesContent`.
    var curvesContent: Bool {
        switch self {
        case .modified(_, .marker(.curvesContent(let curves))): curves
        case .modified(let inner, _): inner.curvesContent
        default: false
        }
    }

    /// The node under its modifiers, with the environment those modifiers set.
    func unwrappingEnvironment(_ env: EnvironmentValues) -> (ViewNode, EnvironmentValues) {
        guard case .modified(let inner, let modifier) = self else { return (self, env) }
        var env = env
        _ = env.apply(modifier)
        return inner.unwrappingEnvironment(env)
    }
}

extension PlacedView {
    /// The same tree moved by (dx, dy).
    func offsetBy(dx: Double, dy: Double) -> PlacedView {
        PlacedView(kind: kind, frame: frame.offsetBy(dx: dx, dy: dy), children: children.map { $0.offsetBy(dx: dx, dy: dy) })
    }
}
