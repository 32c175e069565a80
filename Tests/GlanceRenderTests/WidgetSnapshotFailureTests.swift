import Foundation
import GlanceChecks
import GlanceFirmware
import GlanceSamples
import GlanceTesting
import GlanceWidgets
import Testing

/// How `assertWidgetSnapshots` fails: every changed cell named, actual and diff images written,
/// a missing golden explained, recording refused under CI, failures reported to the test library.
@MainActor @Suite final class WidgetSnapshotFailureTests {
    let folder: String

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("glance-widget-snapshots-\(UUID().uuidString)").path
    }

    /// The scratch folder goes with the test.
    deinit { try? FileManager.default.removeItem(atPath: folder) }

    func matrix(_ record: RecordMode) -> WidgetSnapshots {
        WidgetSnapshots(
            families: [.accessoryCircular, .accessoryInline], devices: ["watch-45mm"], states: [.unlocked, .locked, .alwaysOn],
            directory: "\(folder)/__Snapshots__/cairo", subfolder: "MyWidgetTests", record: record)
    }

    func failure(_ body: () async throws -> Void) async -> String? {
        do { try await body() } catch { return "\(error)" }
        return nil
    }

    @Test func aChangedWidgetFailsNamingEveryCellAndWritesActualAndDiff() async throws {
        let recorded = await failure { try await matrix(.missing).verify(SampleWeatherWidget().body.widgetDescription, named: "weather") }
        #expect(recorded?.hasPrefix("weather: recorded 6 of 6 snapshots") == true, "\(recorded ?? "passed")")
        #expect(await failure { try await matrix(.never).verify(SampleWeatherWidget().body.widgetDescription, named: "weather") } == nil)
        // The same name, another widget: every cell differs.
        let message = try #require(await failure { try await matrix(.never).verify(SampleHeartRateWidget().body.widgetDescription, named: "weather") })
        #expect(message.hasPrefix("weather: 6 of 6 snapshots failed"), "\(message)")
        for cell in ["accessoryCircular on watch-45mm, unlocked", "accessoryCircular on watch-45mm, always-on", "accessoryInline on watch-45mm, locked"] {
            #expect(message.contains("  - \(cell): "), "no \(cell) in \(message)")
        }
        let failures = "\(folder)/__Snapshots__/__Failures__/MyWidgetTests"
        for suffix in ["actual", "diff"] {
            let file = "\(failures)/weather.accessoryCircular.watch-45mm.locked.\(suffix).png"
            #expect(FileManager.default.fileExists(atPath: file), "\(file)")
            #expect(message.contains(file))
        }
    }

    /// `GLANCE_SHARD=i/n`: each part records (and so checks) its own cells; the parts of 2, 3
    /// and 4 together are the whole matrix, each cell once.
    @Test(arguments: [2, 3, 4]) func theShardsOfAMatrixCheckEachCellOnce(count: Int) async throws {
        let widget = SampleWeatherWidget().body.widgetDescription
        let root = "\(folder)/__Snapshots__/cairo/MyWidgetTests"
        func files() -> Set<String> { Set((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []) }
        var parts: [Set<String>] = []
        for i in 1...count {
            try? FileManager.default.removeItem(atPath: root)
            var m = matrix(.missing)
            m.shard = Shard(index: i, count: count)
            _ = await failure { try await m.verify(widget, named: "weather") }
            parts.append(files())
        }
        try? FileManager.default.removeItem(atPath: root)
        _ = await failure { try await matrix(.missing).verify(widget, named: "weather") }
        let whole = files()
        #expect(whole.count == 6)
        #expect(parts.reduce(Set<String>()) { $0.union($1) } == whole)
        #expect(parts.map(\.count).reduce(0, +) == whole.count, "no cell in two parts: \(parts)")
    }

    @Test func aMatrixRecordedWholeFailsMarkedRecorded() async throws {
        let widget = SampleWeatherWidget().body.widgetDescription
        do {
            try await matrix(.missing).verify(widget, named: "weather")
            Issue.record("recording passed")
        } catch {
            #expect(error.recorded, "\(error)")
        }
        do {
            try await matrix(.never).verify(SampleHeartRateWidget().body.widgetDescription, named: "weather")
            Issue.record("another widget matched")
        } catch {
            #expect(!error.recorded, "\(error)")
        }
    }

    @Test func aMissingGoldenFailsSayingHowToRecordIt() async throws {
        let message = try #require(await failure { try await matrix(.never).verify(SampleWeatherWidget().body.widgetDescription, named: "new") })
        #expect(message.contains("no reference at \(folder)/__Snapshots__/cairo/MyWidgetTests/new.accessoryCircular.watch-45mm.unlocked.png"), "\(message)")
        #expect(message.contains("GLANCE_RECORD=missing"))
        #expect(!FileManager.default.fileExists(atPath: "\(folder)/__Snapshots__/cairo"))
    }

    @Test func recordingIsRefusedUnderCI() throws {
        for mode in ["missing", "all"] {
            #expect(throws: SnapshotFailure.self) { try RecordMode.fromEnvironment(["CI": "true", "GLANCE_RECORD": mode]) }
        }
        #expect(try RecordMode.fromEnvironment(["CI": "true"]) == .never)
    }

    @Test func unsupportedChoicesFailClearly() async throws {
        var m = matrix(.never)
        m.devices = ["watch-99mm"]
        #expect(await failure { try await m.verify(SampleWeatherWidget().body.widgetDescription, named: "x") }?.contains("unknown device 'watch-99mm'") == true)
        m.devices = ["watch-45mm"]
        m.entries = [.index(50)]
        #expect(await failure { try await m.verify(SampleWeatherWidget().body.widgetDescription, named: "x") }?.contains("has entries 0 to") == true)
    }

    @Test func failuresGoToSwiftTestingInATestAndToXCTestOutsideOne() async {
        #expect(TestFailureReporter.current == .swiftTesting)
        #expect(await Task.detached { TestFailureReporter.current }.value == .xcTest)
        await withKnownIssue {
            await assertWidgetSnapshots(SampleWeatherWidget(), devices: ["no-such-device"])
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("unknown device 'no-such-device'") }
                && issue.sourceLocation?.fileName == "WidgetSnapshotFailureTests.swift"
        }
    }
}
