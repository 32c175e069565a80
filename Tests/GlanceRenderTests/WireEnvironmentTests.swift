import Foundation
import GlanceExtension
import GlanceFirmware
import GlanceGraphics
import GlanceUI
import GlanceWidgets
import Testing

/// Widget code in a bundle's extension process reads the slot as widget code in the host does.
@Suite struct WireEnvironmentTests {
    /// Content margins cross the pipe: `widgetContentMargins` and a `GeometryReader`'s frame are
    /// the host's, in every accessory family of a watch and a phone, with margins kept and
    /// disabled; the extension's provider context gets the whole slot.
    @Test(arguments: ["watch-45mm", "iphone-6.1in"])
    func theExtensionSeesTheHostsContentFrameAndMargins(device name: String) throws {
        let device = try #require(Device.named(name))
        for family in device.supportedFamilies {
            for disabled in [false, true] {
                let host = try SlotRenderer.environment(for: family, on: device, contentMarginsDisabled: disabled)
                let wire = WireEnvironment(host, family: family)
                let seen = wire.values(ArchiveVariant.all[0], date: Date(timeIntervalSince1970: 0))
                #expect(wire.size == device.families[family]!.size, "\(name) \(family)")
                #expect(seen.geometryFrame == host.geometryFrame, "\(name) \(family), margins disabled: \(disabled)")
                #expect(seen.widgetContentMargins == host.widgetContentMargins, "\(name) \(family)")
            }
        }
        // The case that needed it: a watch's rectangular slot keeps 7 pt.
        if name == "watch-45mm" {
            let wire = WireEnvironment(try SlotRenderer.environment(for: .accessoryRectangular, on: device), family: .accessoryRectangular)
            #expect(wire.values(ArchiveVariant.all[0], date: Date()).widgetContentMargins.leading == 7)
        }
    }
}
