import GlanceGraphics

/// A drawn primitive located on the canvas: what geometric checks look at.
struct PlacedItem {
    var item: DisplayItem
    /// Its box on the canvas, in points, cut by any clip around it.
    var bounds: Rect
    /// The transform from the item's coordinates to the canvas.
    var transform: AffineTransform
    /// How much its transforms scale lengths (for line widths).
    var scale: Double
    /// The tags of the groups around it.
    var tags: [DisplayTag]
    /// The product of the opacities of the groups around it inside hidden content (from the
    /// outermost `.privacySensitive` or `.firmwareHidden` group in): what the widget chose there.
    var opacityInHidden: Double = 1
    /// Whether a group around it inside hidden content has a mask.
    var maskedInHidden = false
}

extension DisplayList {
    /// Every leaf item (fills, strokes, text, images) with its box on the canvas.
    var placedItems: [PlacedItem] {
        var out: [PlacedItem] = []
        func walk(_ items: [DisplayItem], _ t: AffineTransform, _ clip: Rect?, _ tags: [DisplayTag], _ opacity: Double, _ masked: Bool) {
            let hiddenAbove = tags.contains(.privacySensitive) || tags.contains(.firmwareHidden)
            for item in items {
                if case .group(let g) = item {
                    let inner = g.transform.concatenating(t)
                    var c = clip
                    if let path = g.clip {
                        let r = path.bounds.applying(inner)
                        c = c.map { $0.intersection(r) ?? Rect(origin: r.origin, size: .zero) } ?? r
                    }
                    // Opacity and masks count from where hidden content starts: outside it, the
                    // widget's own unmarked drawing may fade or mask what it likes (and `opacity`
                    // and `masked` stay 1 and false until then).
                    let inHidden = hiddenAbove || g.tag == .privacySensitive || g.tag == .firmwareHidden
                    walk(g.items, inner, c, tags + (g.tag.map { [$0] } ?? []), inHidden ? opacity * g.opacity : 1, inHidden && (masked || g.mask != nil))
                    continue
                }
                guard var box = item.localBounds?.applying(t) else { continue }
                if let clip {
                    guard let cut = box.intersection(clip), !cut.isEmpty else { continue }
                    box = cut
                }
                out.append(PlacedItem(item: item, bounds: box, transform: t, scale: t.lengthScale, tags: tags, opacityInHidden: opacity, maskedInHidden: masked))
            }
        }
        walk(items, .identity, nil, [], 1, false)
        return out
    }
}

extension DisplayItem {
    /// The item's box in its own coordinates; text by its glyphs' advance and a generous
    /// ascent and descent.
    var localBounds: Rect? {
        switch self {
        case .fill(let path, _, _): return path.isEmpty ? nil : path.tightBounds
        case .stroke(let path, _, let style):
            guard !path.isEmpty else { return nil }
            let b = path.tightBounds, w = style.lineWidth / 2
            return Rect(x: b.minX - w, y: b.minY - w, width: b.width + 2 * w, height: b.height + 2 * w)
        case .text(let run):
            guard !run.glyphs.isEmpty else { return nil }
            let x = run.origin.x + (run.glyphs.first?.position.x ?? 0)
            return Rect(x: x, y: run.origin.y - 0.75 * run.size, width: run.width, height: 0.95 * run.size)
        case .image(let image): return image.rect
        case .group: return nil
        }
    }
}

extension Rect {
    /// The box around this rectangle's corners mapped through `t`.
    func applying(_ t: AffineTransform) -> Rect {
        if t.isIdentity { return self }
        let corners = [Point(x: minX, y: minY), Point(x: maxX, y: minY), Point(x: minX, y: maxY), Point(x: maxX, y: maxY)].map { t.apply(to: $0) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}

extension AffineTransform {
    /// How much the transform scales a length (the geometric mean of its axes).
    var lengthScale: Double {
        let o = apply(to: Point(x: 0, y: 0)), x = apply(to: Point(x: 1, y: 0)), y = apply(to: Point(x: 0, y: 1))
        let sx = ((x.x - o.x) * (x.x - o.x) + (x.y - o.y) * (x.y - o.y)).squareRoot()
        let sy = ((y.x - o.x) * (y.x - o.x) + (y.y - o.y) * (y.y - o.y)).squareRoot()
        return (sx * sy).squareRoot()
    }
}
