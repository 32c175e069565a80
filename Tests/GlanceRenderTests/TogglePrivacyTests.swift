import Foundation
import GlanceFirmware
import GlanceGraphics
import GlanceUI
import GlanceWidgets
import Testing

/// A toggle's state is content: a toggle marked `privacySensitive()`, or inside a marked view,
/// leaves the same bytes on every locked frame whether it is on or off (its knob must not move
/// the placeholder drawn for it).
@MainActor
@Suite struct TogglePrivacyTests {
    static func toggle(_ isOn: Bool, inStack: Bool) -> AnyView {
        let control = Toggle(isOn: .constant(isOn)) { Text("Alarm") }
        return inStack ? AnyView(VStack { control }.privacySensitive()) : AnyView(control.privacySensitive())
    }

    @Test(arguments: [false, true])
    func aLockedToggleLeavesNoTraceOfItsState(_ inStack: Bool) throws {
        for deviceID in ["watch-45mm", "iphone-6.1in"] {
            let device = try #require(Device.named(deviceID))
            for family in WidgetFamily.accessoryFamilies where device.families[family] != nil {
                for state in HostilePrivacyTests.hidingStates(on: device) {
                    let (on, _) = try CanvasPrivacyTests.render(Self.toggle(true, inStack: inStack), family: family, device: device, state: state)
                    let (off, _) = try CanvasPrivacyTests.render(Self.toggle(false, inStack: inStack), family: family, device: device, state: state)
                    #expect(on.pixels == off.pixels, "a toggle's state leaks on \(family) · \(deviceID) · \(state.lock) \(state.renderingMode)")
                }
            }
        }
    }

    /// Unlocked, the state shows: the test above can tell on from off.
    @Test func anUnlockedToggleShowsItsState() throws {
        let device = try #require(Device.named("watch-45mm"))
        let (on, _) = try CanvasPrivacyTests.render(Self.toggle(true, inStack: false), family: .accessoryRectangular, device: device, state: DeviceState())
        let (off, _) = try CanvasPrivacyTests.render(Self.toggle(false, inStack: false), family: .accessoryRectangular, device: device, state: DeviceState())
        #expect(on.pixels != off.pixels)
    }
}
