import Foundation
import GlanceFiles
import GlanceFirmware
import GlanceTesting
import GlanceUI
import GlanceWidgets
import Testing

/// A ROM's buttons and toggles: a tap changes a data field and the widget reloads, as an app's
/// intent would change what its provider reads (docs/formats.md, "Buttons and toggles").
@MainActor
@Suite struct RomControlTests {
    static let water = """
        { "formatVersion": 1, "name": "Water",
          "widgets": [{ "kind": "water", "families": ["accessoryRectangular"],
            "timeline": { "policy": "never", "entries": [{ "date": "+0m", "data": { "count": 3, "muted": false } }] },
            "templates": { "accessoryRectangular": { "vstack": [
              { "hstack": [
                { "text": "{{count}} glasses" },
                { "button": { "image": "plus.circle.fill" }, "field": "count", "add": 1 },
                { "button": "reset", "field": "count", "to": 0 } ] },
              { "toggle": "Muted", "field": "muted" } ] } } }] }
        """

    func widget() async throws -> TappableWidget {
        let rom = try RomFile.decode(Array(Self.water.utf8), file: "water.json")
        return try await TappableWidget(describing: try #require(rom.widgetDescriptions.first), family: .accessoryRectangular)
    }

    func text(_ w: TappableWidget) throws -> String { try w.node().texts(at: w.clock.now).map(\.text).joined(separator: " ") }

    @Test func aButtonChangesItsFieldAndTheWidgetReloads() async throws {
        let w = try await widget()
        #expect(try w.targets().map(\.name) == ["count", "count#2", "muted"])
        let before = try w.frame()
        #expect(try text(w).contains("3 glasses"))
        #expect(try await w.tap("count") == .ran)
        #expect(try await w.tap("count") == .ran)
        #expect(try text(w).contains("5 glasses"))
        #expect(try w.frame() != before)
        #expect(try await w.tap("count#2") == .ran)
        #expect(try text(w).contains("0 glasses"))
    }

    @Test func aToggleFlipsItsField() async throws {
        let w = try await widget()
        #expect(try w.targets().last?.element.isOn == false)
        #expect(try w.startTap("muted") == nil)
        #expect(try w.targets().last?.element.isOn == true, "drawn on at once")
        #expect(await w.finish() == .ran)
        #expect(try w.targets().last?.element.isOn == true, "and on after the reload")
        #expect(try await w.tap("muted") == .ran)
        #expect(try w.targets().last?.element.isOn == false)
    }
}
