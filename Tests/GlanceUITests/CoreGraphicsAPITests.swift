import Foundation
import GlanceGraphics
import Testing

@testable import GlanceUI

/// The CoreGraphics-typed API real widget code calls: paths, arcs, transforms, custom shapes.
@MainActor
@Suite struct CoreGraphicsAPITests {
    /// SwiftUI's y-down flip: `clockwise: false` from 0° to 90° is the short arc through the
    /// lower right (4–5 o'clock), `clockwise: true` the long way round through the top.
    @Test func addArcSweepsAsCoreGraphicsDoesOnAFlippedScreen() {
        var short = Path()
        short.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: false)
        #expect(short.boundingRect.minX >= 49.9 && short.boundingRect.minY >= 49.9)
        #expect(abs(short.boundingRect.maxX - 60) < 0.01 && abs(short.boundingRect.maxY - 60) < 0.01)
        var long = Path()
        long.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: .degrees(0), endAngle: .degrees(90), clockwise: true)
        #expect(long.boundingRect.minY < 41 && long.boundingRect.minX < 41)
        #expect(abs(Double(long.length) - 2 * .pi * 10 * 0.75) < 0.2)
        #expect(abs(Double(short.length) - 2 * .pi * 10 * 0.25) < 0.1)
    }

    /// `CGColor`, `Color(cgColor:)`, `position(_ p: CGPoint)` and `scaleEffect(_ s: CGSize, anchor:)`
    /// compile as Apple declares them and do what their SwiftUI twins do (issue 46).
    @Test func cgColorPointAndSizeForms() {
        let c = CGColor(red: 1, green: 0.5, blue: 0, alpha: 0.8)
        #expect(Color(cgColor: c) == Color(red: 1, green: 0.5, blue: 0, alpha: 0.8) && Color(c) == Color(cgColor: c))
        #expect(c.components == [1, 0.5, 0, 0.8] && c.numberOfComponents == 4 && c.alpha == 0.8)
        let g = CGColor(gray: 0.25, alpha: 1)
        #expect(g.components == [0.25, 1] && g.copy(alpha: 0.5)?.alpha == 0.5 && UIColor(cgColor: g).cgColor == g)
        func frames(_ view: some View) -> [Rect] { layout(view, in: Size(width: 100, height: 100)).root.all.map(\.frame) }
        #expect(frames(Color.red.frame(width: 10, height: 10).position(CGPoint(x: 20, y: 30))) == frames(Color.red.frame(width: 10, height: 10).position(x: 20, y: 30)))
        func list(_ view: some View) -> DisplayList { layout(view, in: Size(width: 100, height: 100)).displayList }
        #expect(list(Circle().scaleEffect(CGSize(width: 2, height: 0.5), anchor: .top)) == list(Circle().scaleEffect(x: 2, y: 0.5, anchor: .top)))
    }

    @Test func aFullTurnIsAClosedCircleInEitherDirection() {
        for clockwise in [false, true] {
            var p = Path()
            p.addArc(center: .zero, radius: 5, startAngle: .zero, endAngle: .degrees(clockwise ? -360 : 360), clockwise: clockwise)
            #expect(abs(p.length - 2 * .pi * 5) < 0.1)
            #expect(p.contains(CGPoint(x: 1, y: 1)) && !p.contains(CGPoint(x: 6, y: 0)))
        }
    }

    /// Huge or infinite angles make no loop: a full turn at most, or nothing.
    @Test func hugeAndInfiniteAnglesEndAtOnce() {
        var p = Path()
        p.addArc(center: .zero, radius: 5, startAngle: .zero, endAngle: .radians(1e20), clockwise: true)
        p.addArc(center: .zero, radius: 5, startAngle: .zero, endAngle: .radians(.infinity), clockwise: false)
        #expect(p.length <= 2 * .pi * 5 + 0.1)
    }

    @Test func arcsJoinTheCurrentPointWithALine() {
        var p = Path()
        p.move(to: CGPoint(x: 0, y: 0))
        p.addArc(center: CGPoint(x: 20, y: 0), radius: 5, startAngle: .degrees(180), endAngle: .zero, clockwise: false)
        #expect(abs(p.length - (15 + .pi * 5)) < 0.1)
        #expect(p.currentPoint.map { abs($0.x - 25) < 1e-9 && abs($0.y) < 1e-9 } == true)
    }

    @Test func tangentArcsRoundACorner() {
        var p = Path()
        p.move(to: CGPoint(x: 0, y: 0))
        p.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 4)
        p.addLine(to: CGPoint(x: 10, y: 10))
        // 6 straight, a quarter of a 4 pt circle, 6 straight.
        #expect(abs(p.length - (12 + .pi * 2)) < 0.05)
        #expect(p.boundingRect.maxX <= 10.0001)
    }

    @Test func transformsComposeAsCoreGraphicsDoes() {
        let t = CGAffineTransform(translationX: 10, y: 0).rotated(by: .pi / 2)
        let p = CGPoint(x: 1, y: 0).applying(t)
        // rotated(by:) applies the rotation first: (1,0) → (0,1), then the translation.
        #expect(abs(p.x - 10) < 1e-9 && abs(p.y - 1) < 1e-9)
        let back = CGPoint(x: 3, y: 4).applying(t).applying(t.inverted())
        #expect(abs(back.x - 3) < 1e-9 && abs(back.y - 4) < 1e-9)
        #expect(CGRect(x: 0, y: 0, width: 4, height: 2).applying(CGAffineTransform(scaleX: 2, y: 3)) == CGRect(x: 0, y: 0, width: 8, height: 6))
        #expect(CGAffineTransform.identity.isIdentity && !t.isIdentity)
    }

    @Test func pathsBuildFromRectsLinesAndEllipses() {
        var p = Path()
        p.addRect(CGRect(x: 0, y: 0, width: 10, height: 5))
        p.addLines([CGPoint(x: 20, y: 0), CGPoint(x: 30, y: 0), CGPoint(x: 30, y: 10)])
        p.addEllipse(in: CGRect(x: 40, y: 0, width: 10, height: 10), transform: CGAffineTransform(translationX: 0, y: 5))
        #expect(p.boundingRect == CGRect(x: 0, y: 0, width: 50, height: 15))
        #expect(p.contains(CGPoint(x: 5, y: 2)) && !p.contains(CGPoint(x: 15, y: 2)))
        #expect(p.offsetBy(dx: 1, dy: 2).boundingRect.origin == CGPoint(x: 1, y: 2))
        #expect(Path(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 10), cornerRadius: 3).boundingRect.width == 20)
    }

    /// A custom shape is asked for its path at the size it is laid out in, so a shape whose
    /// outline does not scale (fixed-width bars) draws as its author wrote it.
    @Test func customShapesAreDrawnFromTheirPathAtTheirSize() {
        struct Bars: Shape {
            func path(in rect: CGRect) -> Path {
                var p = Path()
                for i in 0..<3 { p.addRect(CGRect(x: rect.minX + CGFloat(i) * 10, y: rect.minY, width: 4, height: rect.height)) }
                return p
            }
        }
        let r = layout(Bars().frame(width: 60, height: 20), in: Size(width: 60, height: 20))
        let fills = r.displayList.items.compactMap { if case .fill(let p, _, _) = $0 { return p.bounds } else { return nil } }
        #expect(fills == [rect(0, 0, 24, 20)])
    }

    @Test func geometryProxyReportsCoreGraphicsSizes() {
        let r = layout(GeometryReader { geo in Rectangle().frame(width: geo.size.width / 2, height: geo.frame(in: .local).height) }, in: Size(width: 100, height: 60))
        #expect(r.root[0]?.frame.size == Size(width: 50, height: 60))
    }
}

@MainActor
@Suite struct ShapeBackgroundTests {
    @Test func aShapeStyleInAShapeFillsBehindTheView() {
        let r = layout(Text("ab").font(ten).background(Color.red, in: RoundedRectangle(cornerRadius: 3)), in: Size(width: 40, height: 20))
        let fills = r.displayList.items.compactMap { if case .fill(let p, _, _) = $0 { return p.bounds } else { return nil } }
        #expect(fills.count == 1 && fills[0].size == Size(width: 10, height: 10))
        #expect(r.displayList.textRuns.map(\.run.text) == ["ab"])
    }
}

@MainActor
@Suite struct StaticShapeTests {
    @Test func builtInShapesReadAsStaticMembers() {
        let circle = layout(Color.red.frame(width: 20, height: 10).clipShape(.circle), in: Size(width: 20, height: 10))
        let capsule = layout(Text("ab").font(ten).background(.blue, in: .capsule), in: Size(width: 20, height: 10))
        #expect(circle.displayList.items.count == 1 && capsule.displayList.textRuns.count == 1)
        let rounded = layout(Color.red.clipShape(.rect(cornerRadius: 4)), in: Size(width: 20, height: 10))
        #expect(rounded.displayList.items.count == 1)
    }
}

@MainActor
@Suite struct ShadowTests {
    func fills(_ r: LayoutResult) -> [(Rect, Paint)] {
        var out: [(Rect, Paint)] = []
        r.displayList.forEach { item, transform, _ in
            if case .fill(let p, let paint, _) = item { out.append((p.applying(transform).bounds, paint)) }
        }
        return out
    }

    @Test func aShadowIsTheViewsShapeInTheShadowColourBehindIt() {
        let r = layout(Color.red.frame(width: 10, height: 10).shadow(color: .blue, radius: 0, x: 3, y: 2), in: Size(width: 10, height: 10))
        let f = fills(r)
        #expect(f.count == 2)
        #expect(f.first?.0 == rect(3, 2, 10, 10))
        if case .color(let c) = f.first?.1 { #expect(c.blue > 0.9 && c.red < 0.1) } else { Issue.record("shadow not a solid colour: \(String(describing: f.first?.1))") }
        #expect(f.last?.0 == rect(0, 0, 10, 10))
    }

    @Test func aSoftShadowSpreadsCopiesWhoseOpacityAddsUpToTheColours() {
        let r = layout(Color.red.frame(width: 10, height: 10).shadow(color: .black.opacity(0.5), radius: 4), in: Size(width: 10, height: 10))
        let shadows = fills(r).dropLast()
        #expect(shadows.count == 9)
        if case .color(let c) = shadows.first?.1 {
            #expect(abs((1 - pow(1 - c.alpha, 9)) - 0.5) < 1e-9)
        } else { Issue.record("not a colour") }
        #expect(shadows.map(\.0.minX).max() == 2)
    }
}

@MainActor
@Suite struct RotatedShapeAndButtonTests {
    @Test func aRotatedShapeTurnsAboutItsAnchor() {
        let p = Rectangle().rotation(.degrees(90)).path(in: CGRect(x: 0, y: 0, width: 10, height: 20))
        let b = p.boundingRect
        #expect(abs(b.minX - -5) < 1e-9 && abs(b.minY - 5) < 1e-9 && abs(b.width - 20) < 1e-9 && abs(b.height - 10) < 1e-9)
    }

    @Test func aButtonDrawsItsLabel() {
        let r = layout(Button(action: {}) { Text("Run").font(ten) }.buttonStyle(.plain), in: Size(width: 40, height: 10))
        #expect(r.displayList.textRuns.map(\.run.text) == ["Run"])
    }
}

@MainActor
@Suite struct NestedShadowTests {
    /// The shadow is one archived modifier, laid out once: nesting adds copies, not archives.
    @Test func nestedShadowsArchiveTheViewOnce() {
        let view = Text("A").font(ten).shadow(radius: 2).shadow(radius: 2).shadow(radius: 2)
        #expect(ViewArchiver.archive(view).texts(at: .distantPast).count == 1)
        #expect(layout(view, in: Size(width: 20, height: 20)).displayList.textRuns.count == 10 * 10 * 10)
    }
}
