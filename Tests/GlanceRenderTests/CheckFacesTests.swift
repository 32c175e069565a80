import Foundation
import GlanceCairo
import GlanceSamples
import GlanceFiles
import GlanceChecks
import GlanceChecksCommand
import GlanceFirmware
import GlanceGraphics
import GlanceText
import Testing

/// `glance check` given face files: each is checked holding the ROMs' widgets as the window
/// places them, and drawn in every state its device offers.
@Suite struct CheckFacesTests {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    private let scratch: ScratchFolder
    var folder: String { scratch.path }

    init() throws {
        scratch = try ScratchFolder("glance-check-faces")
    }


    /// A copy of a shipped face, changed by `edit`, written to the temporary folder.
    func face(_ name: String, _ edit: (inout [String: Any]) -> Void) throws -> String {
        var json = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: "\(root)/faces/\(name).json"))) as? [String: Any])
        edit(&json)
        let path = "\(folder)/\(name)-\(UUID().uuidString.prefix(6)).json"
        try JSONSerialization.data(withJSONObject: json).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func romsAndFacesTogetherAreSortedAndEachFaceIsReported() throws {
        let r = try GlanceProcess.run(
            ["check", "\(root)/roms/steps.json", "\(root)/faces/modular.json", "\(root)/faces/smart-stack.json", "--check", "face-slot,face-unrenderable"])
        #expect(r.status == 0, "\(r.err)")
        #expect(r.out.contains("Modular (\(root)/faces/modular.json): ok  [face on watch-45mm]"), "\(r.out)")
        #expect(r.out.contains("Smart Stack (\(root)/faces/smart-stack.json): ok"), "\(r.out)")
        // Every lock state × luminance × mode of the watch (full colour, accented): 3 × 2 × 2 a face.
        #expect(r.out.contains("2 faces (24 frames)"), "\(r.out)")
    }

    @Test func aSlotNoWidgetFillsIsAWarningThatSaysWhy() throws {
        let named = try face("modular") { json in
            var slots = json["slots"] as! [[String: Any]]
            slots[1]["widget"] = "no-such-widget"
            json["slots"] = slots
        }
        let r = try GlanceProcess.run(["check", "\(root)/roms/stocks.json", named, "--check", "face-slot", "--fail-on", "warning"])
        #expect(r.status == 1)
        #expect(r.out.contains("warning face-slot: slot \"large\" stays empty: it names widget \"no-such-widget\", which none of the 1 widgets given is"), "\(r.out)")
        let corners = try GlanceProcess.run(["check", "\(root)/roms/stocks.json", "\(root)/faces/infograph.json", "--check", "face-slot"])
        #expect(corners.status == 0, "warnings pass unless --fail-on warning")
        #expect(corners.out.contains("slot \"corner-top-left\" stays empty: none of the 1 widgets given has the accessoryCorner family"), "\(corners.out)")
    }

    @Test func facesAloneHoldTheSampleWidgets() throws {
        let r = try GlanceProcess.run(["check", "faces/lcd.json", "--check", "face-slot"], directory: root)
        #expect(r.status == 0, "\(r.err)")
        #expect(r.out.contains("Memory LCD (faces/lcd.json): ok  [face on lcd-144x168]"), "\(r.out)")
        #expect(r.out.contains("0 widgets, 0 cells"), "the sample ROMs fill the slots but are not themselves checked: \(r.out)")
    }

    @MainActor
    @Test func aFaceThatCannotBeDrawnIsAnErrorInEveryState() throws {
        // Only code can make such a face: a file asking for a family its device lacks is refused when read.
        let slot = Face.Slot(id: "corner", family: .accessoryCorner, origin: Point(x: 0, y: 0), corner: .topLeading)
        let face = Face(name: "Impossible", deviceID: "iphone-6.1in", slots: [slot])
        let widgets = try RomFile.decode(Array(try Data(contentsOf: URL(fileURLWithPath: "\(root)/roms/steps.json"))), file: "steps.json").widgetDescriptions
        let renderer = SlotRenderer(measurer: try TextEngine(), rasterizer: CairoRasterizer())
        let result = FaceCheck(face: face).run(widgets: widgets, renderer: renderer, start: Date(), checks: [.faceUnrenderable])
        let device = try #require(Device.named("iphone-6.1in"))
        #expect(result.findings.count == 3 * 2 * device.renderingModes.count)
        #expect(result.findings.allSatisfy { $0.check == .faceUnrenderable && $0.severity == .error && $0.message.contains("accessoryCorner") })
    }

    @Test func progressShowsOnATerminalAndNeverInAPipe() throws {
        let piped = try GlanceProcess.run(["check", "\(root)/roms/steps.json", "--device", "watch-45mm"])
        #expect(!piped.err.contains("\r") && !piped.err.contains("checking steps"), "\(piped.err)")
        // script(1) gives the program a terminal, as a person's shell does.
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else { return }
        let glance = GlanceProcess.binary()
        let tty = try GlanceProcess.run(["-qec", "\(glance) check \(root)/roms/steps.json --device watch-45mm", "/dev/null"], program: "/usr/bin/script")
        #expect(tty.status == 0, "\(tty.err)")
        #expect(tty.out.contains("checking steps") && tty.out.contains("\r\u{1B}[2K"), "\(tty.out)")
    }

    @Test func aFacesBackgroundImageIsReadAsTheWindowReadsIt() throws {
        let pictured = try face("lcd") { $0["background"] = ["image": "sky.png"] }
        let arguments = [pictured, "--check", "face-slot,face-unrenderable"]
        let missing = try GlanceProcess.run(["check"] + arguments, directory: root)
        #expect(missing.status == 1 && missing.err.contains("\(folder)/sky.png: background image not found"), "\(missing.err)")
        try Data("not a PNG".utf8).write(to: URL(fileURLWithPath: "\(folder)/sky.png"))
        let unreadable = try GlanceProcess.run(["check"] + arguments, directory: root)
        #expect(unreadable.status == 1 && unreadable.err.contains("\(folder)/sky.png: background image:"), "\(unreadable.err)")
        try Data(PNGCodec().encode(Bitmap(width: 144, height: 168, fill: Color(r8: 40, g8: 90, b8: 160)))).write(to: URL(fileURLWithPath: "\(folder)/sky.png"))
        let drawn = try GlanceProcess.run(["check"] + arguments, directory: root)
        #expect(drawn.status == 0, "\(drawn.err)")
        #expect(drawn.out.contains("Memory LCD (\(pictured)): ok"), "\(drawn.out)")
    }
}
