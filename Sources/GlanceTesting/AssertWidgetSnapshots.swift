import Foundation
import GlanceFirmware
import GlancePreviews
import GlanceSimulatedTime
import GlanceUI
import GlanceGraphics
import GlanceWidgets

/// Renders `widget` in every family × device × state (× entry) and compares each cell with a
/// golden PNG in `__Snapshots__/cairo/<TestFile>/` beside the calling test file, named
/// `<name>.<family>.<device>.<state>.png`. `GLANCE_RECORD=missing` (or `all`) records goldens
/// (never under CI); a mismatch writes the actual image and a diff to `__Snapshots__/__Failures__/`.
/// Every failing cell is reported, in one issue, through Swift Testing or XCTest. With
/// `GLANCE_SHARD=i/n` only part i of n of the cells is checked (for CI runners in parallel).
///
/// The provider is asked at `date` (a fixed moment by default), and widget code sees that
/// moment as now: `Date()` in the provider, and each entry's date in its view, so goldens of a
/// widget that reads the clock stay green on any day (docs/timeline.md).
///
///     @Test func weather() async {
///         await assertWidgetSnapshots(WeatherWidget(), devices: ["watch-45mm"], states: [.unlocked, .locked, .alwaysOn])
///     }
@MainActor
public func assertWidgetSnapshots<W: Widget>(
    _ widget: W, families: [WidgetFamily]? = nil, devices: [String] = WidgetSnapshots.defaultDevices,
    states: [NamedDeviceState] = NamedDeviceState.standard, entries: [EntryChoice] = [.index(0)], named name: String? = nil,
    tolerance: ImageTolerance = ImageTolerance(), at date: Date = SimulatedClock.referenceDate, assets: any AssetSource = NoAssets(),
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) async {
    let description = widget.body.widgetDescription
    let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    SimulatedWallClock.install()
    await reportingFailures(at: location, filePath: filePath, line: line) { (record) async throws(SnapshotFailure) in
        let matrix = WidgetSnapshots(
            families: families, devices: devices, states: states, entries: entries, tolerance: tolerance, now: date,
            directory: location.snapshotDirectory, subfolder: location.testFileName, record: record, assets: assets)
        try await matrix.sharded().verify(description, named: name ?? description.kind)
    }
}

/// Renders a view, as a widget's entry view would be drawn, in each of `families` on each device
/// and state, and compares each cell with a golden PNG as `assertWidgetSnapshots(_:…)` does.
@MainActor
public func assertWidgetSnapshots<V: View>(
    of view: @autoclosure @escaping @MainActor @Sendable () -> V, named name: String, families: [WidgetFamily]? = nil,
    devices: [String] = WidgetSnapshots.defaultDevices, states: [NamedDeviceState] = NamedDeviceState.standard,
    tolerance: ImageTolerance = ImageTolerance(), at date: Date = SimulatedClock.referenceDate, assets: any AssetSource = NoAssets(),
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) async {
    let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    SimulatedWallClock.install()
    await reportingFailures(at: location, filePath: filePath, line: line) { (record) async throws(SnapshotFailure) in
        let matrix = WidgetSnapshots(
            families: families, devices: devices, states: states, tolerance: tolerance, now: date,
            directory: location.snapshotDirectory, subfolder: location.testFileName, record: record, assets: assets)
        try matrix.sharded().verify({ ViewArchiver.archive(view(), in: $0) }, named: name)
    }
}

/// Runs `check` in the environment's record mode, and reports what it throws at `location`.
@MainActor
private func reportingFailures(
    at location: TestLocation, filePath: StaticString, line: UInt, _ check: (RecordMode) async throws(SnapshotFailure) -> Void
) async {
    do {
        try await check(try RecordMode.fromEnvironment())
    } catch {
        TestFailureReporter.report(error.description, at: location, filePath: filePath, line: line, images: error.images)
    }
}
