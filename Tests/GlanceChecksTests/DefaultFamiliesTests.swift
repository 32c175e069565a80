import Foundation
import GlanceCairo
import GlanceChecks
import GlanceGraphics
import GlanceUI
import GlanceWidgets
import Testing

private struct PlainEntry: TimelineEntry { let date: Date }

private struct PlainProvider: TimelineProvider {
    func placeholder(in context: Context) -> PlainEntry { PlainEntry(date: context.date) }
    func getSnapshot(in context: Context, completion: @escaping (PlainEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<PlainEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

/// A widget that names no families, as many Lock Screen widgets are written.
private struct UndeclaredWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "undeclared", provider: PlainProvider()) { _ in Text("12") }
    }
}

/// The same widget asking for a watch-only family.
private struct CornerWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "corner", provider: PlainProvider()) { _ in Text("12") }
            .supportedFamilies([.accessoryCorner, .accessoryCircular])
    }
}

/// A widget without `supportedFamilies(_:)` supports the families its device offers; only a
/// declared family no checked device shows is a fault (the bench's iPhone widgets without the
/// modifier were reported for accessoryCorner, a watch-only family).
@MainActor
@Suite struct DefaultFamiliesTests {
    @Test func anUndeclaredWidgetIsCheckedInTheFamiliesTheDeviceHas() async {
        let runner = CheckRunner(measurer: CheckSupport.measurer, rasterizer: CairoRasterizer(), configuration: CheckSupport.quick(devices: ["iphone-6.1in"]))
        let report = await runner.run(UndeclaredWidget())
        #expect(!report.findings.contains { $0.check == .unsupportedFamily }, "\(report.findings.map(\.message))")
        #expect(Set(report.coverage.map(\.family)) == [.accessoryCircular, .accessoryRectangular, .accessoryInline])
        #expect(UndeclaredWidget().body.widgetDescription.declaresFamilies == false)
    }

    @Test func aDeclaredFamilyNoDeviceShowsIsStillAFinding() async {
        let runner = CheckRunner(measurer: CheckSupport.measurer, rasterizer: CairoRasterizer(), configuration: CheckSupport.quick(devices: ["iphone-6.1in"]))
        let report = await runner.run(CornerWidget())
        let found = report.findings.filter { $0.check == .unsupportedFamily }
        #expect(found.map(\.family) == [.accessoryCorner])
    }
}
