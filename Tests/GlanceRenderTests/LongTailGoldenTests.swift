import Foundation
import GlanceKit
import GlanceCairo
import GlanceFirmware
import GlanceGraphics
import GlanceTesting
import GlanceText
import GlanceUI
import GlanceWidgets
import Testing

/// Styled text runs, gradients, materials, masks and colour effects, drawn by cairo.
struct LongTailView: View {
    var body: some View {
        HStack(spacing: 6) {
            ZStack {
                Circle().fill(AngularGradient(colors: [.red, .yellow, .green, .blue, .red], center: .center))
                Circle().fill(RadialGradient(colors: [.white, .clear], center: .center, startRadius: 0, endRadius: 14))
            }
            .frame(width: 40, height: 40)
            VStack(alignment: .leading, spacing: 2) {
                Text(Image(systemName: "heart.fill")).foregroundColor(.red) + Text(" 72").font(.headline) + Text(" BPM").font(.caption).foregroundStyle(.secondary)
                Text("Masked gradient text")
                    .foregroundStyle(LinearGradient(colors: [.orange, .pink], startPoint: .leading, endPoint: .trailing))
                    .mask { LinearGradient(colors: [.white, .clear], startPoint: .leading, endPoint: .trailing) }
                HStack(spacing: 4) {
                    Capsule().fill(.green).grayscale(1).frame(width: 30, height: 8)
                    Capsule().fill(.fill.secondary).frame(width: 30, height: 8)
                    Capsule().fill(Color.blue.mix(with: .red, by: 0.5)).frame(width: 30, height: 8)
                }
            }
        }
        .padding(4)
        .background(.thickMaterial, in: 0)
    }
}

extension View {
    /// A material behind the view, in a rounded rectangle of `radius`.
    fileprivate func background(_ material: Material, in radius: Double) -> some View {
        background { RoundedRectangle(cornerRadius: radius).fill(material) }
    }
}

@MainActor
@Suite struct LongTailGoldenTests {
    @Test func longTailRectangularMatchesItsReference() throws {
        let device = Device.named("watch-45mm")!
        let renderer = SlotRenderer(measurer: try TextEngine(), rasterizer: CairoRasterizer())
        let view = LongTailView().containerBackground(for: .widget) { LinearGradient(colors: [.indigo, .black], startPoint: .top, endPoint: .bottom) }
        let (_, removed) = try renderer.render(view, family: .accessoryRectangular, device: device)
        try verifySnapshot(of: removed, as: .image(), named: "long-tail-accessoryRectangular-watch-45mm", in: cairoSnapshots, record: try RecordMode.fromEnvironment())
        let (_, kept) = try renderer.render(
            view, family: .accessoryRectangular, device: device, widget: WidgetIdentity(kind: "long-tail", backgroundRemovable: false))
        try verifySnapshot(
            of: kept, as: .image(), named: "long-tail-accessoryRectangular-watch-45mm-background", in: cairoSnapshots,
            record: try RecordMode.fromEnvironment())
    }
}
