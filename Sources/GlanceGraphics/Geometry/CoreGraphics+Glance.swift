import Foundation

// Conversions between Foundation's CoreGraphics types, which the public SwiftUI-shaped API
// takes and returns as Apple's does, and Glance's own geometry, which the engine uses.

extension Point {
    package init(_ p: CGPoint) { self.init(x: Double(p.x), y: Double(p.y)) }
    package var cgPoint: CGPoint { CGPoint(x: x, y: y) }
}

extension Size {
    package init(_ s: CGSize) { self.init(width: Double(s.width), height: Double(s.height)) }
    package var cgSize: CGSize { CGSize(width: width, height: height) }
}

extension Rect {
    package init(_ r: CGRect) { self.init(origin: Point(r.origin), size: Size(r.size)) }
    package var cgRect: CGRect { CGRect(origin: origin.cgPoint, size: size.cgSize) }
}

extension AffineTransform {
    package init(_ t: CGAffineTransform) {
        self.init(a: Double(t.a), b: Double(t.b), c: Double(t.c), d: Double(t.d), tx: Double(t.tx), ty: Double(t.ty))
    }
    package var cgAffineTransform: CGAffineTransform { CGAffineTransform(a: a, b: b, c: c, d: d, tx: tx, ty: ty) }
}
