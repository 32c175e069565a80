import GlanceFirmware
import GlanceTesting
import GlanceWidgets
import Testing

@testable import CompatIsolation

/// View helpers written as Xcode 16 projects write them (top-level @ViewBuilder functions,
/// nonisolated helpers, a ViewModifier) and a widgetLabel inside a GeometryReader: goldens in
/// `__Snapshots__/cairo/CompatIsolationSnapshotTests/`.
@MainActor @Suite struct CompatIsolationSnapshotTests {
    @Test func tideInTheCornerAndRectangular() async {
        await assertWidgetSnapshots(TideComplication(), devices: ["watch-45mm"], states: [.unlocked, .locked], entries: [.index(0), .index(2)])
    }
}
