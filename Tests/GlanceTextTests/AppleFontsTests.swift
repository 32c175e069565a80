import Foundation
import GlanceGraphics
import GlanceText
import Testing

/// `--fonts DIR`: Apple's SF files, found by name, win over the stand-ins; a folder without
/// them is an error naming it. Stand-in files renamed as Apple names its fonts play SF here.
@Suite final class AppleFontsTests {
    let folder: String

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("glance-sf-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let inter = try FontCatalog.standard.face(for: FontDescriptor(size: 12)).path
        for name in ["SF-Compact-Rounded-Medium.otf", "SF-Compact-Text-Regular.otf", "SF-Pro-Text-Regular.otf", "SF-Pro-Display-Bold.otf", "SFProText-SemiboldItalic.otf"] {
            try FileManager.default.copyItem(atPath: inter, toPath: "\(folder)/\(name)")
        }
    }

    /// The scratch folder goes with the test.
    deinit { try? FileManager.default.removeItem(atPath: folder) }

    @Test func appleFilesServeTheirFacesAndTheRestFallsBack() throws {
        var catalog = FontCatalog.standard
        catalog.apple = try AppleFonts(directory: folder)
        func file(_ font: FontDescriptor) throws -> String { URL(fileURLWithPath: try catalog.face(for: font).path).lastPathComponent }
        var rounded = FontDescriptor(size: 14.5, weight: .medium, design: .rounded)
        rounded.compact = true
        #expect(try file(rounded) == "SF-Compact-Rounded-Medium.otf")
        var watchText = FontDescriptor(size: 15)
        watchText.compact = true
        #expect(try file(watchText) == "SF-Compact-Text-Regular.otf")
        #expect(try file(FontDescriptor(size: 17)) == "SF-Pro-Text-Regular.otf")
        #expect(try file(FontDescriptor(size: 28, weight: .bold)) == "SF-Pro-Display-Bold.otf")
        #expect(try file(FontDescriptor(size: 12, weight: .semibold, italic: true)) == "SFProText-SemiboldItalic.otf")
        // Monospaced is not SF here; a weight the folder lacks falls back to its regular text cut.
        #expect(try file(FontDescriptor(size: 12, design: .monospaced)).hasPrefix("DejaVuSansMono"))
        #expect(try file(FontDescriptor(size: 12, weight: .heavy)) == "SF-Pro-Text-Regular.otf")
    }

    @Test func aFolderWithoutSFIsAnError() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("glance-nosf-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: empty) }
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        #expect(throws: FontError.noAppleFonts(directory: empty)) { try AppleFonts(directory: empty) }
        #expect(throws: FontError.noAppleFonts(directory: "/no/such/folder")) { try AppleFonts(directory: "/no/such/folder") }
    }
}
