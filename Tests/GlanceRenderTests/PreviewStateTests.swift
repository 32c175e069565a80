import GlanceFirmware
import GlanceKit
import GlancePreviews
import Testing

/// `--states all` draws the states that differ on the device: its own rendering modes only.
@Suite struct PreviewStateTests {
    @Test func allIsTheStatesTheDeviceOffers() throws {
        let watch = try #require(Device.named("watch-45mm")), phone = try #require(Device.named("iphone-6.1in"))
        #expect(try PreviewState.parse("all", device: watch) == [.unlocked, .locked, .alwaysOn, .accented, .rebootedBeforeFirstUnlock])
        #expect(try PreviewState.parse("all", device: phone) == [.unlocked, .locked, .alwaysOn, .rebootedBeforeFirstUnlock])
        #expect(try PreviewState.parse("all") == PreviewState.allCases)
        #expect(PreviewState.unlocked.deviceState(on: phone).renderingMode == .vibrant)
        #expect(PreviewState.vibrant.deviceState(on: watch).renderingMode == .fullColor)
        #expect(PreviewState.accented.deviceState(on: watch).renderingMode == .accented)
    }
}
