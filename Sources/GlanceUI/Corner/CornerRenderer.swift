import GlanceGraphics
import Foundation

/// Lays out an accessoryCorner complication as a watch draws it. The canvas is the square at
/// the display's rounded corner; the content circle sits tucked into that corner, and the
/// `widgetLabel`, as text or as a gauge arc, curves about the display's centre on the dial
/// side of it (`CornerGeometry`). Text marked `widgetCurvesContent` is itself set on the
/// curve where the circle would be.
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

    /// Lays out `node` in the corner of a display of `displaySize` points whose rounded
    /// corners have `cornerRadius`: the content in a circle of `contentDiameter` tucked into
    /// the corner, its `widgetLabel` curved about the display's centre on the dial side.
    public func render(
        _ node: ViewNode, contentDiameter d: Double, cornerRadius: Double, displaySize: Size, corner: Corner,
        environment: EnvironmentValues, redaction: RedactionPolicy = .none
    ) -> LayoutResult {
        // Curved labels are painted here, outside any inner layout: they look colours up too.
        var env = environment
        let lookup = AssetLookup(source: views.assets)
        env.assetLookup = lookup
        // What the corner draws itself (curved text, gauge arcs) is hidden as Resolve decides.
        let hideCurved = redaction.hidesCornerDrawing(of: node)
        let g = CornerGeometry(contentDiameter: d, cornerRadius: cornerRadius, displaySize: displaySize, corner: corner)
        let side = g.side
        let (content, label) = node.extractingLabel()
        // The label is drawn first (it does not overlap the content circle): a gauge's track
        // comes first of all, so what stays the same from entry to entry comes before what
        // changes and a retaining rasterizer need not draw it again.
        var items: [DisplayItem] = []
        var labelItems: [DisplayItem] = []
        var placed: [PlacedView] = []
        var warnings: [String] = []
        var fits: [TextFit] = []

        let (core, coreEnv) = content.unwrappingEnvironment(env)
        if content.curvesContent, case .text(let text) = core {
            // Curved content runs where the content circle would be.
            items += content.accented(curved(text, coreEnv, g, band: .middle(g.contentRadius), hidden: hideCurved))
            placed.append(PlacedView(kind: "curved Text", frame: Rect(size: Size(width: side, height: side))))
        } else {
            let inner = views.render(content, in: Size(width: d, height: d), environment: env, redaction: redaction)
            let (dx, dy) = (g.contentCenter.x - d / 2, g.contentCenter.y - d / 2)
            items.append(.group(DisplayGroup(transform: AffineTransform(translationX: dx, y: dy), items: inner.displayList.items)))
            placed.append(inner.root.offsetBy(dx: dx, dy: dy))
            warnings += inner.warnings
            fits += inner.textFits
        }

        if let label {
            let (labelCore, labelEnv) = label.unwrappingEnvironment(env)
            switch labelCore {
            case .text(let text):
                labelItems += label.accented(curved(text, labelEnv, g, band: .outerEdge(g.labelOuterRadius), hidden: hideCurved))
            case .gauge(let gauge):
                labelItems += label.accented(arcGauge(gauge, labelEnv, g, hidden: hideCurved))
            default:
                // Other labels sit straight in the band, centred on its middle.
                let band = Size(width: d * 0.8, height: d * 0.45)
                let r = g.labelOuterRadius - band.height / 2
                let room = g.room(inner: r, outer: r)
                let angle = (room.from + room.to) / 2
                let at = Point(x: g.center.x + r * cos(angle), y: g.center.y + r * sin(angle))
                let shown = redaction.cornerLabel(label, hidden: hideCurved)
                let straight = views.render(shown.node, in: band, environment: env, redaction: shown.redaction)
                labelItems.append(.group(DisplayGroup(transform: AffineTransform(translationX: at.x - band.width / 2, y: at.y - band.height / 2), items: straight.displayList.items)))
                warnings += straight.warnings
                fits += straight.textFits
            }
            placed.append(PlacedView(kind: "widgetLabel", frame: Rect(size: Size(width: side, height: side))))
        }
        return LayoutResult(
            displayList: DisplayList(size: Size(width: side, height: side), items: labelItems + items),
            root: PlacedView(kind: "corner \(corner.rawValue)", frame: Rect(size: Size(width: side, height: side)), children: placed),
            warnings: ViewRenderer.distinct(warnings, lookup.warnings), textFits: fits)
    }

    /// Where a curved line's band lies: its outer edge, or its middle, at a radius about the display's centre.
    private enum Band {
        case outerEdge(Double), middle(Double)
    }

    /// Text curved about the display's centre in `band`, centred in the room the band has; cut
    /// with "…" where it is longer than that room.
    private func curved(_ text: TextNode, _ env: EnvironmentValues, _ g: CornerGeometry, band: Band, hidden: Bool) -> [DisplayItem] {
        var font = env.resolvedFont(for: text)
        if text.font == nil && env.font == nil && text.weight == nil && env.fontWeight == nil { font.weight = .semibold }
        let string = text.content.string(in: env)
        var shaped = measurer.shape(string, font: font)
        let cap = shaped.metrics.capHeight
        let inner: Double
        switch band {
        case .outerEdge(let r): inner = r - cap
        case .middle(let r): inner = r - cap / 2
        }
        let room = g.room(inner: inner, outer: inner + cap)
        // The baseline runs on the inner edge for text reading clockwise, the outer otherwise.
        let baseline = g.corner.readsClockwise ? inner : inner + cap
        let limit = abs(room.to - room.from) * baseline
        if shaped.width > limit {
            var kept = string
            while !kept.isEmpty && measurer.shape(kept + "…", font: font).width > limit { kept.removeLast() }
            shaped = measurer.shape(kept.trimmingTrailingSpaces + "…", font: font)
        }
        let middle = (room.from + room.to) / 2
        let paint = env.paint(text.foreground, in: Rect(size: Size(width: g.side, height: g.side)))
        let curvedText = CurvedText(shaped: shaped, paint: paint)
        if hidden {
            // A curved placeholder bar where the text would run, in the placeholder colour: no
            // glyphs, and not the text's own colour, which could be worked out from a secret.
            let r = inner + cap / 2
            let half = curvedText.sweep(radius: r) / 2
            var bar = Path()
            bar.addArc(center: g.center, radius: r, startAngle: middle - half, endAngle: middle + half)
            return FirmwarePlaceholder.tagged([.stroke(bar, .color(FirmwarePlaceholder.color), StrokeStyle(lineWidth: cap, lineCap: .round))])
        }
        return curvedText.items(center: g.center, radius: inner, angle: middle, clockwise: g.corner.readsClockwise)
    }

    /// A gauge label as an arc along the label band, its end labels curved just past each end.
    private func arcGauge(_ gauge: GaugeNode, _ env: EnvironmentValues, _ g: CornerGeometry, hidden: Bool) -> [DisplayItem] {
        let fraction = hidden ? 0 : gauge.value.fraction(at: env.renderDate)
        let lineWidth = CornerSpecs.gaugeLineWidth
        let radius = g.gaugeRadius
        let center = g.center
        // End labels, shaped first: the arc leaves them room.
        let bounds = Rect(x: center.x - radius, y: center.y - radius, width: radius * 2, height: radius * 2)
        let ends: [(text: CurvedText, sweep: Double)?] = [gauge.minimumValueLabel, gauge.maximumValueLabel].map { node in
            guard !hidden, let node, case (.text(let text), let textEnv) = node.unwrappingEnvironment(env) else { return nil }
            var font = textEnv.resolvedFont(for: text)
            font.size = min(font.size, 10)
            let shaped = measurer.shape(text.content.string(in: textEnv), font: font)
            guard !shaped.glyphs.isEmpty else { return nil }
            let curved = CurvedText(shaped: shaped, paint: textEnv.paint(text.foreground, in: bounds))
            return (curved, curved.sweep(radius: radius) + 4 / radius)
        }
        let room = g.gaugeRoom
        let middle = (room.from + room.to) / 2
        let direction = room.to > room.from ? 1.0 : -1.0
        let roomForArc = abs(room.to - room.from) - 2 * max(ends[0]?.sweep ?? 0, ends[1]?.sweep ?? 0)
        let half = max(0, min(CornerGeometry.gaugeSweep, roomForArc)) / 2
        // Angles in reading order: the start of the line first.
        let (from, to) = (middle - direction * half, middle + direction * half)
        func arc(_ a: Double, _ b: Double) -> Path {
            var p = Path()
            p.addArc(center: center, radius: radius, startAngle: a, endAngle: b)
            return p
        }
        let paint = hidden ? Paint.color(FirmwarePlaceholder.color) : env.paint(env.gaugeTint, in: bounds)
        let round = StrokeStyle(lineWidth: lineWidth, lineCap: .round)
        if hidden {
            return FirmwarePlaceholder.tagged([.stroke(arc(from, to), paint, round)])
        }
        var items: [DisplayItem] = []
        let valueAngle = from + (to - from) * fraction
        if gauge.style == .accessoryCircularCapacity || gauge.style == .accessoryLinearCapacity {
            items.append(.stroke(arc(from, to), paint.opacity(0.3), round))
            if fraction > 0 { items.append(.stroke(arc(from, valueAngle), paint, round)) }
        } else {
            let mark = Point(x: center.x + radius * cos(valueAngle), y: center.y + radius * sin(valueAngle))
            let reach = radius + lineWidth
            let bounds = Rect(x: center.x - reach, y: center.y - reach, width: 2 * reach, height: 2 * reach)
            items.append(GaugeKnockout.track([.stroke(arc(from, to), paint, round)], cutAt: mark, diameter: 7, within: bounds))
            items.append(.fill(Path(ellipseIn: Rect(x: mark.x - 2, y: mark.y - 2, width: 4, height: 4)), .color(.white)))
        }
        // End labels curve along the same circle just past each end of the arc.
        for (end, angle, beyond) in [(ends[0], from, -1.0), (ends[1], to, 1.0)] {
            guard let end else { continue }
            let at = angle + direction * beyond * end.sweep / 2
            items += end.text.items(
                center: center, radius: radius - end.text.shaped.metrics.capHeight / 2, angle: at, clockwise: g.corner.readsClockwise)
        }
        return items
    }
}

extension ViewNode {
    /// The tree without its first `widgetLabel` marker, and that label. The label may sit
    /// anywhere in the content (inside a `GeometryReader`, a stack or a group), as WidgetKit
    /// finds it wherever the widget attached it; what the modifiers around it pass down (a
    /// tint, a font, accent and privacy marks) reaches it, as an environment does.
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
            return (.modified(rest, modifier), modifier.passesDown ? label.map { .modified($0, modifier) } : label)
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
    /// `items` in the accent group when the modifiers around this node mark it
    /// `widgetAccentable()` (the innermost mark wins), as the layout tree tags such views.
    func accented(_ items: [DisplayItem]) -> [DisplayItem] {
        var node = self, accentable = false
        while case .modified(let inner, let modifier) = node {
            if case .marker(.accentable(let on)) = modifier { accentable = on }
            node = inner
        }
        return accentable && !items.isEmpty ? [.group(DisplayGroup(tag: .accent, items: items))] : items
    }

    func unwrappingEnvironment(_ env: EnvironmentValues) -> (ViewNode, EnvironmentValues) {
        guard case .modified(let inner, let modifier) = self else { return (self, env) }
        var env = env
        _ = env.apply(modifier)
        return inner.unwrappingEnvironment(env)
    }
}

extension ViewModifierNode {
    /// Whether the modifier only sets what views inside inherit: the environment modifiers
    /// and the accent, privacy and symbol marks.
    var passesDown: Bool {
        switch self {
        case .foregroundStyle, .imageScale, .tint, .font, .fontWeight, .fontDesign, .textOption, .locale, .timeZone, .calendar, .colorScheme,
            .marker(.accentable), .marker(.accentedRenderingMode), .marker(.privacySensitive), .marker(.redacted),
            .marker(.unredacted), .marker(.symbolRenderingMode):
            true
        default: false
        }
    }
}

extension PlacedView {
    /// The same tree moved by (dx, dy).
    func offsetBy(dx: Double, dy: Double) -> PlacedView {
        PlacedView(kind: kind, frame: frame.offsetBy(dx: dx, dy: dy), children: children.map { $0.offsetBy(dx: dx, dy: dy) })
    }
}
