import Foundation
import GlanceKit
import GlanceGraphics
import Testing

@testable import GlanceUI

@MainActor
@Suite struct TextDateTests {
    /// 2026-06-03 14:09:30 UTC
    let now = Date(timeIntervalSince1970: 1_780_495_770)

    func shown(_ view: some View, at date: Date? = nil, zone: String = "UTC") -> [String] {
        var env = EnvironmentValues()
        env.renderDate = date ?? now
        env.timeZone = TimeZone(identifier: zone)!
        return ViewRenderer(measurer: FixedAdvanceTextMeasurer()).render(view, in: Size(width: 300, height: 100), environment: env)
            .displayList.textRuns.map(\.run.text)
    }

    @Test func timeAndDateStylesFormatInTheDevicesZone() {
        #expect(shown(Text(now, style: .time)) == ["2:09 PM"])
        #expect(shown(Text(now, style: .time), zone: "Asia/Tokyo") == ["11:09 PM"])
        #expect(shown(Text(now, style: .date)) == ["June 3, 2026"])
        #expect(shown(Text(now.addingTimeInterval(-14 * 3600), style: .time)) == ["12:09 AM"])
    }

    @Test func relativeShowsTheTwoLargestUnitsAndKeepsCounting() {
        let event = now.addingTimeInterval(2 * 3600 + 5 * 60 + 7)
        #expect(shown(Text(event, style: .relative)) == ["2 hr, 5 min"])
        #expect(shown(Text(event, style: .relative), at: now.addingTimeInterval(2 * 3600)) == ["5 min, 7 sec"])
        #expect(shown(Text(now.addingTimeInterval(-2 * 86400 - 3600), style: .relative)) == ["2 days, 1 hr"])
    }

    @Test func offsetIsSignedInTheLargestUnit() {
        #expect(shown(Text(now.addingTimeInterval(7200), style: .offset)) == ["+2 hours"])
        #expect(shown(Text(now.addingTimeInterval(-300), style: .offset)) == ["-5 minutes"])
        #expect(shown(Text(now.addingTimeInterval(1), style: .offset)) == ["+1 second"])
    }

    @Test func timerCountsDownToAFutureDateAndUpFromAPastOne() {
        let launch = now.addingTimeInterval(3723)
        #expect(shown(Text(launch, style: .timer)) == ["1:02:03"])
        #expect(shown(Text(launch, style: .timer), at: now.addingTimeInterval(3600)) == ["2:03"])
        #expect(shown(Text(now.addingTimeInterval(-65), style: .timer)) == ["1:05"])
    }

    @Test func timerIntervalCountsDownAndStopsAtZero() {
        let tea = now...now.addingTimeInterval(180)
        #expect(shown(Text(timerInterval: tea)) == ["3:00"])
        #expect(shown(Text(timerInterval: tea), at: now.addingTimeInterval(61)) == ["1:59"])
        #expect(shown(Text(timerInterval: tea), at: now.addingTimeInterval(500)) == ["0:00"])
        #expect(shown(Text(timerInterval: tea, countsDown: false), at: now.addingTimeInterval(61)) == ["1:01"])
        #expect(shown(Text(timerInterval: tea, pauseTime: now.addingTimeInterval(30)), at: now.addingTimeInterval(100)) == ["2:30"])
    }

    @Test func onlyCountingStylesAreLive() {
        #expect(TextContent.date(now, style: .timer).isLive && TextContent.date(now, style: .relative).isLive)
        #expect(!TextContent.date(now, style: .time).isLive && !TextContent.verbatim("x").isLive)
    }

    @Test func interpolatedNumbersFormatAsSwiftUIFormatsThem() {
        let temperature = 72
        let ratio = 0.5
        // A bare Double uses %lf in SwiftUI too: a specifier is how authors shorten it.
        #expect(shown(Text("\(temperature)° · \(ratio)")) == ["72° · 0.500000"])
        #expect(shown(Text("\(ratio, specifier: "%.1f") km")) == ["0.5 km"])
        let name = "Maya"
        #expect(shown(Text("Hi \(name)!")) == ["Hi Maya!"])
        let value = "%lf \(temperature)"
        #expect(shown(Text(value)) == ["%lf 72"])
    }

    @Test func interpolatedDatesAndTimersResolveAtTheRenderDate() {
        let start = now.addingTimeInterval(90)
        #expect(shown(Text("Starts \(start, style: .relative) from now")) == ["Starts 1 min, 30 sec from now"])
        #expect(shown(Text("Starts \(start, style: .relative)"), at: now.addingTimeInterval(60)) == ["Starts 30 sec"])
        #expect(shown(Text("Tea \(timerInterval: now...now.addingTimeInterval(120))")) == ["Tea 2:00"])
        #expect(TextContent.joined([.verbatim("a"), .date(now, style: .timer)]).isLive)
    }

    /// A tree whose text counts, however the text is put together, is drawn again each tick.
    @Test func treesWithCountingTextDependOnTime() {
        let start = now.addingTimeInterval(90)
        let env = EnvironmentValues()
        #expect(ViewArchiver.archive(Text("Leaves \(start, style: .relative)"), in: env).dependsOnTime)
        #expect(ViewArchiver.archive(Text("Due ") + Text(start, style: .timer), in: env).dependsOnTime)
        #expect(ViewArchiver.archive(VStack { Text(start, style: .offset) }, in: env).dependsOnTime)
        #expect(!ViewArchiver.archive(Text("Leaves \(start, style: .time)"), in: env).dependsOnTime)
    }
}
