import GlanceFirmware
import GlanceTesting
import GlanceWidgets
import Testing

@testable import CompatStyles

/// The style, colour and text-modifier compatibility examples' golden images: goldens in
/// `__Snapshots__/cairo/CompatStylesSnapshotTests/`.
@MainActor @Suite struct CompatStylesSnapshotTests {
    @Test func customGaugeProgressAndLabelStyles() async {
        await assertWidgetSnapshots(ChargeComplication(), devices: ["watch-45mm"], states: [.unlocked, .accented], entries: [.index(0), .index(3)])
    }

    @Test func colourInitialisersAndShapeStyles() async {
        await assertWidgetSnapshots(AirQualityComplication(), devices: ["watch-45mm"], states: [.unlocked, .vibrant], entries: [.index(0), .index(2)])
    }

    @Test func viewLevelTextModifiers() async {
        await assertWidgetSnapshots(TickerComplication(), devices: ["watch-45mm"], states: [.unlocked, .alwaysOn], entries: [.index(0), .index(2)])
    }
}
