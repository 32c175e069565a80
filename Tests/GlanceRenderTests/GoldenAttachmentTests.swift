import Foundation
import GlanceFirmware
import GlanceSamples
import GlanceTesting
import GlanceWidgets
import Testing

/// A failing golden attaches its golden, actual and difference images to the Swift Testing
/// issue, so IDEs and CI show them. Checked by running this test program on a probe that
/// fails on purpose, with Swift Testing saving attachments into a folder.
@Suite struct GoldenAttachmentTests {
    @Test func aFailingGoldenAttachesGoldenActualAndDifference() throws {
        let scratch = try ScratchFolder("glance-attachments")
        let saved = "\(scratch.path)/attachments"
        try FileManager.default.createDirectory(atPath: saved, withIntermediateDirectories: true)
        let program = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.path
        let r = try GlanceProcess.run(
            ["--testing-library", "swift-testing", "--filter", "GoldenAttachmentProbe", "--attachments-path", saved], program: program,
            environment: [GoldenAttachmentProbe.key: "\(scratch.path)/goldens"])
        #expect(r.status != 0, "the probe fails on purpose: \(r.out.suffix(800))")
        let names = try FileManager.default.contentsOfDirectory(atPath: saved).sorted()
        for kind in ["golden", "actual", "diff"] {
            #expect(names.contains { $0.contains(".accessoryCircular.watch-45mm.unlocked.\(kind).png") || $0.contains(".accessoryCircular.watch-45mm.unlocked.\(kind)") }, "\(kind) in \(names)")
        }
    }
}

/// Fails on purpose (another widget against a recorded golden) when `GoldenAttachmentProbe.key`
/// names a folder; skipped otherwise.
@MainActor
@Suite(.enabled(if: ProcessInfo.processInfo.environment["GLANCE_ATTACHMENT_PROBE"] != nil, "only run by GoldenAttachmentTests"))
struct GoldenAttachmentProbe {
    nonisolated static let key = "GLANCE_ATTACHMENT_PROBE"

    @Test func anotherWidgetAgainstARecordedGolden() async throws {
        let folder = try #require(ProcessInfo.processInfo.environment[Self.key])
        func matrix(_ record: RecordMode) -> WidgetSnapshots {
            WidgetSnapshots(families: [.accessoryCircular], devices: ["watch-45mm"], states: [.unlocked], directory: "\(folder)/cairo", subfolder: "Probe", record: record)
        }
        _ = try? await matrix(.missing).verify(SampleWeatherWidget().body.widgetDescription, named: "probe")
        do {
            try await matrix(.never).verify(SampleHeartRateWidget().body.widgetDescription, named: "probe")
        } catch {
            TestFailureReporter.report(
                error.description, at: TestLocation(fileID: #fileID, filePath: #filePath, line: #line, column: #column), filePath: #filePath, line: #line,
                images: error.images)
        }
    }
}
