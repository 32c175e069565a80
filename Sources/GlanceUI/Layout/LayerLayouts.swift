import GlanceGraphics
/// `background` and `overlay`: the primary view sets the size; the secondary is offered it
/// and aligned within.
final class LayerLayout: LayoutNode {
    let primary: LayoutNode
    let secondary: LayoutNode
    let alignment: Alignment
    let behind: Bool

    init(primary: LayoutNode, secondary: LayoutNode, alignment: Alignment, behind: Bool) {
        (self.primary, self.secondary, self.alignment, self.behind) = (primary, secondary, alignment, behind)
        super.init(kind: behind ? "background" : "overlay")
    }

    override var isText: Bool { primary.isText }

    override func computeSize(_ p: ProposedSize) -> Size { primary.size(for: p) }

    override func baseline(first: Bool, in size: Size) -> Double? { primary.baseline(first: first, in: size) }

    override func draw(in rect: Rect, _ canvas: inout LayoutCanvas) -> [PlacedView] {
        let secondaryRect = alignment.place(secondary, size: secondary.size(for: ProposedSize(rect.size)), in: rect)
        if behind {
            let back = secondary.place(in: secondaryRect, &canvas)
            return [primary.place(in: rect, &canvas), back]
        }
        let front = primary.place(in: rect, &canvas)
        return [front, secondary.place(in: secondaryRect, &canvas)]
    }
}

/// `opacity`, `clipped`, `clipShape`, `rotationEffect`, `scaleEffect`, `transformEffect` and
/// `blendMode`: the child drawn as one group with an alpha, a clip, a transform or a blend;
/// its frame for layout is unchanged.
final class GroupLayout: WrapperLayout {
    enum Effect: Sendable {
        case opacity(Double)
        case clip(ShapeOutline)
        case rotation(Angle, anchor: UnitPoint)
        case scale(x: Double, y: Double, anchor: UnitPoint)
        /// In the child's coordinates: the origin is its frame's top-leading corner.
        case transform(AffineTransform)
        case blend(BlendOperator)
    }

    let effect: Effect

    init(_ effect: Effect, child: LayoutNode) {
        self.effect = effect
        super.init(label: .effect(effect), child: child)
    }

    /// The effect as a placement names it.
    static func name(of effect: Effect) -> String {
        switch effect {
        case .opacity(let o): "opacity \(o.compact)"
        case .clip(.rectangle): "clipped"
        case .clip(let outline): "clipShape \(outline.name)"
        case .rotation(let angle, _): "rotationEffect \(angle.degrees.compact)°"
        case .scale(let x, let y, _): "scaleEffect \(x.compact)×\(y.compact)"
        case .transform: "transformEffect"
        case .blend(let blend): "blendMode \(blend.rawValue)"
        }
    }

    override func draw(in rect: Rect, _ canvas: inout LayoutCanvas) -> [PlacedView] {
        switch effect {
        case .opacity(let o):
            let opacity = min(1, max(0, o))
            if opacity == 1 { return [child.place(in: rect, &canvas)] }
            return [canvas.group({ DisplayGroup(opacity: opacity, items: $0) }) { child.place(in: rect, &$0) }]
        case .clip(let outline):
            let clip = outline.path(in: canvas.snap(rect))
            return [canvas.group({ DisplayGroup(clip: clip, items: $0) }) { child.place(in: rect, &$0) }]
        case .rotation(let angle, let anchor):
            let (ax, ay) = (rect.minX + anchor.x * rect.width, rect.minY + anchor.y * rect.height)
            let turn = AffineTransform(translationX: -ax, y: -ay).concatenating(AffineTransform(rotation: angle.radians))
                .concatenating(AffineTransform(translationX: ax, y: ay))
            return [canvas.group({ DisplayGroup(transform: turn, items: $0) }) { child.place(in: rect, &$0) }]
        case .scale(let x, let y, let anchor):
            let (ax, ay) = (rect.minX + anchor.x * rect.width, rect.minY + anchor.y * rect.height)
            let scale = AffineTransform(a: x, b: 0, c: 0, d: y, tx: ax - x * ax, ty: ay - y * ay)
            return [canvas.group({ DisplayGroup(transform: scale, items: $0) }) { child.place(in: rect, &$0) }]
        case .transform(let t):
            let placed = AffineTransform(translationX: -rect.minX, y: -rect.minY).concatenating(t)
                .concatenating(AffineTransform(translationX: rect.minX, y: rect.minY))
            return [canvas.group({ DisplayGroup(transform: placed, items: $0) }) { child.place(in: rect, &$0) }]
        case .blend(let blend):
            return [canvas.group({ DisplayGroup(blend: blend, items: $0) }) { child.place(in: rect, &$0) }]
        }
    }
}

/// Draws its child inside a display group tagged with where the drawing came from. Content the
/// firmware hides (`.firmwareHidden`) reports no more than its pixels show: where its views
/// went and what kind each is, never the text, names, colours or effects inside, nor its
/// warnings, so no printed layout or report carries what a locked device hides.
final class TagLayout: WrapperLayout {
    let tag: DisplayTag

    init(_ tag: DisplayTag, child: LayoutNode) {
        self.tag = tag
        super.init(label: tag == .firmwareHidden ? child.label.hidden : child.label, child: child)
    }

    override func draw(in rect: Rect, _ canvas: inout LayoutCanvas) -> [PlacedView] {
        let tag = self.tag
        guard tag == .firmwareHidden else { return canvas.group({ DisplayGroup(tag: tag, items: $0) }) { child.draw(in: rect, &$0) } }
        var hidden = LayoutCanvas(scale: canvas.scale)
        let placed = child.draw(in: rect, &hidden)
        if !hidden.items.isEmpty { canvas.items.append(.group(DisplayGroup(tag: tag, items: hidden.items))) }
        // Fits keep their sizes (the frames show them) but not their text; warnings name what is hidden.
        canvas.textFits += hidden.textFits.map { TextFit(text: "", requestedSize: $0.requestedSize, drawnSize: $0.drawnSize, truncated: $0.truncated) }
        return placed.map(\.hidingContent)
    }
}
