import Foundation
import GlanceFirmware
import GlanceGraphics
import GlanceUI
import GlanceWidgets
import Testing

@Suite struct DeviceStateTests {
    @Test(arguments: LockState.allCases)
    func redactionFollowsLockStateAndDataProtection(_ lock: LockState) {
        let state = DeviceState(lock: lock)
        for protection in WidgetDataProtection.allCases {
            let got = state.redaction(for: "w", protection: protection)
            let expected: RedactionPolicy =
                switch (lock, protection) {
                case (.unlocked, _): .none
                case (.rebootedBeforeFirstUnlock, _): .placeholder
                case (.locked, .complete), (.locked, .completeUnlessOpen): .placeholder
                case (.locked, .completeUntilFirstUserAuthentication), (.locked, .none): .hideSensitive
                }
            #expect(got == expected, "\(lock) \(protection)")
        }
    }

    @Test func settingsChangeWhatALockedDeviceShows() {
        var state = DeviceState(lock: .locked)
        state.privacy.hideSensitiveComplications = .off
        #expect(state.redaction(for: "w", protection: .none) == .none)
        state.privacy.hideSensitiveComplications = .only(["bank"])
        #expect(state.redaction(for: "bank", protection: .none) == .hideSensitive)
        #expect(state.redaction(for: "weather", protection: .none) == .none)
        state.privacy.passcodeSet = false
        #expect(state.redaction(for: "bank", protection: .completeUnlessOpen) == .hideSensitive)
        #expect(state.redaction(for: "bank", protection: .complete) == .placeholder)
        state.privacy.allowAccessWhenLocked = false
        #expect(state.redaction(for: "weather", protection: .none) == .placeholder)
        #expect(DeviceState(isLuminanceReduced: true).refreshInterval == 60 && DeviceState().refreshInterval == 1)
    }

    @Test func accentedModeTintsTheAccentGroupAndWhitensTheRest() {
        let fill = DisplayItem.fill(Path(rect: Rect(x: 0, y: 0, width: 1, height: 1)), .color(Color(red: 1, green: 0.5, blue: 0, alpha: 0.5)))
        let list = DisplayList(size: Size(width: 1, height: 1), items: [fill, .group(DisplayGroup(tag: .accent, items: [fill]))])
        let out = RenderingModeTransform.apply(list, mode: .accented, tint: .cyan)
        guard case .fill(_, .color(let plain), _) = out.items[0], case .group(let g) = out.items[1], case .fill(_, .color(let accent), _) = g.items[0] else {
            Issue.record("unexpected \(out.items)")
            return
        }
        #expect(plain == Color.white.opacity(0.5))
        #expect(accent == Color.cyan.opacity(0.5))
        #expect(RenderingModeTransform.apply(list, mode: .fullColor, tint: .cyan) == list)
    }

    @Test func vibrantModeKeepsOnlyLuminanceAndBacksAccessoryBackgrounds() {
        let dark = DisplayItem.fill(Path(rect: Rect(x: 0, y: 0, width: 1, height: 1)), .color(.black))
        let background = DisplayItem.group(DisplayGroup(tag: .accessoryBackground, items: [dark]))
        let out = RenderingModeTransform.apply(DisplayList(size: Size(width: 1, height: 1), items: [dark, background]), mode: .vibrant, tint: .red)
        guard case .fill(_, .color(let c), _) = out.items[0], case .group(let g) = out.items[1], case .fill(_, .color(let b), _) = g.items[0] else {
            Issue.record("unexpected \(out.items)")
            return
        }
        #expect(c.alpha == 0 && b == RenderingModeTransform.vibrantBacking)
    }

    @Test func imagesFollowTheirAccentedRenderingMode() {
        var image = Bitmap(width: 1, height: 1, fill: Color(red: 1, green: 0, blue: 0))
        image.setPixel(x: 0, y: 0, to: Color(red: 1, green: 0, blue: 0))
        let item = DisplayItem.image(ImageItem(bitmap: image, rect: Rect(x: 0, y: 0, width: 1, height: 1)))
        func out(_ mode: String, accent: Bool = false) -> Bitmap? {
            var list = DisplayList(size: Size(width: 1, height: 1), items: [.group(DisplayGroup(tag: .accentedImages(mode), items: [item]))])
            if accent { list.items = [.group(DisplayGroup(tag: .accent, items: list.items))] }
            var items = RenderingModeTransform.apply(list, mode: .accented, tint: Color(red: 0, green: 0, blue: 1)).items
            while case .group(let g) = items[0] { items = g.items }
            guard case .image(let i) = items[0] else { return nil }
            return i.bitmap
        }
        #expect(out("fullColor") == image)
        let grey = out("desaturated")!.pixel(x: 0, y: 0)
        #expect(grey.r == grey.g && grey.g == grey.b && grey.r == 54)
        // Desaturated to grey 54, then drawn as strong as that grey: white in the default group,
        // the tint in the accent group.
        #expect(out("accented")!.pixel(x: 0, y: 0) == (54, 54, 54, 54))
        #expect(out("accented", accent: true)!.pixel(x: 0, y: 0) == (0, 0, 54, 54))
    }

    @Test func alwaysOnFiguresCountLitPixelsAndAveragePictureLevel() {
        var frame = Bitmap(width: 10, height: 10, fill: .black)
        for x in 0..<10 { frame.setPixel(x: x, y: 0, to: .white) }
        let m = AlwaysOnMeasurement(frame)
        #expect(m.litShare == 0.1 && abs(m.averagePictureLevel - 0.1) < 1e-9)
        #expect(AlwaysOnPreset.wearOS.violations(m).isEmpty)
        #expect(AlwaysOnPreset.garminAMOLED.violations(AlwaysOnMeasurement(Bitmap(width: 2, height: 1, fill: .white))).count == 1)
        #expect(frame.dimmed(by: 0.5).pixel(x: 0, y: 0) == (128, 128, 128, 255))
    }

    @Test func burnInMapsTrackTheLongestUnbrokenStretch() {
        let on = Bitmap(width: 1, height: 1, fill: .white), off = Bitmap(width: 1, height: 1, fill: .black)
        var map = BurnInMap(width: 1, height: 1)
        for frame in [on, on, off, on, on, on] { map.add(frame, for: 60) }
        #expect(map.maxContinuousLit == 180 && map.litSeconds == [300] && map.duration == 360)
        #expect(map.heatMap().pixel(x: 0, y: 0).r == 255)
    }

    @Test func theHeatMapWeighsLitTimeByBrightness() {
        var map = BurnInMap(width: 3, height: 1)
        // A dim pixel lit all the time, a bright one a quarter of it, one never lit.
        var frame = Bitmap(width: 3, height: 1, fill: .black)
        frame.setPixel(x: 0, y: 0, to: Color(white: 0.1))
        for minute in 0..<8 {
            frame.setPixel(x: 1, y: 0, to: minute < 2 ? .white : .black)
            map.add(frame, for: 60)
        }
        #expect(map.litSeconds == [480, 120, 0])
        let dose = map.fullBrightnessSeconds
        #expect(abs(dose[0] - 48) < 2 && abs(dose[1] - 120) < 1e-6 && dose[2] == 0, "\(dose)")
        // The bright quarter reaches the scale's top (a quarter of the span); the dim pixel is low on it; black stays black.
        let heat = map.heatMap()
        #expect(heat.pixel(x: 1, y: 0) == (255, 255, 255, 255) && heat.pixel(x: 2, y: 0) == (0, 0, 0, 255))
        #expect(heat.luma(atByte: 0) > 10 && heat.luma(atByte: 0) < 120)
        #expect(map.shareAbove(1) == 1.0 / 3)
        // The scale's luminance rises all the way, so it reads in grey too.
        let lumas = (0...20).map { i -> Double in
            let c = BurnInMap.heatColor(Double(i) / 20)
            return 0.2126 * c.red + 0.7152 * c.green + 0.0722 * c.blue
        }
        #expect(zip(lumas, lumas.dropFirst()).allSatisfy { $0 < $1 })
    }

    @Test func countingTextDropsSecondsWhenLuminanceIsReduced() {
        let now = Date(timeIntervalSinceReferenceDate: 0), utc = TimeZone(identifier: "UTC")!
        func dim(_ c: TextContent) -> String { c.string(at: now, timeZone: utc, luminanceReduced: true) }
        #expect(dim(.date(now.addingTimeInterval(165), style: .timer)) == "2 min")
        #expect(dim(.date(now.addingTimeInterval(3723), style: .timer)) == "1:02")
        #expect(dim(.date(now.addingTimeInterval(20), style: .timer)) == "<1 min")
        #expect(dim(.date(now.addingTimeInterval(307), style: .relative)) == "5 min")
        #expect(dim(.date(now, style: .time)) == "12:00 AM")
        #expect(dim(.timerInterval(start: now, end: now.addingTimeInterval(600), countsDown: true, showsHours: true, pausedAt: nil)) == "10 min")
    }
}
