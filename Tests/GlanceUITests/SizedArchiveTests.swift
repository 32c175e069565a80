import Foundation
import GlanceGraphics
import Testing

@testable import GlanceUI

/// SwiftUI calls a shape's `path(in:)` with the rectangle layout gives the shape, and a
/// `GeometryReader`'s closure with the reader's size; Glance archives such views again for
/// the frames layout gave them (docs/layout.md, "Views drawn from their size").
@MainActor @Suite struct SizedArchiveTests {
    /// Remembers the rectangles `path(in:)` was asked for.
    final class Asked { var rects: [CGRect] = [] }

    /// A capsule drawn with arcs, as real widgets write it, noting each size it is asked for.
    struct ArcCapsule: Shape {
        let asked: Asked
        func path(in rect: CGRect) -> Path {
            asked.rects.append(rect)
            let r = rect.height / 2
            var p = Path()
            p.addArc(center: CGPoint(x: rect.minX + r, y: rect.midY), radius: r, startAngle: .degrees(90), endAngle: .degrees(270), clockwise: false)
            p.addArc(center: CGPoint(x: rect.maxX - r, y: rect.midY), radius: r, startAngle: .degrees(270), endAngle: .degrees(90), clockwise: false)
            p.closeSubpath()
            return p
        }
    }

    let canvas = Size(width: 100, height: 40)

    @Test func aCustomShapesPathIsTakenAtTheSizeItIsLaidOutAt() throws {
        let asked = Asked()
        // The text takes 20 pt (4 characters of 5 pt); the capsule the 80 left, 10 tall.
        let view = HStack(spacing: 0) { ArcCapsule(asked: asked).fill(Color.white).frame(height: 10); Text("1234").font(ten) }
        let result = layout(view, in: canvas)
        #expect(asked.rects.last == CGRect(x: 0, y: 0, width: 80, height: 10), "\(asked.rects)")
        // Drawn unscaled: the path's bounds are the frame's, its ends half circles of radius 5.
        let fill = try #require(result.displayList.items.compactMap { item -> Path? in
            if case .fill(let path, _, _) = item { return path } else { return nil }
        }.first)
        let b = fill.bounds
        #expect(abs(b.minX) < 1e-9 && abs(b.minY - 15) < 1e-9 && abs(b.width - 80) < 1e-9 && abs(b.height - 10) < 1e-9, "\(b)")
        #expect(fill.contains(CGPoint(x: 5, y: 20)) && !fill.contains(CGPoint(x: 0.6, y: 15.6)), "a round end, not a square one")
    }

    @Test func aGeometryReaderSeesTheSpaceLayoutGivesIt() {
        final class Seen { var size = CGSize.zero }
        let seen = Seen()
        let view = HStack(spacing: 0) {
            GeometryReader { g in
                Rectangle().frame(width: g.size.width / 2, height: g.size.height / 2).onAppear { seen.size = g.size }
            }
            Text("1234").font(ten)
        }
        let result = layout(view, in: canvas)
        #expect(seen.size == CGSize(width: 80, height: 40), "onAppear sees the laid-out size: \(seen.size)")
        let half = result.root.all.first { $0.kind.hasPrefix("frame") }
        #expect(half?.frame.size == Size(width: 40, height: 20), "\(result.root)")
    }

    @Test func withoutASizingTheExpectedSpaceIsUsedAndKeysAreStable() {
        let asked = Asked()
        var env = EnvironmentValues()
        env.geometryFrame = Rect(size: canvas)
        let view = VStack { ArcCapsule(asked: asked); ArcCapsule(asked: asked) }
        let first = ViewArchiver.archive(view, in: env)
        #expect(asked.rects == [CGRect(x: 0, y: 0, width: 100, height: 40), CGRect(x: 0, y: 0, width: 100, height: 40)])
        #expect(first == ViewArchiver.archive(view, in: env), "the same tree each time, keys included")
    }
}
