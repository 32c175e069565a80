import Foundation
import GlanceFirmware
import GlanceGraphics
import Testing

/// What went wrong in a new user's first hour with the window, pinned: the tint key, the
/// shipped Smart Stack face with every sample ROM, and taps on corner complications.
@MainActor
@Suite struct EmulatorFirstHourTests {
    let tests = EmulatorSessionTests()

    /// Every sample ROM, as `make run` loads them.
    func everySample() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("roms").path)
            .filter { $0.hasSuffix(".json") }.sorted().map { String($0.dropLast(5)) }
    }

    @Test func theTintKeyChangesTheAccentedPixelsAndAFaceStartsInItsOwnTint() throws {
        let s = try tests.session([try face("modular"), try face("infograph")], try widgets("steps", "tides"))
        #expect(s.state.tint == s.face.tint)
        s.handle(.cycleRenderingMode)
        #expect(s.state.renderingMode == .accented)
        let before = try s.frame()
        s.handle(.cycleTint)
        #expect(s.status.hasPrefix("tint: ") && !s.status.contains("("), "\(s.status)")
        let after = try s.frame()
        let display = Rect(origin: .zero, size: s.device.screenSize)
        #expect(differingShare(before, after, display, scale: s.device.scale) > 0.005)
        s.handle(.nextFace)
        #expect(s.state.tint == s.face.tint)
    }

    @Test func theTintKeySaysWhereTheTintShowsInFullColour() throws {
        let s = try tests.session([try face("modular")], try widgets("steps"))
        s.handle(.cycleTint)
        #expect(s.status.hasSuffix("(shows in accented mode: M)"), "\(s.status)")
    }

    @Test func theShippedSmartStackFaceShowsAStackWithEverySampleLoaded() throws {
        let s = try tests.session([try face("smart-stack")], try widgets(try everySample()))
        #expect(s.instance(in: "stack") != nil, "\(s.status)")
        #expect(s.status.contains("a Smart Stack holds 10"), "\(s.status)")
        let frame = try s.frame()
        let stack = try #require(s.face.slots.first { $0.id == "stack" })
        let size = try SlotRenderer.canvasSize(of: stack.family, on: s.device)
        #expect(brightness(frame, Rect(origin: stack.origin, size: size), scale: s.device.scale) > 5)
    }

    @Test func tappingWhereACornerIsDrawnOpensThatCorner() throws {
        let s = try tests.session([try face("infograph")], try widgets(try everySample()))
        let frame = try s.frame()
        for slot in s.face.slots where slot.family == .accessoryCorner {
            // The middle of the lit pixels in the slot's canvas: where a person sees it and clicks.
            let size = try SlotRenderer.canvasSize(of: slot.family, on: s.device)
            let lit = litCentre(frame, Rect(origin: slot.origin, size: size), scale: s.device.scale)
            let point = try #require(lit, "nothing drawn in \(slot.id)")
            #expect(s.slot(at: point)?.id == slot.id, "\(slot.id) at \(point)")
            let kind = try #require(s.instance(in: slot.id)).widget.kind
            s.tap(at: point)
            #expect(s.status.hasPrefix(kind + " opens"), "\(slot.id): \(s.status)")
        }
    }

    /// The centre of the lit pixels in `rect` (points), or nil when none is lit.
    func litCentre(_ b: Bitmap, _ rect: Rect, scale: Double) -> Point? {
        var sx = 0.0, sy = 0.0, n = 0.0
        for y in Int(rect.minY * scale)..<min(b.height, Int(rect.maxY * scale)) {
            for x in Int(rect.minX * scale)..<min(b.width, Int(rect.maxX * scale)) {
                let p = b.pixel(x: x, y: y)
                if Int(p.r) + Int(p.g) + Int(p.b) > 150 { (sx, sy, n) = (sx + Double(x), sy + Double(y), n + 1) }
            }
        }
        return n == 0 ? nil : Point(x: sx / n / scale, y: sy / n / scale)
    }
}
