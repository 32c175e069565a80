import Foundation
import GlanceCairo
import GlanceFirmware
import GlanceKit
import GlanceGraphics
import GlanceUI
import GlanceWidgets
import GlancePreviews
import Testing

/// Previews declared with `#Preview` and `PreviewProvider` are found at run time, with the
/// names, families, entries and intents their declarations give.
@MainActor @Suite struct PreviewCatalogTests {
    @Test func macroPreviewsAreFoundInDeclarationOrder() {
        let previews = PreviewCatalog.previews(inModule: "WeatherComplication")
        #expect(previews.map(\.title) == ["Rectangular", "Circular, Fahrenheit", "WeatherComplication accessoryCorner", "Inline from the provider"])
        #expect(previews.map(\.family) == [.accessoryRectangular, .accessoryCircular, .accessoryCorner, .accessoryInline])
        #expect(previews.allSatisfy { $0.fileID == "WeatherComplication/WeatherComplication.swift" })
        #expect(previews.map(\.line) == previews.map(\.line).sorted() && previews[0].line > 100)
    }

    @Test func previewProvidersGiveOnePreviewPerTopLevelView() {
        let previews = PreviewCatalog.previews(inModule: "TransitComplication")
        #expect(previews.map(\.title) == ["Circular", "Rectangular", "Inline", "Corner"])
        #expect(previews.map(\.family) == [.accessoryCircular, .accessoryRectangular, .accessoryInline, .accessoryCorner])
        #expect(previews.allSatisfy { $0.fileID == "TransitComplication/DepartureWidget_Previews" })
    }

    @Test func modulesDoNotSeeEachOthersPreviews() {
        let all = PreviewCatalog.previews()
        for module in ["WidgetExamples", "WeatherComplication", "TransitComplication", "ActivityComplication", "BrandedComplication", "CompatGeometry", "CompatIsolation", "CompatAssets", "CompatText", "CompatStyles"] {
            let mine = PreviewCatalog.previews(inModule: module)
            #expect(!mine.isEmpty && mine.allSatisfy { $0.module == module }, "\(module)")
            #expect(all.filter { $0.module == module }.count == mine.count)
        }
    }

    @Test func aTimelinePreviewShowsItsEntriesWithTheIntentGiven() async throws {
        let preview = try #require(PreviewCatalog.previews(inModule: "WidgetExamples").first { $0.title.hasPrefix("ConfigurableWidget") })
        guard case .widget(let widget, let family, _) = preview.content else { Issue.record("not a widget preview"); return }
        var renderer = PreviewRenderer(device: Device.named("watch-45mm")!, slots: SlotRenderer(measurer: FixedAdvanceTextMeasurer(), rasterizer: CairoRasterizer()), now: Date())
        renderer.timeout = .seconds(300)  // other suites keep the main actor busy while tests run in parallel
        let entries = try await renderer.timeline(of: widget, family: family, configuration: widget.defaultConfiguration)
        let env = try SlotRenderer.environment(for: family, on: Device.named("watch-45mm")!)
        let texts: [String] = entries.map { e in e.archive(env).texts(at: Date()).map { $0.text }.joined(separator: " ") }
        #expect(texts.count == 2)
        #expect(texts[0].contains("😀") && texts[1].contains("🤩"), "\(texts)")
    }

    @Test func aProviderPreviewRunsTheProviderForItsIntent() async throws {
        let preview = try #require(PreviewCatalog.previews(inModule: "WeatherComplication").last)
        guard case .widget(let widget, let family, let intent) = preview.content else { Issue.record("not a widget preview"); return }
        var renderer = PreviewRenderer(device: Device.named("watch-45mm")!, slots: SlotRenderer(measurer: FixedAdvanceTextMeasurer(), rasterizer: CairoRasterizer()), now: Date())
        renderer.timeout = .seconds(300)  // other suites keep the main actor busy while tests run in parallel
        let entries = try await renderer.timeline(of: widget, family: family, configuration: try #require(intent))
        #expect(entries.count == 5)
    }

    @Test func familyCoverageWarnsWhenACaseIsMissing() {
        var widget = WeatherlessWidget().body.widgetDescription
        widget.supportedFamilies = [.accessoryCircular, .accessoryCorner]
        let device = Device.named("watch-45mm")!
        #expect(FamilyCoverage.emptyFamilies(of: widget, on: device) == [.accessoryCorner])
        #expect(FamilyCoverage.warnings(for: widget, on: device).first?.contains("#if os(watchOS) || GLANCE") == true)
    }
}

/// A widget whose corner case is compiled out, as `#if os(watchOS)` does on Linux.
private struct WeatherlessWidget: Widget {
    struct Entry: TimelineEntry { let date: Date }
    struct Provider: TimelineProvider {
        func placeholder(in context: Context) -> Entry { Entry(date: context.date) }
        func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(Entry(date: context.date)) }
        func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) { completion(Timeline(entries: [Entry(date: context.date)], policy: .never)) }
    }
    struct Content: View {
        @Environment(\.widgetFamily) var family
        var body: some View {
            switch family {
            case .accessoryCircular: Text("12°")
            default: EmptyView()
            }
        }
    }
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "weatherless", provider: Provider()) { _ in Content() }
    }
}
