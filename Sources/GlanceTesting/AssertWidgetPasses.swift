import Foundation
import GlanceCairo
import GlanceChecks
import GlanceFirmware
import GlanceSimulatedTime
import GlanceText
import GlanceWidgets

/// Runs `glance check`'s design checks over `widget` (every family it supports, on `devices`,
/// in every lock state × luminance × rendering mode, and over a simulated day) and fails the
/// calling test with the report's findings at `failOn` or above, each naming its check,
/// family, device, state and entry. Returns the report, for further expectations.
///
///     @Test func weatherPasses() async {
///         await assertWidgetPasses(WeatherWidget(), checks: [.outsideSlot, .privacyLeak])
///     }
@MainActor
@discardableResult
public func assertWidgetPasses<W: Widget>(
    _ widget: W, checks: Set<CheckID> = Set(CheckID.allCases), families: [WidgetFamily]? = nil,
    devices: [String] = WidgetSnapshots.defaultDevices, preset: AlwaysOnPreset = .appleStyle, failOn: Severity = .error,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) async -> CheckReport? {
    SimulatedWallClock.install()
    let location = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    func fail(_ message: String) { TestFailureReporter.report(message, at: location, filePath: filePath, line: line) }
    var configuration = CheckConfiguration()
    configuration.checks = checks
    configuration.families = families
    configuration.preset = preset
    do { configuration.devices = try Device.list(parsing: devices) } catch {
        fail(error.description)
        return nil
    }
    let runner: CheckRunner
    do {
        runner = CheckRunner(measurer: try TextEngine(), rasterizer: CairoRasterizer(), configuration: configuration)
    } catch {
        fail("could not load the fonts to check with: \(error)")
        return nil
    }
    let report = await runner.run(widget)
    if report.fails(at: failOn) {
        var failing = report
        failing.findings.removeAll { $0.severity < failOn }
        fail("\(report.widgets.joined(separator: ", ")) does not pass its checks at \(failOn.rawValue):\n" + failing.text(preset: preset))
    }
    return report
}
