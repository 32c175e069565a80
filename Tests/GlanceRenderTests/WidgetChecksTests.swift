import Foundation
import GlanceCairo
import GlanceSamples
import GlanceChecks
import GlanceGraphics
import GlanceFirmware
import GlanceTesting
import GlanceUI
import GlanceWidgets
import Testing

@testable import TransitComplication

/// The sample widgets through `assertWidgetPasses`, the design checks users put in their own
/// tests: each passes at error level on the watches it is designed for, and a widget that
/// breaks a check fails the test, naming it.
@MainActor @Suite struct WidgetChecksTests {
    @Test func sampleWidgetsPassTheirChecks() async {
        for report in [
            await assertWidgetPasses(SampleCalendarWidget(), devices: ["watch-45mm", "iphone-6.1in"]),
            await assertWidgetPasses(DepartureWidget(), devices: ["watch-45mm"]),
            // The heart-rate sample reloads every 15 minutes on purpose: `glance timeline` shows
            // with it how a spent budget leaves content stale. Everything else passes.
            await assertWidgetPasses(SampleHeartRateWidget(), checks: Set(CheckID.allCases).subtracting([.reloadBudget]), devices: ["watch-45mm"]),
        ] {
            #expect((report?.cellsChecked ?? 0) > 0)
        }
    }

    @Test func theHeartRateSampleSpendsItsReloadBudget() async {
        var configuration = CheckConfiguration()
        configuration.checks = [.reloadBudget]
        let report = await CheckRunner(measurer: FixedAdvanceTextMeasurer(), rasterizer: CairoRasterizer(), configuration: configuration).run(SampleHeartRateWidget())
        #expect(!report.findings.isEmpty && Set(report.findings.map(\.check)) == [.reloadBudget])
    }

    @Test func aWidgetThatBreaksACheckFailsNamingIt() async {
        await withKnownIssue {
            let report = await assertWidgetPasses(OverflowingWidget(), checks: [.outsideSlot], devices: ["watch-45mm"])
            #expect(report?.findings.contains { $0.check == .outsideSlot && $0.family == .accessoryRectangular } == true)
        } matching: { issue in
            // The report keeps its coverage: the families checked are listed, not "[]".
            issue.comments.contains {
                $0.rawValue.contains("outside-slot") && $0.rawValue.contains("accessoryRectangular") && !$0.rawValue.contains("[]")
            }
        }
    }
}

/// A rectangular widget whose text is set far larger than the slot.
struct OverflowingWidget: Widget {
    struct Entry: TimelineEntry { let date: Date }
    struct Provider: TimelineProvider {
        func placeholder(in context: Context) -> Entry { Entry(date: Gallery.now) }
        func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(Entry(date: Gallery.now)) }
        func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
            completion(Timeline(entries: [Entry(date: Gallery.now)], policy: .never))
        }
    }

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "test.overflowing", provider: Provider()) { _ in
            Text("Far too large").font(.system(size: 80)).fixedSize()
        }
        .supportedFamilies([.accessoryRectangular])
    }
}
