import Foundation
import GlanceFirmware
import Testing

@testable import GlanceFiles

let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

func files(in folder: String, ext: String) -> [String] {
    let dir = repositoryRoot.appendingPathComponent(folder).path
    return ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).filter { $0.hasSuffix(".\(ext)") }.sorted().map { "\(dir)/\($0)" }
}

func bytes(_ path: String) -> [UInt8] { Array((try? Data(contentsOf: URL(fileURLWithPath: path))) ?? Data()) }

@Suite struct DeviceFileTests {
    @Test func everyShippedDeviceFileIsTheBuiltInDevice() throws {
        let paths = files(in: "faces/devices", ext: "json")
        #expect(paths.count == Device.builtIn.count)
        for path in paths {
            let device = try DeviceFile.decode(bytes(path), file: path)
            #expect(device == Device.named(device.id), "\(path)")
        }
    }

    @Test func encodingRoundTrips() throws {
        for device in Device.builtIn {
            #expect(try DeviceFile.decode(Array(DeviceFile.encode(device).utf8), file: device.id) == device)
        }
    }

    @Test(arguments: files(in: "Tests/GlanceFilesTests/Malformed/devices", ext: "json"))
    func malformedDeviceFilesGiveExactlyTheirExpectedErrors(_ path: String) throws {
        try expectMalformed(path, "devices") { _ = try DeviceFile.decode($0, file: $1) }
    }
}

/// Decodes the malformed file at `path` (shown as `Malformed/<folder>/<name>`), which must
/// fail with exactly the errors in its `.expected` file.
func expectMalformed(_ path: String, _ folder: String, _ decode: ([UInt8], String) throws -> Void) throws {
    let name = "Malformed/\(folder)/" + URL(fileURLWithPath: path).lastPathComponent
    do {
        try decode(bytes(path), name)
        Issue.record("\(name) decoded")
    } catch {
        try expectErrors("\(error)", for: path)
    }
}

/// Compares `actual` with the `.expected` file beside `path`; writes it when missing and
/// `GLANCE_RECORD` is set outside CI, so a new case is recorded once and then looked at.
func expectErrors(_ actual: String, for path: String) throws {
    let expectedPath = path.replacingOccurrences(of: ".json", with: ".expected")
    let env = ProcessInfo.processInfo.environment
    guard let expected = try? String(contentsOfFile: expectedPath, encoding: .utf8) else {
        if env["GLANCE_RECORD"] != nil && env["CI"] == nil {
            try (actual + "\n").write(toFile: expectedPath, atomically: true, encoding: .utf8)
            Issue.record("recorded \(expectedPath); look at it")
        } else {
            Issue.record("no \(expectedPath); record with GLANCE_RECORD=missing. Actual:\n\(actual)")
        }
        return
    }
    #expect(actual + "\n" == expected, "\(path) gave:\n\(actual)")
}

@Suite struct RomFileTests {
    @Test(arguments: files(in: "Tests/GlanceFilesTests/Malformed/roms", ext: "json"))
    func malformedRomFilesGiveExactlyTheirExpectedErrors(_ path: String) throws {
        try expectMalformed(path, "roms") { _ = try RomFile.decode($0, file: $1) }
    }

    @Test func everyShippedRomDecodes() throws {
        let paths = files(in: "roms", ext: "json")
        #expect(paths.count >= 8)
        for path in paths { #expect(try !RomFile.decode(bytes(path), file: path).widgets.isEmpty) }
    }
}
