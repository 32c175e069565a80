import Foundation
import GlanceEmulator
import Testing

/// F12's screenshots: into a folder made when missing, under names that never replace a file,
/// written whole.
@Suite struct EmulatorScreenshotTests {
    @Test func screenshotsGoIntoTheirFolderUnderNewNames() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("glance-shots-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: base) }
        let folder = base + "/out"
        let first = try Screenshots.save([1, 2, 3], in: folder, at: start)
        #expect(first == folder + "/glance-20260603-100930.png")
        let second = try Screenshots.save([4, 5], in: folder, at: start)
        #expect(second == folder + "/glance-20260603-100930-2.png")
        #expect(try Data(contentsOf: URL(fileURLWithPath: first)) == Data([1, 2, 3]))
        #expect(try Data(contentsOf: URL(fileURLWithPath: second)) == Data([4, 5]))
        // Nothing else is left behind: no temporary file, nothing outside the folder.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["glance-20260603-100930-2.png", "glance-20260603-100930.png"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: base) == ["out"])
        #expect(Screenshots.defaultFolder == "out")
    }

    @Test func aFileInTheFoldersPlaceIsAnError() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("glance-shots-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: base) }
        try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: base + "/out", contents: Data([0])))
        #expect(throws: (any Error).self) { try Screenshots.save([1], in: base + "/out", at: start) }
    }
}
