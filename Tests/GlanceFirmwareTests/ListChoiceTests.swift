import Foundation
import GlanceFirmware
import GlanceWidgets
import Testing

/// Device and family lists as every command line and test helper reads them.
@Suite struct ListChoiceTests {
    @Test func devicesAndFamiliesReadFromCommaSeparatedLists() throws {
        #expect(try Device.list(parsing: "watch-45mm, lcd-144x168,,watch-45mm").map(\.id) == ["watch-45mm", "lcd-144x168", "watch-45mm"])
        #expect(try Device.list(parsing: ["watch-41mm", " round-454 ,watch-49mm"]).map(\.id) == ["watch-41mm", "round-454", "watch-49mm"])
        #expect(try Device.list(parsing: "").isEmpty)
        #expect(try WidgetFamily.list(parsing: "accessoryInline , accessoryCircular") == [.accessoryInline, .accessoryCircular])
        #expect(try WidgetFamily.list(parsing: ["accessoryCorner", "accessoryRectangular,accessoryCorner"]) == [.accessoryCorner, .accessoryRectangular, .accessoryCorner])
    }

    @Test func unknownNamesListTheValidOnes() {
        let devices = Device.builtIn.map(\.id).joined(separator: ", ")
        #expect(throws: ChoiceError("unknown device 'watch-99mm'; valid devices: \(devices)")) { try Device.list(parsing: "watch-45mm,watch-99mm") }
        let families = WidgetFamily.accessoryNames.joined(separator: ", ")
        #expect(throws: ChoiceError("unknown family 'systemSmall'; valid families: \(families)")) { try WidgetFamily.list(parsing: ["systemSmall"]) }
    }
}
