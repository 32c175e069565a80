import Foundation
import GlanceCairo
import GlanceEmulator
import GlanceFirmware
import GlanceGraphics
import GlanceTesting
import GlanceText
import Testing

let emulatorSnapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__/cairo").path

@MainActor
@Suite struct EmulatorChromeTests {
    /// The window's content as it is drawn: bezel, display, scrubber strip, status line and overlays.
    @Test(arguments: ["plain", "hud", "help", "hud-help-strip"])
    func theWindowDrawsTheDeviceWithItsOverlays(_ overlay: String) throws {
        let engine = try TextEngine()
        let s = try EmulatorSession(
            faces: [try face("infograph"), try face("round")], widgets: try widgets("tides", "steps", "moon", "messages", "air-quality"), start: start,
            compositor: FaceCompositor(slots: SlotRenderer(measurer: engine, rasterizer: CairoRasterizer())))
        if overlay == "help" { s.handle(.nextFace) }
        if overlay == "hud-help-strip" { s.handle(.entry(.next)) }
        let chrome = EmulatorChrome(measurer: engine)
        let list = chrome.displayList(
            frame: try s.frame(), device: s.device, status: s.status, headsUp: overlay.hasPrefix("hud") ? s.headsUp : nil,
            help: overlay.contains("help") ? EmulatorSession.keyHelp : nil, strip: s.timelineStrip)
        #expect(list.size == chrome.size(for: s.device))
        let bitmap = try CairoRasterizer().rasterize(list, scale: 1.5, background: .black)
        try verifySnapshot(of: bitmap, as: .image(), named: "window-\(overlay)", in: emulatorSnapshots, record: try RecordMode.fromEnvironment())
    }
}
