import Foundation
import GlanceCairo
import GlanceFirmware
import GlanceGraphics
import GlanceTesting
import GlanceText
import GlanceUI
import GlanceWidgets
import Testing

/// A sparkline drawn in a `Canvas`, as rectangular widgets draw one: a filled area under a
/// stroked line, a dot per reading, a label at the last reading, beside a text column.
struct SparklineView: View {
    let readings: [Double] = [62, 64, 61, 67, 71, 69, 74, 72, 78, 76]

    var body: some View {
        HStack(spacing: 6) {
            VStack(alignment: .leading, spacing: 0) {
                Text("Heart").font(.caption2).foregroundStyle(.secondary)
                Text("76").font(.title2.weight(.semibold))
                Text("BPM").font(.caption2).foregroundStyle(.red)
            }
            Canvas { context, size in
                let (low, high) = (readings.min()! - 4, readings.max()! + 6)
                func point(_ i: Int) -> CGPoint {
                    CGPoint(x: size.width * CGFloat(i) / CGFloat(readings.count - 1),
                            y: size.height * (1 - CGFloat((readings[i] - low) / (high - low))))
                }
                var line = Path()
                line.addLines(readings.indices.map(point))
                var area = line
                area.addLine(to: CGPoint(x: size.width, y: size.height))
                area.addLine(to: CGPoint(x: 0, y: size.height))
                area.closeSubpath()
                context.fill(area, with: .linearGradient(
                    Gradient(colors: [.red.opacity(0.6), .red.opacity(0)]), startPoint: .zero, endPoint: CGPoint(x: 0, y: size.height)))
                context.stroke(line, with: .color(.red), style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
                for i in readings.indices {
                    let p = point(i)
                    context.fill(Path(ellipseIn: CGRect(x: p.x - 2, y: p.y - 2, width: 4, height: 4)), with: .color(.white))
                }
                let last = point(readings.count - 1)
                context.draw(Text("max 78").font(.system(size: 9)).foregroundStyle(.white), at: CGPoint(x: last.x - 4, y: 0), anchor: .topTrailing)
            }
        }
    }
}

/// Blend modes over a backdrop: three discs added by `screen`, a `multiply` band, and text
/// cut through by `difference`.
struct BlendModesView: View {
    var body: some View {
        ZStack {
            LinearGradient(colors: [.orange, .purple], startPoint: .leading, endPoint: .trailing)
            HStack(spacing: -10) {
                Circle().fill(.red).blendMode(.screen)
                Circle().fill(.green).blendMode(.screen)
                Circle().fill(.blue).blendMode(.screen)
            }
            .padding(6)
            Rectangle().fill(.yellow).frame(height: 14).blendMode(.multiply)
            Text("BLEND").font(.title3.weight(.heavy)).foregroundStyle(.white).blendMode(.difference)
        }
        .clipShape(RoundedRectangle(cornerRadius: 8))
    }
}

@MainActor
@Suite struct CanvasGoldenTests {
    let device = Device.named("watch-45mm")!

    @Test func sparklineCanvasMatchesItsReference() throws {
        let renderer = SlotRenderer(measurer: try TextEngine(), rasterizer: CairoRasterizer())
        let (_, bitmap) = try renderer.render(SparklineView(), family: .accessoryRectangular, device: device)
        try verifySnapshot(of: bitmap, as: .image(), named: "canvas-sparkline-accessoryRectangular-watch-45mm", in: cairoSnapshots, record: try RecordMode.fromEnvironment())
    }

    @Test func blendModesMatchTheirReference() throws {
        let renderer = SlotRenderer(measurer: try TextEngine(), rasterizer: CairoRasterizer())
        let (_, bitmap) = try renderer.render(BlendModesView(), family: .accessoryRectangular, device: device)
        try verifySnapshot(of: bitmap, as: .image(), named: "blend-modes-accessoryRectangular-watch-45mm", in: cairoSnapshots, record: try RecordMode.fromEnvironment())
    }
}
