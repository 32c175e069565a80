import Foundation
import Testing

@testable import GlanceKit

/// GlanceKit's `DateComponentsFormatter`, in place of the one corelibs Foundation marks
/// unavailable: the outputs Apple's gives for en_US.
@Suite struct DateComponentsFormatterTests {
    func format(_ ti: TimeInterval, _ style: DateComponentsFormatter.UnitsStyle, _ units: NSCalendar.Unit = [.hour, .minute]) -> String? {
        let f = DateComponentsFormatter()
        f.allowedUnits = units
        f.unitsStyle = style
        return f.string(from: ti)
    }

    @Test func stylesWriteDurationsAsFoundationDoes() {
        #expect(format(3_900, .positional) == "1:05")
        #expect(format(3_900, .positional, [.day, .hour, .minute, .second]) == "1:05:00")
        #expect(format(3_900, .abbreviated) == "1h 5m")
        #expect(format(3_900, .brief) == "1hr 5min")
        #expect(format(3_900, .short) == "1 hr, 5 min")
        #expect(format(3_900, .full) == "1 hour, 5 minutes")
        #expect(format(60, .full) == "1 minute")
        #expect(format(0, .abbreviated) == "0m")
        #expect(format(.nan, .full) == nil)
    }

    @Test func maximumUnitCountKeepsTheLargest() {
        let f = DateComponentsFormatter()
        f.unitsStyle = .abbreviated
        f.maximumUnitCount = 1
        #expect(f.string(from: 90_061) == "1d")
        #expect(f.string(from: Date(timeIntervalSince1970: 0), to: Date(timeIntervalSince1970: 125)) == "2m")
    }
}
