import Foundation
import GlanceGraphics
import Testing

@testable import GlanceUI

/// A `Canvas` runs its renderer with the size layout gives it, and what it draws lands in its
/// frame with the context's transform, clips, opacity and blend mode (docs/layout.md, "Canvas").
@MainActor @Suite struct CanvasLayoutTests {
    final class Seen { var sizes: [CGSize] = [] }

    let slot = Size(width: 100, height: 40)

    /// Every fill and stroke path with the transform and opacity that place it on the slot.
    func paths(_ list: DisplayList) -> [(path: Path, transform: GlanceGraphics.AffineTransform, opacity: Double)] {
        var found: [(Path, GlanceGraphics.AffineTransform, Double)] = []
        list.forEach { item, t, o in
            switch item {
            case .fill(let p, _, _), .stroke(let p, _, _): found.append((p, t, o))
            default: break
            }
        }
        return found
    }

    /// The groups of `list`, depth first.
    func groups(_ list: DisplayList) -> [DisplayGroup] {
        var found: [DisplayGroup] = []
        list.forEach { item, _, _ in if case .group(let g) = item { found.append(g) } }
        return found
    }

    func bounds(_ p: Path, _ t: GlanceGraphics.AffineTransform) -> Rect { p.applying(t).bounds }

    func close(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6 && abs(a.width - b.width) < 1e-6 && abs(a.height - b.height) < 1e-6
    }

    @Test func theRendererGetsItsShareOfAStackAndDrawsInItsFrame() throws {
        let seen = Seen()
        // The text takes 20 pt; the canvas the 80 left, all 40 tall.
        let view = HStack(spacing: 0) {
            Text("1234").font(ten)
            Canvas { context, size in
                seen.sizes.append(size)
                context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
                var line = Path()
                line.move(to: CGPoint(x: 0, y: size.height))
                line.addLine(to: CGPoint(x: size.width, y: 0))
                context.stroke(line, with: .color(.white), lineWidth: 2)
                context.draw(Text("AB").font(ten), at: CGPoint(x: size.width / 2, y: size.height / 2))
            }
        }
        let result = layout(view, in: slot)
        #expect(seen.sizes.last == CGSize(width: 80, height: 40), "\(seen.sizes)")
        let drawn = paths(result.displayList)
        #expect(drawn.count == 2)
        #expect(close(bounds(drawn[0].path, drawn[0].transform), rect(20, 0, 80, 40)), "\(bounds(drawn[0].path, drawn[0].transform))")
        #expect(close(bounds(drawn[1].path, drawn[1].transform), rect(20, 0, 80, 40)))
        // "AB" is 10 × 10, centred on the canvas's centre (60, 20): its baseline starts at (55, 23).
        let run = try #require(result.displayList.textRuns.first { $0.run.text == "AB" })
        let origin = run.transform.apply(to: run.run.origin)
        #expect(abs(origin.x - 55) < 1e-6 && abs(origin.y - 23) < 1e-6, "\(origin)")
    }

    @Test func textAtAPointHonoursItsAnchorAndTextInARectStartsAtItsCorner() throws {
        let view = Canvas { context, _ in
            context.draw(Text("AB").font(ten), at: CGPoint(x: 50, y: 30), anchor: .bottomTrailing)
            context.draw(Text("CD").font(ten), in: CGRect(x: 4, y: 6, width: 30, height: 12))
        }
        let runs = layout(view, in: slot).displayList.textRuns
        let ab = try #require(runs.first { $0.run.text == "AB" }), cd = try #require(runs.first { $0.run.text == "CD" })
        let a = ab.transform.apply(to: ab.run.origin), c = cd.transform.apply(to: cd.run.origin)
        #expect(abs(a.x - 40) < 1e-6 && abs(a.y - 28) < 1e-6, "bottom-trailing at (50, 30): \(a)")
        #expect(abs(c.x - 4) < 1e-6 && abs(c.y - 14) < 1e-6, "top-leading at (4, 6): \(c)")
    }

    @Test func transformsApplyInOrderAndStayPerDrawing() throws {
        let view = Canvas { context, _ in
            context.translateBy(x: 10, y: 5)
            context.scaleBy(x: 2, y: 2)
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 5)), with: .color(.white))
            var turned = context
            turned.transform = .identity
            turned.rotate(by: .degrees(90))
            turned.fill(Path(CGRect(x: 0, y: -4, width: 8, height: 4)), with: .color(.white))
            context.concatenate(CGAffineTransform(translationX: 5, y: 0))
            context.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .color(.white))
        }
        let drawn = paths(layout(view, in: slot).displayList)
        #expect(drawn.count == 3)
        #expect(close(bounds(drawn[0].path, drawn[0].transform), rect(10, 5, 20, 10)), "\(bounds(drawn[0].path, drawn[0].transform))")
        // Turned a quarter clockwise: (0…8, −4…0) goes to (0…4, 0…8).
        #expect(close(bounds(drawn[1].path, drawn[1].transform), rect(0, 0, 4, 8)), "\(bounds(drawn[1].path, drawn[1].transform))")
        // The copy's state is its own: the third drawing is under translate, scale, translate.
        #expect(close(bounds(drawn[2].path, drawn[2].transform), rect(20, 5, 2, 2)), "\(bounds(drawn[2].path, drawn[2].transform))")
    }

    @Test func opacityClipAndBlendModeApplyToLaterDrawingOnly() throws {
        let view = Canvas { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.blue))
            context.opacity = 0.5
            context.blendMode = .multiply
            context.clip(to: Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20)))
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
        }
        let list = layout(view, in: slot).displayList
        let drawn = paths(list)
        #expect(drawn.map { $0.opacity } == [1, 0.5])
        let all = groups(list)
        #expect(all.filter { $0.blend == .multiply }.count == 1)
        #expect(all.filter { $0.clip != nil }.count == 1)
        let clip = try #require(all.first { $0.clip != nil }?.clip)
        #expect(close(clip.bounds, rect(0, 0, 20, 20)), "\(clip.bounds)")
    }

    @Test func aLayerIsCompositedAsOneDrawing() throws {
        let view = Canvas { context, size in
            context.opacity = 0.5
            context.drawLayer { layer in
                layer.translateBy(x: 10, y: 0)
                layer.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.white))
                layer.fill(Path(CGRect(x: 5, y: 0, width: 10, height: 10)), with: .color(.white))
            }
        }
        let list = layout(view, in: slot).displayList
        let faded = groups(list).filter { $0.opacity < 1 }
        #expect(faded.count == 1, "one faded group for the layer, not one per fill")
        #expect(paths(list).map { bounds($0.path, $0.transform).minX } == [10, 15])
    }

    @Test func gradientShadingsTakeTheUserSpacesPoints() throws {
        let gradient = Gradient(colors: [.red, .blue])
        let view = Canvas { context, size in
            context.fill(
                Path(CGRect(origin: .zero, size: size)), with: .linearGradient(gradient, startPoint: .zero, endPoint: CGPoint(x: 50, y: 0)))
        }
        var paint: Paint?
        layout(view, in: slot).displayList.forEach { item, _, _ in if case .fill(_, let p, _) = item { paint = p } }
        guard case .linearGradient(let g) = paint else {
            Issue.record("\(String(describing: paint))")
            return
        }
        #expect(abs(g.start.x) < 1e-6 && abs(g.end.x - 50) < 1e-6, "\(g)")
    }

    @Test func theBlendModeModifierBlendsAGroup() {
        let list = layout(ZStack { Color.white; Color.red.blendMode(.difference) }, in: slot).displayList
        #expect(groups(list).map(\.blend) == [.difference])
        let normal = layout(ZStack { Color.white; Color.red.blendMode(.normal) }, in: slot).displayList
        #expect(groups(normal).isEmpty, "the normal mode draws in place")
    }

    @Test func transformEffectTurnsAboutTheViewsOrigin() {
        let view = Color.white.frame(width: 10, height: 10).transformEffect(CGAffineTransform(translationX: 3, y: 4))
        let drawn = paths(layout(view, in: slot).displayList)
        #expect(drawn.count == 1 && close(bounds(drawn[0].path, drawn[0].transform), rect(48, 19, 10, 10)))
    }
}
