import CPlainDraw
import Foundation
import GlanceCairo
import GlanceGraphics

/// A display list flattened for `CPlainDraw`: ops, path elements, paints, stops and dashes in
/// arrays, strings and images copied into memory this value owns until it is freed. Made once per
/// picture, outside the timed part.
final class PlainDrawList {
    private(set) var ops: [glance_plain_op] = []
    private(set) var elements: [glance_plain_element] = []
    private(set) var glyphs: [glance_plain_glyph] = []
    /// The strings shaped so far, with their font and size: a later run setting one again
    /// (a curved label's next glyph) is not shaped again.
    private var shaped = Set<ShapedKey>()

    private struct ShapedKey: Hashable {
        var text: String
        var font: FontFaceID
        var size: Double
    }
    private(set) var paints: [glance_plain_paint] = []
    private(set) var stops: [glance_plain_stop] = []
    private(set) var dashes: [Double] = []
    /// Strings and pixels handed to C, freed with the list.
    private var owned: [UnsafeMutableRawPointer] = []

    /// Flattens `list`; `font` gives each run's font its index in the reference's font table.
    init(_ list: DisplayList, font: (FontFaceID) -> Int32) {
        add(list.items, font: font)
    }

    deinit { owned.forEach { free($0) } }

    private func add(_ items: [DisplayItem], font: (FontFaceID) -> Int32) {
        for item in items {
            switch item {
            case .fill(let path, let paint, let rule):
                var op = self.op(GLANCE_PLAIN_FILL, path: path)
                op.paint = add(paint)
                op.even_odd = rule == .evenOdd ? 1 : 0
                ops.append(op)
            case .stroke(let path, let paint, let style):
                var op = self.op(GLANCE_PLAIN_STROKE, path: path)
                op.paint = add(paint)
                op.line_width = style.lineWidth
                op.miter_limit = style.miterLimit
                op.cap = Int32([.butt: 0, .round: 1, .square: 2][style.lineCap]!)
                op.join = Int32([.miter: 0, .round: 1, .bevel: 2][style.lineJoin]!)
                op.first_dash = Int32(dashes.count)
                op.dash_count = Int32(style.dash.count)
                op.dash_phase = style.dashPhase
                dashes += style.dash
                ops.append(op)
            case .text(let run):
                var op = glance_plain_op()
                op.kind = GLANCE_PLAIN_TEXT
                op.paint = add(run.paint)
                op.text = UnsafePointer(keep(strdup(run.text)))
                op.font = font(run.font)
                op.size = run.size
                op.x = run.origin.x
                op.y = run.origin.y
                op.shape = shaped.insert(ShapedKey(text: run.text, font: run.font, size: run.size)).inserted ? 1 : 0
                op.first_glyph = Int32(glyphs.count)
                op.glyph_count = Int32(run.glyphs.count)
                glyphs += run.glyphs.map { glance_plain_glyph(id: $0.id, x: $0.position.x, y: $0.position.y) }
                ops.append(op)
            case .image(let image):
                var op = glance_plain_op()
                op.kind = GLANCE_PLAIN_IMAGE
                let bytes = keep(malloc(max(1, image.bitmap.pixels.count)))
                image.bitmap.pixels.withUnsafeBytes { bytes.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
                op.pixels = UnsafePointer(bytes.assumingMemoryBound(to: UInt8.self))
                (op.pixel_width, op.pixel_height) = (Int32(image.bitmap.width), Int32(image.bitmap.height))
                (op.x, op.y, op.width, op.height) = (image.rect.minX, image.rect.minY, image.rect.size.width, image.rect.size.height)
                op.even_odd = image.interpolation == .nearest ? 1 : 0
                ops.append(op)
            case .group(let group):
                var begin = group.clip.map { self.op(GLANCE_PLAIN_GROUP_BEGIN, path: $0) } ?? glance_plain_op()
                begin.kind = GLANCE_PLAIN_GROUP_BEGIN
                begin.has_clip = group.clip == nil ? 0 : 1
                let t = group.transform
                begin.matrix = (t.a, t.b, t.c, t.d, t.tx, t.ty)
                begin.opacity = group.opacity
                begin.op = Int32(CairoRasterizer.cairoOperator(group.blend).rawValue)
                begin.has_mask = group.mask == nil ? 0 : 1
                ops.append(begin)
                add(group.items, font: font)
                if let mask = group.mask {
                    var op = glance_plain_op()
                    op.kind = GLANCE_PLAIN_MASK_BEGIN
                    ops.append(op)
                    add(mask, font: font)
                }
                var end = glance_plain_op()
                end.kind = GLANCE_PLAIN_GROUP_END
                ops.append(end)
            }
        }
    }

    private func keep<T>(_ pointer: UnsafeMutablePointer<T>?) -> UnsafeMutablePointer<T> {
        owned.append(UnsafeMutableRawPointer(pointer!))
        return pointer!
    }

    private func keep(_ pointer: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer {
        owned.append(pointer!)
        return pointer!
    }

    /// An op of `kind` whose path (or clip) is `path`, its quadratic curves raised to cubics.
    private func op(_ kind: glance_plain_kind, path: Path) -> glance_plain_op {
        var op = glance_plain_op()
        op.kind = kind
        op.first_element = Int32(elements.count)
        var current = Point(x: 0, y: 0), start = current
        for element in path.elements {
            var e = glance_plain_element()
            switch element {
            case .move(let p):
                (e.verb, e.x.0, e.y.0) = (GLANCE_PLAIN_MOVE, p.x, p.y)
                (current, start) = (p, p)
            case .line(let p):
                (e.verb, e.x.0, e.y.0) = (GLANCE_PLAIN_LINE, p.x, p.y)
                current = p
            case .quadCurve(let p, let c):
                e.verb = GLANCE_PLAIN_CURVE
                (e.x.0, e.y.0) = (current.x + 2 / 3 * (c.x - current.x), current.y + 2 / 3 * (c.y - current.y))
                (e.x.1, e.y.1) = (p.x + 2 / 3 * (c.x - p.x), p.y + 2 / 3 * (c.y - p.y))
                (e.x.2, e.y.2) = (p.x, p.y)
                current = p
            case .curve(let p, let c1, let c2):
                e.verb = GLANCE_PLAIN_CURVE
                (e.x.0, e.y.0, e.x.1, e.y.1, e.x.2, e.y.2) = (c1.x, c1.y, c2.x, c2.y, p.x, p.y)
                current = p
            case .closeSubpath:
                e.verb = GLANCE_PLAIN_CLOSE
                current = start
            }
            elements.append(e)
        }
        op.element_count = Int32(elements.count) - op.first_element
        return op
    }

    /// `paint`'s index, its stops appended.
    private func add(_ paint: Paint) -> Int32 {
        var p = glance_plain_paint()
        func addStops(_ list: [GradientStop]) {
            p.first_stop = Int32(stops.count)
            p.stop_count = Int32(list.count)
            for s in list {
                stops.append(glance_plain_stop(location: s.location, red: s.color.red, green: s.color.green, blue: s.color.blue, alpha: s.color.alpha))
            }
        }
        switch paint {
        case .color(let c):
            (p.kind, p.red, p.green, p.blue, p.alpha) = (GLANCE_PLAIN_SOLID, c.red, c.green, c.blue, c.alpha)
        case .linearGradient(let g):
            (p.kind, p.x0, p.y0, p.x1, p.y1) = (GLANCE_PLAIN_LINEAR, g.start.x, g.start.y, g.end.x, g.end.y)
            addStops(g.stops)
        case .radialGradient(let g):
            (p.kind, p.x0, p.y0, p.r0, p.r1) = (GLANCE_PLAIN_RADIAL, g.center.x, g.center.y, g.startRadius, g.endRadius)
            addStops(g.stops)
        case .angularGradient(let g):
            (p.kind, p.x0, p.y0, p.r1) = (GLANCE_PLAIN_ANGULAR, g.center.x, g.center.y, g.radius)
            (p.start_angle, p.end_angle) = (g.startAngle, g.endAngle)
            addStops(g.stops)
        }
        paints.append(p)
        return Int32(paints.count - 1)
    }
}
