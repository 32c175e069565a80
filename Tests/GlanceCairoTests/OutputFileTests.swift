import Foundation
@testable import GlanceCairo
import GlanceGraphics
import Testing

/// Outputs are written whole, never over a person's file, and a rerun replaces what Glance wrote.
@Suite final class OutputFileTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("glance-output-\(UUID().uuidString)").path
    let png: [UInt8]

    init() throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        png = try PNGCodec().encode(Bitmap(width: 3, height: 2, fill: .white))
    }

    /// The scratch folder goes with the test.
    deinit { try? FileManager.default.removeItem(atPath: folder) }

    @Test func glancePNGsCarryTheirMarkAndStillDecode() throws {
        let path = "\(folder)/a.png"
        try OutputFile.write(png, to: path)
        #expect(OutputFile.wroteByGlance(path))
        let back = try PNGCodec().decode(Array(try Data(contentsOf: URL(fileURLWithPath: path))))
        #expect(back.width == 3 && back.height == 2 && back.pixel(x: 2, y: 1) == (255, 255, 255, 255))
        #expect(PNGCodec.crc32(Array("IEND".utf8)) == 0xAE42_6082, "the CRC every PNG's IEND chunk ends with")
    }

    @Test func aRerunReplacesItsOwnPictureButNeverAPersonsFile() throws {
        let ours = "\(folder)/ours.png", theirs = "\(folder)/theirs.png"
        try OutputFile.write(png, to: ours)
        try OutputFile.write(png, to: ours)
        try Data("a drawing of mine".utf8).write(to: URL(fileURLWithPath: theirs))
        #expect(throws: OutputFile.Failure.exists(path: theirs)) { try OutputFile.write(png, to: theirs) }
        #expect(try String(contentsOfFile: theirs, encoding: .utf8) == "a drawing of mine")
        try OutputFile.write(png, to: theirs, replacing: true)
        #expect(OutputFile.wroteByGlance(theirs))
    }

    @Test func aMissingFolderIsMadeOnlyWhenItsParentExists() throws {
        try OutputFile.write(png, to: "\(folder)/out/a.png")
        #expect(FileManager.default.fileExists(atPath: "\(folder)/out/a.png"))
        #expect(throws: OutputFile.Failure.directoryMissing(path: "\(folder)/no/such")) { try OutputFile.write(png, to: "\(folder)/no/such/a.png") }
    }

    @Test func reportsGlanceWroteAreItsOwnToReplaceAndLookalikesAreNot() throws {
        let check = "\(folder)/check.json", junit = "\(folder)/check.xml", bench = "\(folder)/bench.json", other = "\(folder)/other.json"
        try Data("{\n  \"_generator\" : \"Glance\",\n  \"checks\" : []\n}\n".utf8).write(to: URL(fileURLWithPath: check))
        try Data("<?xml version=\"1.0\"?>\n<!-- written by Glance (glance check) -->\n<testsuites/>\n".utf8).write(to: URL(fileURLWithPath: junit))
        try Data("{\n  \"configuration\" : {},\n  \"format\" : \"glance-bench/1\"\n}\n".utf8).write(to: URL(fileURLWithPath: bench))
        try Data("{ \"generator\": \"my own tool\", \"note\": \"Glance\" }".utf8).write(to: URL(fileURLWithPath: other))
        let csv = "\(folder)/bench.csv", theirCSV = "\(folder)/their.csv"
        try Data((OutputFile.benchCSVMarker + "max_us\n1,a\n").utf8).write(to: URL(fileURLWithPath: csv))
        try Data(("name,value\n" + OutputFile.benchCSVMarker + "\n").utf8).write(to: URL(fileURLWithPath: theirCSV))
        #expect(OutputFile.wroteByGlance(check) && OutputFile.wroteByGlance(junit) && OutputFile.wroteByGlance(bench))
        #expect(OutputFile.wroteByGlance(csv))
        #expect(!OutputFile.wroteByGlance(other) && !OutputFile.wroteByGlance(theirCSV))
        // A source file that quotes a marker is not a report.
        let source = "\(folder)/Quote.swift"
        try Data("// writes {\n  \"_generator\" : \"Glance\" and <!-- written by Glance\n".utf8).write(to: URL(fileURLWithPath: source))
        #expect(!OutputFile.wroteByGlance(source))
        #expect(throws: OutputFile.Failure.exists(path: other)) { try OutputFile.write(Array("x".utf8), to: other) }
    }
}
