import Foundation
import GlanceCairo
import GlanceSamples
import GlanceFiles
import GlanceFirmware
import GlanceGraphics
import GlanceTesting
import GlanceText
import GlanceUI
import GlanceWidgets
import Testing

let faceFiles: [String] = {
    let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("faces").path
    return ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).filter { $0.hasSuffix(".json") }.sorted().map { "\(dir)/\($0)" }
}()

@MainActor
@Suite struct FaceGoldenTests {
    @Test func everyShippedFaceLoads() throws {
        #expect(faceFiles.count >= 6)
        for path in faceFiles {
            let face = try FaceFile.decode(Array(try Data(contentsOf: URL(fileURLWithPath: path))), file: path)
            #expect(!face.slots.isEmpty, "\(path)")
        }
    }

    @Test(arguments: faceFiles.flatMap { path in ["bright", "always-on"].map { "\(path)@\($0)" } })
    func faceRendersAsItsReference(_ key: String) throws {
        let parts = key.split(separator: "@").map(String.init)
        let face = try FaceFile.decode(Array(try Data(contentsOf: URL(fileURLWithPath: parts[0]))), file: parts[0])
        let device = Device.named(face.deviceID)!
        var state = DeviceState(isLuminanceReduced: parts[1] == "always-on", renderingMode: face.renderingMode)
        state.tint = face.tint
        let compositor = FaceCompositor(slots: SlotRenderer(measurer: try TextEngine(), rasterizer: CairoRasterizer()))
        let frame = try compositor.compose(face, on: device, state: state, date: Gallery.now, content: face.galleryContent(on: device, state: state))
        #expect(frame.size == device.pixelSize)
        let name = URL(fileURLWithPath: parts[0]).deletingPathExtension().lastPathComponent
        try verifySnapshot(of: frame, as: .image(), named: "face-\(name)-\(parts[1])", in: cairoSnapshots, record: try RecordMode.fromEnvironment())
    }
}
