import Foundation
import GlanceCairo
import GlanceSamples
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

    @Test func widgetMarkersRoundTripThroughTheArchive() throws {
        let view = VStack {
            Text("72°").widgetAccentable().widgetCurvesContent().widgetAccentedRenderingMode(.desaturated)
            AccessoryWidgetBackground()
        }
        .widgetLabel { Gauge(value: 0.3) { Text("g") } }
        .containerBackground(.blue, for: .widget)
        .widgetURL(URL(string: "app://x"))
        let archive = ViewArchive(root: ViewArchiver.archive(view))
        #expect(try ViewArchive.decode(json: try archive.jsonData()) == archive)
    }

    @Test func everyGalleryComplicationDrawsTheSamePixelsFromItsDecodedArchive() throws {
        let device = Device.named("watch-45mm")!
        let renderer = SlotRenderer(measurer: try TextEngine(), rasterizer: CairoRasterizer())
        for item in Gallery.items {
            for family in item.families {
                let env = try SlotRenderer.environment(for: family, on: device, date: Gallery.now)
                let live = try renderer.render(item.makeView(), family: family, device: device, date: Gallery.now).bitmap
                let json = try ViewArchive(root: ViewArchiver.archive(item.makeView(), in: env)).jsonData()
                let decoded = try ViewArchive.decode(json: json).root
                let fromArchive = try renderer.render(decoded, family: family, device: device, date: Gallery.now).bitmap
                #expect(fromArchive == live, "\(item.id) \(family)")
            }
        }
    }

    @Test func accessoryBackgroundFollowsEachFamilysSlotShape() throws {
        let device = Device.named("watch-45mm")!
        let renderer = SlotRenderer(measurer: FixedAdvanceTextMeasurer(), rasterizer: CairoRasterizer())
        for family in device.supportedFamilies {
            let env = try SlotRenderer.environment(for: family, on: device)
            let size = device.families[family]!.size
            let list = ViewRenderer(measurer: renderer.measurer).render(ViewArchiver.archive(AccessoryWidgetBackground(), in: env), in: size, environment: env).displayList
            if family == .accessoryInline {  // a watch's inline line draws none (docs/fidelity.md, "The inline line")
                #expect(list.items.isEmpty, "\(list.items)")
                continue
            }
            guard case .group(let group) = list.items.first, group.tag == .accessoryBackground,
                case .fill(let path, let paint, _) = group.items.first
            else {
                Issue.record("\(family): no accessory background group: \(list.items)")
                continue
            }
            // Inside the slot's content margin (docs/fidelity.md): 7 pt on a watch's rectangular.
            let margin = device.families[family]!.contentMargin
            #expect(path == family.containerShape.path(in: Rect(size: size).insetBy(dx: margin, dy: margin)), "\(family)")
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
