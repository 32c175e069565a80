import Foundation
import GlanceCairo
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

/// Fills a face's slots with gallery complications, in order, for each family.
@MainActor
func galleryContent(for face: Face, state: DeviceState) -> FaceCompositor.Content {
    var used: [WidgetFamily: Int] = [:]
    var chosen: [String: GalleryItem] = [:]
    for slot in face.slots {
        let candidates = Gallery.items.filter { $0.families.contains(slot.family) }
        let n = used[slot.family, default: 0]
        used[slot.family] = n + 1
        chosen[slot.id] = candidates[(n * 3 + 1) % candidates.count]
    }
    let device = Device.named(face.deviceID)!
    return { slot in
        guard let item = chosen[slot.id], let env = try? SlotRenderer.environment(for: slot.family, on: device, date: Gallery.now, state: state) else { return nil }
        return (ViewArchiver.archive(item.makeView(), in: env), WidgetIdentity(kind: item.id, protection: .none))
    }
}

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
        let frame = try compositor.compose(face, on: device, state: state, date: Gallery.now, content: galleryContent(for: face, state: state))
        #expect(frame.size == device.pixelSize)
        let name = URL(fileURLWithPath: parts[0]).deletingPathExtension().lastPathComponent
        try verifySnapshot(of: frame, as: .image(), named: "face-\(name)-\(parts[1])", in: cairoSnapshots, record: try RecordMode.fromEnvironment())
    }
}
