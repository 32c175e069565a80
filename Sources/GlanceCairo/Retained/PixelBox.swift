import GlanceGraphics

/// A box of whole device pixels, `x0..<x1` by `y0..<y1`; empty when either side is not positive.
struct PixelBox: Hashable {
    var x0: Int, y0: Int, x1: Int, y1: Int

    static let empty = PixelBox(x0: 0, y0: 0, x1: 0, y1: 0)
    /// More than any canvas: cut down to one by intersecting.
    static let everywhere = PixelBox(x0: -1 << 40, y0: -1 << 40, x1: 1 << 40, y1: 1 << 40)

    var isEmpty: Bool { x1 <= x0 || y1 <= y0 }
    var area: Int { isEmpty ? 0 : (x1 - x0) * (y1 - y0) }

    /// The whole pixels around the points of `rect` mapped by `t`, grown by `margin` pixels on
    /// every side; empty for a rectangle mapped anywhere not finite.
    init(around rect: Rect, _ t: AffineTransform, margin: Double) {
        let p = t.apply(to: Point(x: rect.minX, y: rect.minY)), q = t.apply(to: Point(x: rect.maxX, y: rect.minY))
        let r = t.apply(to: Point(x: rect.minX, y: rect.maxY)), s = t.apply(to: Point(x: rect.maxX, y: rect.maxY))
        let (a, b) = (min(p.x, q.x, r.x, s.x) - margin, min(p.y, q.y, r.y, s.y) - margin)
        let (c, d) = (max(p.x, q.x, r.x, s.x) + margin, max(p.y, q.y, r.y, s.y) + margin)
        // Far beyond any canvas (a widget's offset gone wild) is as good as nowhere.
        guard a.isFinite, b.isFinite, c.isFinite, d.isFinite, a > -1e7, b > -1e7, c < 1e7, d < 1e7 else {
            self = .empty
            return
        }
        self.init(x0: Int(a.rounded(.down)), y0: Int(b.rounded(.down)), x1: Int(c.rounded(.up)), y1: Int(d.rounded(.up)))
    }

    init(x0: Int, y0: Int, x1: Int, y1: Int) {
        (self.x0, self.y0, self.x1, self.y1) = (x0, y0, x1, y1)
    }

    func intersects(_ other: PixelBox) -> Bool {
        !isEmpty && !other.isEmpty && x0 < other.x1 && other.x0 < x1 && y0 < other.y1 && other.y0 < y1
    }

    func intersection(_ other: PixelBox) -> PixelBox {
        PixelBox(x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1), y1: min(y1, other.y1))
    }

    /// The smallest box holding both; an empty box adds nothing.
    func union(_ other: PixelBox) -> PixelBox {
        if isEmpty { return other }
        if other.isEmpty { return self }
        return PixelBox(x0: min(x0, other.x0), y0: min(y0, other.y0), x1: max(x1, other.x1), y1: max(y1, other.y1))
    }
}
