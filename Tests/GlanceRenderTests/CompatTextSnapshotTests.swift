import GlanceFirmware
import GlanceTesting
import GlanceWidgets
import Testing

@testable import CompatText

/// The CompatText widgets (text formats, environment values, SF Symbols) in golden images:
/// goldens in `__Snapshots__/cairo/CompatTextSnapshotTests/`.
@MainActor @Suite struct CompatTextSnapshotTests {
    @Test func formattedTextInEveryFamily() async {
        await assertWidgetSnapshots(ConditionsComplication(), devices: ["watch-45mm"], states: [.unlocked, .alwaysOn])
    }

    @Test func environmentAdaptsToFamilyModeAndLuminance() async {
        await assertWidgetSnapshots(ChargeComplication(), devices: ["watch-45mm"], states: [.unlocked, .alwaysOn, .accented])
        await assertWidgetSnapshots(
            ChargeComplication(), families: [.accessoryRectangular, .accessoryInline], devices: ["iphone-6.1in"], states: [.unlocked, .vibrant])
    }

    @Test func symbolsFromRealComplications() async {
        await assertWidgetSnapshots(
            SyncComplication(), families: [.accessoryCircular, .accessoryRectangular], devices: ["watch-45mm"], states: [.unlocked, .accented],
            entries: [.index(0), .index(1), .index(2), .index(3)])
        await assertWidgetSnapshots(
            SyncComplication(), families: [.accessoryInline, .accessoryCorner], devices: ["watch-45mm"], states: [.unlocked], entries: [.index(2)])
    }

    @Test func symbolLegendAsAView() async {
        await assertWidgetSnapshots(
            of: SyncLegendView(), named: "sync-legend", families: [.accessoryRectangular], devices: ["watch-45mm"], states: [.unlocked])
    }
}
