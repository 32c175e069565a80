import Foundation
import GlanceFirmware
import Testing

@testable import GlanceFiles

@Suite struct FaceFileTests {
    @Test(arguments: files(in: "Tests/GlanceFilesTests/Malformed/faces", ext: "json"))
    func malformedFaceFilesGiveExactlyTheirExpectedErrors(_ path: String) throws {
        let name = "Malformed/faces/" + URL(fileURLWithPath: path).lastPathComponent
        do {
            _ = try FaceFile.decode(bytes(path), file: name)
            Issue.record("\(name) decoded")
        } catch {
            try expectErrors(error.description, for: path)
        }
    }

    @Test func shippedFacesUseOnlyTheirDevicesFamiliesAndFit() throws {
        for path in files(in: "faces", ext: "json") {
            let face = try FaceFile.decode(bytes(path), file: path)
            let device = try #require(Device.named(face.deviceID))
            #expect(face.slots.allSatisfy { device.families[$0.family] != nil })
        }
    }
}
