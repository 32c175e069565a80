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
