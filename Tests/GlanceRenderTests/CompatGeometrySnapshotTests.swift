import GlanceFirmware
import GlanceTesting
import GlanceWidgets
import Testing

@testable import CompatGeometry

/// Widgets written with Apple's geometry API (CGRect shapes, Paths in CGPoints and Angles,
/// CGAffineTransform, GeometryReader arithmetic in CGFloat): goldens in
/// `__Snapshots__/cairo/CompatGeometrySnapshotTests/`.
@MainActor @Suite struct CompatGeometrySnapshotTests {
    @Test func sleepStagesDrawTheirCustomShapesAtTheirSize() async {
        await assertWidgetSnapshots(
            SleepComplication(), devices: ["watch-45mm"], states: [.unlocked, .accented], entries: [.index(0), .index(1)])
    }

    @Test func compassNeedleAndTicksFromPaths() async {
        await assertWidgetSnapshots(CompassComplication(), devices: ["watch-45mm", "watch-41mm"], states: [.unlocked, .alwaysOn], entries: [.index(1)])
    }
}
