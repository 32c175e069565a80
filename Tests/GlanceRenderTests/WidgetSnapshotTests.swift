import GlanceFirmware
import GlanceSamples
import GlanceTesting
import GlanceWidgets
import Testing

@testable import TransitComplication

/// The sample widgets' golden images, through the assertion users write in their own tests:
/// goldens in `__Snapshots__/cairo/WidgetSnapshotTests/`.
@MainActor @Suite struct WidgetSnapshotTests {
    @Test func sampleWeatherInEveryFamilyStateAndWatch() async {
        await assertWidgetSnapshots(SampleWeatherWidget())
    }

    @Test func sampleHeartRateOnAWatchAndALockScreen() async {
        await assertWidgetSnapshots(SampleHeartRateWidget(), devices: ["watch-45mm", "iphone-6.1in"], states: [.unlocked, .locked, .vibrant])
    }

    @Test func sampleCalendarAtItsNextEvent() async {
        // The provider is asked at 10:09 UTC; entry 1 is the 13:00 design review, shown from 12:30.
        await assertWidgetSnapshots(SampleCalendarWidget(), devices: ["watch-45mm"], states: [.unlocked, .alwaysOn], entries: [.index(1)])
    }

    @Test func transitDeparturesAtTwoEntries() async {
        await assertWidgetSnapshots(
            DepartureWidget(), families: [.accessoryCircular, .accessoryRectangular], devices: ["watch-45mm"], states: [.unlocked, .alwaysOn],
            entries: [.index(0), .index(1)])
    }

    @Test func aViewInTheFamiliesItIsDrawnIn() async {
        await assertWidgetSnapshots(
            of: SampleWeatherView(), named: "sample-weather-view", families: [.accessoryRectangular, .accessoryInline], devices: ["watch-45mm"],
            states: [.unlocked, .accented])
    }
}
