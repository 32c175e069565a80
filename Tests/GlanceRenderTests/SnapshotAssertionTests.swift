import Foundation
import GlanceCairo
import GlanceGraphics
import GlanceTesting
import Testing

@Suite final class SnapshotAssertionTests {
    let directory: String

    init() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("glance-snapshots-\(UUID().uuidString)")
        directory = base.appendingPathComponent("__Snapshots__").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    /// The scratch folder goes with the test.
    deinit { try? FileManager.default.removeItem(atPath: (directory as NSString).deletingLastPathComponent) }

    func image(_ color: Color, dot: Color? = nil) -> Bitmap {
        var b = Bitmap(width: 8, height: 8, fill: color)
        if let dot { b.setPixel(x: 3, y: 3, to: dot) }
        return b
    }

    @Test func missingReferenceFailsUnlessRecording() throws {
        #expect(throws: SnapshotFailure.self) {
            try verifySnapshot(of: image(.black), as: .image(), named: "a", in: directory, record: .never)
        }
        // Recording writes the file and still fails, so a new reference is always looked at.
        #expect(throws: SnapshotFailure.self) {
            try verifySnapshot(of: image(.black), as: .image(), named: "a", in: directory, record: .missing)
        }
        #expect(FileManager.default.fileExists(atPath: "\(directory)/a.png"))
        try verifySnapshot(of: image(.black), as: .image(), named: "a", in: directory, record: .never)
    }

    @Test func aRecordedReferenceFailsMarkedRecorded() throws {
        do {
            try verifySnapshot(of: image(.black), as: .image(), named: "r", in: directory, record: .never)
            Issue.record("a missing reference matched")
        } catch {
            #expect(!error.recorded)
        }
        do {
            try verifySnapshot(of: image(.black), as: .image(), named: "r", in: directory, record: .missing)
            Issue.record("recording passed")
        } catch {
            #expect(error.recorded)
        }
        do {
            try verifySnapshot(of: image(.black, dot: .white), as: .image(), named: "r", in: directory, record: .never)
            Issue.record("a changed pixel matched")
        } catch {
            #expect(!error.recorded)
        }
    }

    @Test func differencesWithinToleranceMatch() throws {
        try? verifySnapshot(of: image(.black), as: .image(), named: "b", in: directory, record: .missing)
        try verifySnapshot(of: image(Color(r8: 3, g8: 3, b8: 3)), as: .image(tolerance: ImageTolerance(perChannel: 4)), named: "b", in: directory, record: .never)
        try verifySnapshot(of: image(.black, dot: .white), as: .image(tolerance: ImageTolerance(pixelFraction: 0.02)), named: "b", in: directory, record: .never)
    }

    @Test func aMismatchWritesTheActualImageAndADiff() throws {
        try? verifySnapshot(of: image(.black), as: .image(), named: "c", in: directory, record: .missing)
        do {
            try verifySnapshot(of: image(.black, dot: .white), as: .image(), named: "c", in: directory, record: .never)
            Issue.record("a changed pixel matched")
        } catch {
            #expect(error.description.contains("1 of 64 pixels differ"))
        }
        let failures = URL(fileURLWithPath: directory).deletingLastPathComponent().appendingPathComponent("__Failures__").path
        let diff = try PNGCodec().decode(Array(try Data(contentsOf: URL(fileURLWithPath: "\(failures)/c.diff.png"))))
        #expect(diff.color(x: 3, y: 3) == .red)
        #expect(diff.color(x: 0, y: 0) != .red)
        #expect(FileManager.default.fileExists(atPath: "\(failures)/c.actual.png"))
    }

    @Test func sizeChangesAreReported() throws {
        try? verifySnapshot(of: image(.black), as: .image(), named: "d", in: directory, record: .missing)
        #expect(throws: SnapshotFailure.self) {
            try verifySnapshot(of: Bitmap(width: 4, height: 8, fill: .black), as: .image(), named: "d", in: directory, record: .never)
        }
    }

    @Test func recordModeComesFromTheEnvironmentAndIsNeverOnInCI() throws {
        #expect(try RecordMode.fromEnvironment([:]) == .missing)
        #expect(try RecordMode.fromEnvironment(["CI": "true"]) == .never)
        #expect(try RecordMode.fromEnvironment(["GLANCE_RECORD": "all"]) == .all)
        #expect(throws: SnapshotFailure.self) { try RecordMode.fromEnvironment(["GLANCE_RECORD": "all", "CI": "true"]) }
        #expect(throws: SnapshotFailure.self) { try RecordMode.fromEnvironment(["GLANCE_RECORD": "sometimes"]) }
    }
}
