import Foundation
import GlanceFirmware
import GlanceSamples
import GlanceGraphics
import GlanceUI
import GlanceWidgets
import Testing

struct DimmingEntry: TimelineEntry { let date: Date }

struct DimmingProvider: TimelineProvider {
    func placeholder(in context: Context) -> DimmingEntry { DimmingEntry(date: context.date) }
    func getSnapshot(in context: Context, completion: @escaping (DimmingEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<DimmingEntry>) -> Void) {
        completion(Timeline(entries: [DimmingEntry(date: context.date)], policy: .never))
    }
}

/// Shows seconds only while the display is bright, as Always On asks.
struct DimmingView: View {
    @Environment(\.isLuminanceReduced) var dimmed
    let entry: DimmingEntry
    var body: some View { Text(entry.date, style: dimmed ? .time : .timer) }
}

@MainActor
@Suite struct WidgetArchiverTests {
    let device = Device.named("watch-45mm")!

    @Test func sampleWidgetsArchiveEveryFamilyAndEveryReload() async throws {
        let archive = await WidgetArchiver(device: device).archive(SampleWidgets().widgetDescriptions, start: day0, span: 12 * hour)
        #expect(archive.widgets.map(\.kind) == ["sample.weather", "sample.heart-rate", "sample.calendar", "sample.timer"])
        let weather = archive.widgets[0]
        #expect(weather.timelines.map(\.family) == WidgetFamily.accessoryFamilies)
        let circular = weather.timelines[0]
        // Six hourly entries, reloaded at the end: asked for at 0, 5 and 10 hours.
        #expect(circular.reloads.map(\.requestedAt) == [day0, day0.addingTimeInterval(5 * hour), day0.addingTimeInterval(10 * hour)])
        #expect(circular.reloads.allSatisfy { $0.entries.count == 6 && $0.policy == .atEnd })
        // The weather view ignores luminance and colour scheme: one tree per entry.
        #expect(circular.reloads[0].entries.allSatisfy { $0.views.count == 1 && $0.views[0].variant == nil })
        #expect(weather.dataProtection == .none && archive.widgets[1].dataProtection == .completeUnlessOpen)
        #expect(archive.widgets[2].timelines.map(\.family) == [.accessoryRectangular, .accessoryInline])
    }

    @Test func viewsThatDependOnTheEnvironmentKeepEachVariant() async throws {
        let widget = StaticConfiguration(kind: "dimming", provider: DimmingProvider()) { DimmingView(entry: $0) }
            .supportedFamilies([.accessoryInline]).widgetDescription
        let archive = await WidgetArchiver(device: device).archive([widget], start: day0, span: hour)
        let views = try #require(archive.widgets.first?.timelines.first?.reloads.first?.entries.first?.views)
        #expect(views.count == 4)
        #expect(Set(views.map(\.root)).count == 2)
        #expect(views.first { $0.variant?.isLuminanceReduced == true }?.root == .text(TextNode(content: .date(day0, style: .time))))
    }

    @Test func theArchiveRoundTripsThroughJSON() async throws {
        let archive = await WidgetArchiver(device: device).archive(SampleWidgets().widgetDescriptions, start: day0, span: 6 * hour)
        let encoder = JSONEncoder()
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "infinity", negativeInfinity: "-infinity", nan: "nan")
        let decoder = JSONDecoder()
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "infinity", negativeInfinity: "-infinity", nan: "nan")
        #expect(try decoder.decode(WidgetArchive.self, from: encoder.encode(archive)) == archive)
    }
}
