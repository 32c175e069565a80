import CCairo
import GlanceGraphics

/// Display items drawn onto the context: each kind, groups, masks and images.
extension CairoRasterizer {
    /// Draws `items`, each by a fast path where one takes it, else by cairo.
    func draw(_ items: [DisplayItem], _ cr: OpaquePointer) throws {
        // Each item is looked at where it lies: `for item in items` copies every item, and
        // with it each reference it holds, which was a tenth of drawing a line of text again.
        try items.withUnsafeBufferPointer { try draw($0, cr) }
    }

    private func draw(_ items: UnsafeBufferPointer<DisplayItem>, _ cr: OpaquePointer) throws {
        for index in items.indices {
            if !fastPaths.isEmpty, try drawFast(items[index], cr) { continue }
            switch items[index] {
            case .fill(_, let paint, _), .stroke(_, let paint, _):
                withSource(paint, cr) { drawShape(items[index], cr) }
            case .text(let run):
                try drawText(run, cr)
            case .image(let image):
                try drawImage(image, cr)
            case .group(let group):
                try drawGroup(group, cr)
            }
        }
    }

    /// Fills or strokes `item` (a fill or a stroke) with the source set, and marks its ink. A
    /// stroke under a clip that is not a box of whole pixels goes through its coverage
    /// (`ClippedStrokes`), kept when `keepingCoverage`.
    func drawShape(_ item: DisplayItem, _ cr: OpaquePointer, keepingCoverage: Bool = false) {
        switch item {
        case .fill(let path, let paint, let rule):
            addPath(path, cr)
            cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            cairo_fill(cr)
            markInk(path.bounds, paint, cr)
        case .stroke(let path, let paint, let style):
            let stroke = { (cr: OpaquePointer) in
                self.addPath(path, cr)
                self.apply(style, cr)
                cairo_stroke(cr)
            }
            if clip != .shape || !clippedStrokes.draw(path, style, cr, keeping: keepingCoverage, render: stroke) { stroke(cr) }
            // Past the path by half the line, further at a miter or a square cap's corner.
            markInk(path.bounds, paint, cr, margin: style.lineWidth / 2 * max(style.lineJoin == .miter ? style.miterLimit : 0, 1.5))
        case .text, .image, .group:
            break
        }
    }

    /// Draws a group under its transform and clip (which the clips in force take in), faded
    /// or blended through a pushed group when translucent or not `.normal`, or through its mask.
    func drawGroup(_ group: DisplayGroup, _ cr: OpaquePointer) throws {
        guard group.opacity > 0 else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        if !group.transform.isIdentity {
            let t = group.transform
            var m = cairo_matrix_t()
            cairo_matrix_init(&m, t.a, t.b, t.c, t.d, t.tx, t.ty)
            cairo_transform(cr, &m)
        }
        let (outerClip, outerArea) = (clip, clipArea)
        defer { (clip, clipArea) = (outerClip, outerArea) }
        if let path = group.clip {
            addPath(path, cr)
            cairo_clip(cr)
            var m = cairo_matrix_t()
            cairo_get_matrix(cr, &m)
            clip = clip.adding(path, xx: m.xx, yx: m.yx, xy: m.xy, yy: m.yy, x0: m.x0, y0: m.y0)
            clipArea = clipArea.intersection(
                PixelBox(around: path.bounds, AffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0), margin: 0))
        }
        // A blended group is drawn on its own, in a pushed group: there the fast paths, which
        // composite over the canvas itself, answer "not mine" (`DirectTarget`).
        let isolated = group.opacity < 1 || group.blend != .normal
        if isolated { cairo_push_group(cr) }
        if let mask = group.mask {
            try drawMasked(group.items, by: mask, cr)
        } else {
            try draw(group.items, cr)
        }
        if isolated {
            cairo_pop_group_to_source(cr)
            cairo_set_operator(cr, Self.cairoOperator(group.blend))
            if group.opacity < 1 { cairo_paint_with_alpha(cr, group.opacity) } else { cairo_paint(cr) }
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            markInkUnderClip()
        }
    }

    /// Draws `items` with their alpha multiplied by the alpha `mask` draws: each is drawn into
    /// its own group, then the content is painted through the mask.
    func drawMasked(_ items: [DisplayItem], by mask: [DisplayItem], _ cr: OpaquePointer) throws {
        cairo_push_group(cr)
        try draw(items, cr)
        let content = cairo_pop_group(cr)
        defer { cairo_pattern_destroy(content) }
        cairo_push_group(cr)
        try draw(mask, cr)
        let alpha = cairo_pop_group(cr)
        defer { cairo_pattern_destroy(alpha) }
        cairo_set_source(cr, content)
        cairo_mask(cr, alpha)
        markInkUnderClip()
    }

    /// Paints a bitmap into its rectangle, filtered as it asks, and marks its ink.
    func drawImage(_ image: ImageItem, _ cr: OpaquePointer) throws {
        guard image.bitmap.width > 0, image.bitmap.height > 0, !image.rect.isEmpty else { return }
        try CairoSurface.withSurface(over: image.bitmap) { surface in
            cairo_save(cr)
            defer { cairo_restore(cr) }
            cairo_translate(cr, image.rect.minX, image.rect.minY)
            cairo_scale(cr, image.rect.width / Double(image.bitmap.width), image.rect.height / Double(image.bitmap.height))
            cairo_set_source_surface(cr, surface, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cr), image.interpolation == .nearest ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_GOOD)
            cairo_paint(cr)
        }
        // Filtering spreads an edge pixel over about one source pixel each way: two, to be safe.
        let sourcePixel = max(image.rect.width / Double(image.bitmap.width), image.rect.height / Double(image.bitmap.height))
        markInk(image.rect, nil, cr, margin: 2 * sourcePixel)
    }
}
