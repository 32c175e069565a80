import GlanceGraphics
/// `mask`: the child drawn only where the mask view (offered the child's size, aligned)
/// draws, each point at the mask's alpha.
final class MaskLayout: WrapperLayout {
    let mask: LayoutNode
    let alignment: Alignment

    init(mask: LayoutNode, alignment: Alignment, child: LayoutNode) {
        (self.mask, self.alignment) = (mask, alignment)
        super.init(kind: "mask", child: child)
    }

    override func draw(in rect: Rect, _ canvas: inout LayoutCanvas) -> [PlacedView] {
        var maskCanvas = LayoutCanvas(scale: canvas.scale)
        let maskRect = alignment.place(mask.size(for: ProposedSize(rect.size)), in: rect)
        let placedMask = mask.place(in: maskRect, &maskCanvas)
        canvas.takeNotes(from: maskCanvas)
        let maskItems = maskCanvas.items
        let placed = canvas.group({ DisplayGroup(mask: maskItems, items: $0) }) { child.place(in: rect, &$0) }
        return [placed, placedMask]
    }
}

/// `saturation`, `grayscale` and `brightness`: every colour the child draws changed.
final class ColorEffectLayout: WrapperLayout {
    let effect: ColorEffect

    init(_ effect: ColorEffect, child: LayoutNode) {
        self.effect = effect
        super.init(label: .colorEffect(effect), child: child)
    }

    /// The effect as a placement names it.
    static func name(of effect: ColorEffect) -> String {
        switch effect {
        case .saturation(let a): "saturation \(a.compact)"
        case .grayscale(let a): "grayscale \(a.compact)"
        case .brightness(let a): "brightness \(a.compact)"
        case .silhouette(let c): "silhouette \(c)"
        }
    }

    override func draw(in rect: Rect, _ canvas: inout LayoutCanvas) -> [PlacedView] {
        var nested = LayoutCanvas(scale: canvas.scale)
        let placed = child.place(in: rect, &nested)
        canvas.takeNotes(from: nested)
        let effect = self.effect
        canvas.items += nested.items.map { $0.mapColors(effect.apply) }
        return [placed]
    }
}

/// `shadow`: the child placed once, its drawing repeated behind it in the shadow's colour (each
/// item's coverage kept) at each of the shadow's offsets.
final class ShadowLayout: WrapperLayout {
    let shadow: ShadowEffect

    init(_ shadow: ShadowEffect, child: LayoutNode) {
        self.shadow = shadow
        super.init(kind: "shadow", child: child)
    }

    override func draw(in rect: Rect, _ canvas: inout LayoutCanvas) -> [PlacedView] {
        var nested = LayoutCanvas(scale: canvas.scale)
        let placed = child.place(in: rect, &nested)
        canvas.takeNotes(from: nested)
        let shade = ColorEffect.silhouette(shadow.copyColor)
        // The silhouette is the widget's own drawing in the colour it chose, outside anything it
        // marked: of hidden content it repeats only the placeholders' frames, so it is not hidden
        // content itself (privacy-leak would take its shadow colour for a leak).
        let silhouette = nested.items.map { $0.mapColors(shade.apply).droppingHiddenTags }
        for offset in shadow.offsets {
            canvas.items.append(.group(DisplayGroup(transform: AffineTransform(translationX: offset.x, y: offset.y), items: silhouette)))
        }
        canvas.items += nested.items
        return [placed]
    }
}

extension DisplayItem {
    /// The item with its groups' privacy tags (`privacySensitive`, `firmwareHidden`) dropped.
    fileprivate var droppingHiddenTags: DisplayItem {
        guard case .group(var group) = self else { return self }
        if group.tag == .privacySensitive || group.tag == .firmwareHidden { group.tag = nil }
        group.items = group.items.map(\.droppingHiddenTags)
        return .group(group)
    }
}

/// `containerBackground` where the system shows it: the background fills the whole slot (not
/// just the marked view), in the slot's shape, behind the content.
final class ContainerBackgroundLayout: WrapperLayout {
    let background: LayoutNode
    let slot: Rect
    let shape: ShapeOutline

    init(background: LayoutNode, environment: EnvironmentValues, child: LayoutNode) {
        self.background = background
        (slot, shape) = (environment.geometryFrame, environment.containerShape)
        super.init(label: child.label, child: child)
    }

    override func draw(in rect: Rect, _ canvas: inout LayoutCanvas) -> [PlacedView] {
        let clip = shape.path(in: canvas.snap(slot))
        let back = canvas.group({ DisplayGroup(clip: clip, items: $0) }) { background.place(in: slot, &$0) }
        return [back, child.place(in: rect, &canvas)]
    }
}
