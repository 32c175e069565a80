import Foundation
import GlanceFirmware
import Testing

@testable import GlanceFiles

@Suite struct FaceFileTests {
    @Test(arguments: files(in: "Tests/GlanceFilesTests/Malformed/faces", ext: "json"))
    func malformedFaceFilesGiveExactlyTheirExpectedErrors(_ path: String) throws {
        try expectMalformed(path, "faces") { _ = try FaceFile.decode($0, file: $1) }
    }

    @Test func shippedFacesUseOnlyTheirDevicesFamiliesAndFit() throws {
        for path in files(in: "faces", ext: "json") {
            let face = try FaceFile.decode(bytes(path), file: path)
            let device = try #require(Device.named(face.deviceID))
            #expect(face.slots.allSatisfy { device.families[$0.family] != nil })
        }
    }
}

/// `"$schema"`, which editors add for completion, is accepted at the top of every format.
@Suite struct SchemaFieldTests {
    /// A shipped file's text with its `"$schema"` line replaced by `line`.
    func text(_ path: String, schemaLine line: String) throws -> [UInt8] {
        let text = String(decoding: bytes(repositoryRoot.appendingPathComponent(path).path), as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let index = try #require(lines.firstIndex { $0.hasPrefix(#"  "$schema": "#) }, "\(path) names no schema")
        return Array((lines[..<index] + [line] + lines[(index + 1)...]).joined(separator: "\n").utf8)
    }

    @Test func everyShippedFormatNamesItsSchemaAndIsRead() throws {
        _ = try RomFile.decode(text("roms/steps.json", schemaLine: #"  "$schema": "../schemas/rom.schema.json","#), file: "rom.json")
        _ = try FaceFile.decode(text("faces/modular.json", schemaLine: #"  "$schema": "https://example.com/face.json","#), file: "face.json")
        _ = try DeviceFile.decode(text("faces/devices/lcd-144x168.json", schemaLine: #"  "$schema": "x","#), file: "device.json")
    }

    @Test func aSchemaThatIsNotAStringIsAnErrorAtItsLine() throws {
        let error = try #require(throws: FileErrors.self) { try RomFile.decode(text("roms/steps.json", schemaLine: #"  "$schema": 5,"#), file: "rom.json") }
        #expect(error.description.contains("rom.json:2:3: $schema: expected a string (the schema's path or URL), found a number"), "\(error)")
    }

    @Test func onlyTheTopLevelTakesIt() throws {
        let rom = String(decoding: bytes(repositoryRoot.appendingPathComponent("roms/steps.json").path), as: UTF8.self)
            .replacingOccurrences(of: #""kind": "steps","#, with: #""kind": "steps", "$schema": "x","#)
        let error = try #require(throws: FileErrors.self) { try RomFile.decode(Array(rom.utf8), file: "rom.json") }
        #expect(error.description.contains("widgets[0].$schema: unknown field"), "\(error)")
    }
}
