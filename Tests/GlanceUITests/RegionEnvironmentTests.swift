import Foundation
import GlanceGraphics
import Testing

@testable import GlanceUI

private struct WeekdayView: View {
    @Environment(\.calendar) var calendar
    @Environment(\.timeZone) var timeZone
    @Environment(\.locale) var locale
    @Environment(\.layoutDirection) var direction
    @Environment(\.dynamicTypeSize) var size
    let date: Date

    var body: some View {
        var calendar = calendar
        calendar.timeZone = timeZone
        calendar.locale = locale
        let weekday = calendar.weekdaySymbols[calendar.component(.weekday, from: date) - 1]
        return Text("\(weekday) \(direction == .leftToRight ? "ltr" : "rtl") \(size.isAccessibilitySize ? "big" : "\(size)")")
    }
}

/// The environment values a widget reads for its region and text size, as Apple declares them.
@MainActor
@Suite struct RegionEnvironmentTests {
    /// 2026-06-03 23:30 UTC: a Wednesday in London, a Thursday in Tokyo.
    let date = Date(timeIntervalSince1970: 1_780_529_400)

    func text(_ view: some View, _ env: EnvironmentValues = EnvironmentValues()) -> String {
        guard case .text(let node) = ViewArchiver.archive(view, in: env) else { return "" }
        return node.content.string(at: date, timeZone: .gmt)
    }

    @Test func defaultsNeverDependOnTheMachine() {
        let env = EnvironmentValues()
        #expect(env.layoutDirection == .leftToRight)
        #expect(env.calendar.identifier == .gregorian)
        #expect(env.calendar.timeZone.secondsFromGMT(for: date) == 0)
        #expect(env.locale.identifier == "en_US")
        #expect(env.timeZone.secondsFromGMT(for: date) == 0 && env.timeZone.secondsFromGMT(for: date.addingTimeInterval(-150 * 86_400)) == 0)
        #expect(env.dynamicTypeSize == .large)
        #expect(LayoutDirection.allCases == [.leftToRight, .rightToLeft])
    }

    @Test func bodiesReadCalendarZoneLocaleDirectionAndSize() {
        #expect(text(WeekdayView(date: date)) == "Wednesday ltr large")
        var env = EnvironmentValues()
        env.timeZone = TimeZone(identifier: "Asia/Tokyo")!
        env.locale = Locale(identifier: "de_DE")
        env.layoutDirection = .rightToLeft
        env.dynamicTypeSize = .accessibility2
        #expect(text(WeekdayView(date: date), env) == "Donnerstag rtl big")
        #expect(text(WeekdayView(date: date).environment(\.dynamicTypeSize, .xSmall)) == "Wednesday ltr xSmall")
    }

    @Test func dynamicTypeSizeRangesClampTheSetting() {
        var huge = EnvironmentValues()
        huge.dynamicTypeSize = .accessibility5
        #expect(text(WeekdayView(date: date).dynamicTypeSize(...DynamicTypeSize.xxLarge), huge) == "Wednesday ltr xxLarge")
        var tiny = EnvironmentValues()
        tiny.dynamicTypeSize = .xSmall
        #expect(text(WeekdayView(date: date).dynamicTypeSize(.medium ... .xLarge), tiny) == "Wednesday ltr medium")
        #expect(text(WeekdayView(date: date).dynamicTypeSize(.medium ... .xLarge)) == "Wednesday ltr large")
        #expect(DynamicTypeSize.allCases.count == 12 && DynamicTypeSize.xSmall < .accessibility5)
    }

    @Test func calendarAndZoneChangesAreArchivedForLayout() {
        let view = Text("x").environment(\.calendar, Calendar(identifier: .japanese)).environment(\.timeZone, TimeZone(identifier: "Europe/Oslo")!)
        var modifiers: [ViewModifierNode] = []
        var node = ViewArchiver.archive(view)
        while case .modified(let inner, let modifier) = node {
            modifiers.append(modifier)
            node = inner
        }
        #expect(modifiers.contains(.calendar(.japanese)))
        #expect(modifiers.contains(.timeZone("Europe/Oslo")))
        #expect(ViewArchiver.archive(Text("x").environment(\.layoutDirection, .rightToLeft)) == .text(TextNode("x")))
    }
}
