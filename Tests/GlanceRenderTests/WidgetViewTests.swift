import Foundation
import GlanceCairo
import GlanceFirmware
import GlanceGraphics
import GlanceText
import GlanceUI
import GlanceWidgets
import Testing

@MainActor
@Suite struct WidgetViewTests {
    @Test func widgetMarkersAreArchivedWithTheirContent() {
        let node = ViewArchiver.archive(
            Text("72°").widgetAccentable().widgetLabel { Text("Cupertino") }.widgetURL(URL(string: "weather://today")))
        guard case .modified(.modified(.modified(.text, .marker(.accentable(true))), .marker(.label(let label))), .marker(.url(let url))) = node else {
            Issue.record("unexpected archive \(node)")
            return
        }
        #expect(label == .text(TextNode("Cupertino")))
        #expect(url == "weather://today")
    }

    @Test func accessoryBackgroundFollowsEachFamilysSlotShape() throws {
        let device = Device.named("watch-45mm")!
        let renderer = SlotRenderer(measurer: FixedAdvanceTextMeasurer(), rasterizer: CairoRasterizer())
        for family in device.supportedFamilies {
            let env = try SlotRenderer.environment(for: family, on: device)
            let size = device.families[family]!.size
            let list = ViewRenderer(measurer: renderer.measurer).render(ViewArchiver.archive(AccessoryWidgetBackground(), in: env), in: size, environment: env).displayList
            guard case .fill(let path, let paint, _) = list.items.first else {
                Issue.record("\(family): nothing drawn")
                continue
            }
            #expect(path == family.containerShape.path(in: Rect(size: size)), "\(family)")
            #expect(paint == .color(Color.white.opacity(0.15)))
        }
    }

    @Test func bodiesBranchOnTheWidgetFamily() throws {
        struct Branching: View {
            @Environment(\.widgetFamily) var family
            var body: some View { Text(family == .accessoryInline ? "inline" : "other") }
        }
        let device = Device.named("watch-45mm")!
        let renderer = SlotRenderer(measurer: FixedAdvanceTextMeasurer(), rasterizer: CairoRasterizer())
        let env = try SlotRenderer.environment(for: .accessoryInline, on: device)
        let list = ViewRenderer(measurer: renderer.measurer).render(ViewArchiver.archive(Branching(), in: env), in: Size(width: 100, height: 20), environment: env).displayList
        #expect(list.textRuns.map(\.run.text) == ["inline"])
    }
}
