import GlanceGraphics

/// What a display list paints, cut up to find what changed between two frames: the units a
/// frame is drawn in (an item, or a faded or masked group drawn whole), each with the device
/// pixels it may touch, and the leaves compared between frames (a unit, or each glyph of a run).
struct DrawnLeaves {
    /// Something drawn in one go, in painting order.
    struct Unit {
        var box: PixelBox
        /// Its leaves, the inked glyphs of a run or the unit itself.
        var leaves: Range<Int>
        /// Whether a clip that cuts through it leaves the pixels inside as they were (see
        /// `isClippable`); any other unit is repainted whole or not at all.
        var clippable: Bool
        /// A faded, masked or blended group: cairo draws it into a surface as large as the
        /// clip, so its pixels change with any clip, even one around all of it.
        var isolated: Bool
    }

    /// What one leaf is, compared between frames: its pixels depend on nothing else.
    enum Content: Equatable {
        /// Glyph `id` at (`x`, `y`) in the user space of the run's `style` (an index into `styles`).
        case glyph(id: UInt32, x: Double, y: Double, style: Int)
        /// An item under a transform to the canvas (an index into `items`).
        case item(Int)
    }

    struct Leaf {
        var box: PixelBox
        /// The unit it belongs to.
        var unit: Int
        var content: Content
        /// The clips in force (an index into `contexts`).
        var context: Int
    }

    /// How a run's glyphs are drawn: face, size, paint and the transform to the canvas.
    struct RunStyle: Equatable {
        var font: FontFaceID, size: Double, paint: Paint, transform: AffineTransform
    }

    /// A clip in force: its path and the transform to the canvas it was set under.
    struct Clip: Equatable {
        var path: Path, transform: AffineTransform
    }

    /// A group drawn in place (its items painted straight onto the canvas), in the order such
    /// groups are met depth first: its units and how many such groups it holds, itself included.
    struct Span {
        var units: Range<Int>, groups: Int
    }

    private(set) var units: [Unit] = []
    private(set) var leaves: [Leaf] = []
    private(set) var spans: [Span] = []
    private(set) var styles: [RunStyle] = []
    /// The items of leaves that are not glyphs, each with its transform to the canvas.
    private(set) var items: [(item: DisplayItem, transform: AffineTransform)] = []
    private(set) var contexts: [[Clip]] = [[]]

    /// Cuts up `list` drawn at `scale` on a canvas of `canvas` pixels.
    init(_ list: DisplayList, scale: Double, canvas: PixelBox, glyphs: GlyphBoxes) throws {
        try add(list.items, AffineTransform(scaleX: scale, y: scale), context: 0, within: canvas, clip: .none, glyphs: glyphs)
    }

    private mutating func add(
        _ items: [DisplayItem], _ t: AffineTransform, context: Int, within clipBox: PixelBox, clip: DeviceClip, glyphs: GlyphBoxes
    ) throws {
        for item in items {
            if case .group(let group) = item, group.isDrawnInPlace {
                let inner = group.transform.concatenating(t)
                var (innerContext, innerBox, innerClip) = (context, clipBox, clip)
                if let path = group.clip {
                    contexts.append(contexts[context] + [Clip(path: path, transform: inner)])
                    innerContext = contexts.count - 1
                    innerBox = clipBox.intersection(PixelBox(around: path.bounds, inner, margin: 1))
                    innerClip = clip.adding(path, xx: inner.a, yx: inner.b, xy: inner.c, yy: inner.d, x0: inner.tx, y0: inner.ty)
                }
                let span = spans.count, first = units.count
                spans.append(Span(units: first..<first, groups: 0))
                try add(group.items, inner, context: innerContext, within: innerBox, clip: innerClip, glyphs: glyphs)
                spans[span] = Span(units: first..<units.count, groups: spans.count - span)
                continue
            }
            let first = leaves.count
            var box = PixelBox.empty
            func addWhole(_ box: PixelBox) {
                self.items.append((item: item, transform: t))
                leaves.append(Leaf(box: box, unit: units.count, content: .item(self.items.count - 1), context: context))
            }
            // Under a clip that is not a box of whole pixels, cairo masks with the clip's own
            // coverage, made for the clipped extents: nothing there may be cut.
            let clippable = clip != .shape && Self.isClippable(item, t)
            if case .text(let run) = item, try glyphs.face(run.font).hasColor {
                // Emoji are images, repainted whole.
                box = Self.colorBox(run, t).intersection(clipBox)
                addWhole(box)
            } else if case .text(let run) = item {
                let face = try glyphs.face(run.font)
                let inks = run.glyphs.map { Self.ink(of: $0, in: run, face: face) }
                if clippable, let separate = Self.surelySeparate(inks, t) {
                    // Glyph by glyph: cairo composites them one at a time in every frame.
                    let style = styles.count
                    styles.append(RunStyle(font: run.font, size: run.size, paint: run.paint, transform: t))
                    for (glyph, ink) in zip(run.glyphs, separate) {
                        guard let ink else { continue }
                        let glyphBox = PixelBox(around: ink, t, margin: 2).intersection(clipBox)
                        let (x, y) = (run.origin.x + glyph.position.x, run.origin.y + glyph.position.y)
                        leaves.append(Leaf(box: glyphBox, unit: units.count, content: .glyph(id: glyph.id, x: x, y: y, style: style), context: context))
                        box = box.union(glyphBox)
                    }
                } else {
                    // As a whole: where glyphs may overlap, cairo adds them up in one mask, and a
                    // pixel two glyphs share comes out unlike the same pixel composited twice.
                    box = Self.box(of: inks, t).intersection(clipBox)
                    addWhole(box)
                }
            } else {
                box = try Self.box(of: item, t, glyphs: glyphs).intersection(clipBox)
                addWhole(box)
            }
            var isolated = false
            if case .group = item { isolated = true }
            units.append(Unit(box: box, leaves: first..<leaves.count, clippable: clippable, isolated: isolated))
        }
    }

    /// Whether cairo paints the same pixels inside a clip whether or not the clip cuts through
    /// `item`: solid glyphs and boxes along the pixel axes. Elsewhere cairo starts its scan conversion, gradients and image sampling at
    /// the clipped extents, and a pixel may move by a few levels (up to 9 of 255, measured).
    static func isClippable(_ item: DisplayItem, _ t: AffineTransform) -> Bool {
        let paint: Paint
        let upright = t.b == 0 && t.c == 0
        switch item {
        case .text(let run):
            paint = run.paint
            guard upright else { return false }
        case .fill(let path, let p, _):
            paint = p
            guard upright && path.isAxisAlignedBox else { return false }
        case .stroke, .image, .group:
            return false
        }
        if case .color = paint { return true }
        return false
    }

    /// What a glyph inks, in the run's user space.
    enum Ink {
        case none, unknown
        case rect(Rect)
    }

    static func ink(of glyph: PositionedGlyph, in run: TextRun, face: GlyphBoxes.Face) -> Ink {
        guard let ink = face.box(glyph.id) else { return .none }
        guard !ink.isUnknown else { return .unknown }
        let k = run.size / GlyphBoxes.referenceSize
        let (x, y) = (run.origin.x + glyph.position.x, run.origin.y + glyph.position.y)
        return .rect(Rect(x: x + Double(ink.x) * k, y: y + Double(ink.y) * k, width: Double(ink.width) * k, height: Double(ink.height) * k))
    }

    /// The pixels glyphs inking `inks` may touch under `t`: two pixels' room around each, as
    /// cairo puts each glyph on a whole pixel and its mask is whole pixels.
    static func box(of inks: [Ink], _ t: AffineTransform) -> PixelBox {
        var box = PixelBox.empty
        for ink in inks {
            switch ink {
            case .none: continue
            case .unknown: return .everywhere
            case .rect(let r): box = box.union(PixelBox(around: r, t, margin: 2))
            }
        }
        return box
    }

    /// The inks (`nil` for none) when cairo surely composites the glyphs one at a time, under
    /// an upright `t`: cairo does unless a glyph's box meets the box around those before it,
    /// and here none comes within a quarter pixel of it (cairo's boxes are its own, measured
    /// at the size drawn). `nil` otherwise.
    static func surelySeparate(_ inks: [Ink], _ t: AffineTransform) -> [Rect?]? {
        guard t.b == 0, t.c == 0 else { return nil }
        let room = 0.25
        var before: (x0: Double, y0: Double, x1: Double, y1: Double)?
        var out: [Rect?] = []
        out.reserveCapacity(inks.count)
        for ink in inks {
            switch ink {
            case .unknown: return nil
            case .none: out.append(nil)
            case .rect(let r):
                let (xa, xb, ya, yb) = (t.a * r.minX + t.tx, t.a * r.maxX + t.tx, t.d * r.minY + t.ty, t.d * r.maxY + t.ty)
                let (x0, x1, y0, y1) = (min(xa, xb), max(xa, xb), min(ya, yb), max(ya, yb))
                if let b = before, x1 + room > b.x0, x0 - room < b.x1, y1 + room > b.y0, y0 - room < b.y1 { return nil }
                before = before.map { (min($0.x0, x0), min($0.y0, y0), max($0.x1, x1), max($0.y1, y1)) } ?? (x0, y0, x1, y1)
                out.append(r)
            }
        }
        return out
    }

    /// The pixels `item` may touch under `t`, with room for anti-aliasing.
    static func box(of item: DisplayItem, _ t: AffineTransform, glyphs: GlyphBoxes) throws -> PixelBox {
        switch item {
        case .fill(let path, _, _):
            return PixelBox(around: path.bounds, t, margin: 2)
        case .stroke(let path, _, let style):
            // Half the width around the path; corners may reach further: a square cap by √2,
            // a miter join up to its limit (an arc has no corners).
            let reach = style.lineWidth / 2 * (path.circularArc != nil || style.lineJoin != .miter ? 1.5 : max(style.miterLimit, 1.5))
            let b = path.bounds
            return PixelBox(around: Rect(x: b.minX - reach, y: b.minY - reach, width: b.width + 2 * reach, height: b.height + 2 * reach), t, margin: 2)
        case .image(let image):
            return PixelBox(around: image.rect, t, margin: 2)
        case .text(let run):
            let face = try glyphs.face(run.font)
            if face.hasColor { return colorBox(run, t) }
            return box(of: run.glyphs.map { ink(of: $0, in: run, face: face) }, t)
        case .group(let group):
            guard group.opacity > 0 else { return .empty }
            let inner = group.transform.concatenating(t)
            // An operator that clears or replaces what is below reaches all its clip lets through.
            var box = group.blend.isBounded
                ? try group.items.reduce(PixelBox.empty) { $0.union(try Self.box(of: $1, inner, glyphs: glyphs)) } : .everywhere
            if let clip = group.clip { box = box.intersection(PixelBox(around: clip.bounds, inner, margin: 1)) }
            return box
        }
    }

    /// The pixels a colour run's images may touch under `t`.
    static func colorBox(_ run: TextRun, _ t: AffineTransform) -> PixelBox {
        CairoRasterizer.colorImages(run).reduce(PixelBox.empty) { $0.union(PixelBox(around: $1.rect, t, margin: 2)) }
    }
}
