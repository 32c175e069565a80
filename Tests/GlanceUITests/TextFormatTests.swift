import Foundation
import GlanceGraphics
import Testing

@testable import GlanceUI

/// Text as Apple declares it: `format:` interpolation, Foundation format styles in the
/// environment's locale, time zone and calendar, date ranges, formatters, and pieces
/// interpolated into a literal (issue 21, item 6).
@MainActor
@Suite struct TextFormatTests {
    /// 2026-06-03 10:09:00 UTC, a Wednesday.
    let date = Date(timeIntervalSince1970: 1_780_481_340)

    func env(locale: String = "en_US", zone: String = "UTC", calendar: Calendar.Identifier = .gregorian) -> EnvironmentValues {
        var env = EnvironmentValues()
        env.locale = Locale(identifier: locale)
        env.timeZone = TimeZone(identifier: zone)!
        var cal = Calendar(identifier: calendar)
        cal.timeZone = env.timeZone
        env.calendar = cal
        env.renderDate = date
        return env
    }

    /// The characters `view` draws in `environment`, archived there and laid out.
    func shown(_ view: some View, _ environment: EnvironmentValues? = nil) -> String {
        let environment = environment ?? env()
        return ViewRenderer(measurer: FixedAdvanceTextMeasurer())
            .render(ViewArchiver.archive(view, in: environment), in: Size(width: 400, height: 100), environment: environment)
            .displayList.textRuns.map(\.run.text).joined(separator: "|")
    }

    @Test func interpolatedDatesFormatInTheEnvironmentNeverTheMachine() {
        let text = Text("at \(date, format: .dateTime.hour().minute())")
        #expect(shown(text) == "at 10:09\u{202F}AM")
        #expect(shown(text, env(zone: "Europe/Berlin")) == "at 12:09\u{202F}PM")
        #expect(shown(text, env(locale: "de_DE", zone: "Europe/Berlin")) == "at 12:09")
        #expect(shown(text, env(locale: "en_GB", zone: "Asia/Tokyo")) == "at 19:09")
    }

    @Test func interpolatedNumbersAndPercentsTakeTheLocale() {
        let uv = Text("UV \(5.26, format: .number.precision(.fractionLength(1)))")
        #expect(shown(uv) == "UV 5.3")
        #expect(shown(uv, env(locale: "de_DE")) == "UV 5,3")
        #expect(shown(Text("rain \(0.35, format: .percent)")) == "rain 35%")
        #expect(shown(Text("\(1234, format: .number) steps"), env(locale: "fr_FR")) == "1\u{202F}234 steps")
    }

    @Test func interpolatedMeasurementsConvertAsTheUsageSays() {
        let warm = Measurement(value: 21.5, unit: UnitTemperature.celsius)
        #expect(shown(Text("\(warm, format: .measurement(width: .abbreviated))")) == "70.7°F")
        #expect(shown(Text("\(warm, format: .measurement(width: .abbreviated))"), env(locale: "de_DE")) == "21,5 °C")
        #expect(shown(Text(warm, format: .measurement(width: .abbreviated, usage: .asProvided))) == "21.5°C")
        #expect(shown(Text(warm, format: .measurement(width: .narrow, usage: .weather, hidesScaleName: true))) == "70.7°")
        #expect(shown(Text(warm, format: .measurement(width: .wide, hidesScaleName: true))) == "70.7 degrees")
        #expect(shown(Text(warm, format: .measurement(width: .wide))) == "70.7 degrees Fahrenheit")
        let wind = Measurement(value: 21, unit: UnitSpeed.kilometersPerHour)
        let whole = FloatingPointFormatStyle<Double>.number.precision(.fractionLength(0))
        #expect(shown(Text(wind, format: .measurement(width: .abbreviated, usage: .wind, numberFormatStyle: whole))) == "13 mph")
        #expect(shown(Text(wind, format: .measurement(width: .abbreviated, usage: .wind, numberFormatStyle: whole)), env(locale: "de_DE")) == "21 km/h")
        #expect(shown(Text(wind, format: .measurement(width: .abbreviated, numberFormatStyle: whole))) == "21 km/h")
        let run = Measurement(value: 5, unit: UnitLength.kilometers)
        #expect(shown(Text(run, format: .measurement(width: .abbreviated, usage: .road))) == "3.1 mi")
    }

    @Test func dateStylesInTheEnvironmentsCalendar() {
        let buddhist = env(calendar: .buddhist)
        #expect(shown(Text(date, format: .dateTime.year())) == "2026")
        #expect(shown(Text(date, format: .dateTime.year()), buddhist).contains("2569"))
        #expect(shown(Text(date, style: .date)) == "June 3, 2026")
        #expect(shown(Text(date, style: .date), buddhist).contains("2569"))
    }

    @Test func everyDateStyleAtTheRenderDate() {
        var later = env()
        later.renderDate = date.addingTimeInterval(-(2 * 3600 + 5 * 60))
        #expect(shown(Text(date, style: .time), later) == "10:09 AM")
        #expect(shown(Text(date, style: .date), later) == "June 3, 2026")
        #expect(shown(Text(date, style: .relative), later) == "2 hr, 5 min")
        #expect(shown(Text(date, style: .offset), later) == "+2 hours")
        #expect(shown(Text(date, style: .timer), later) == "2:05:00")
        #expect(shown(Text("starts \(date, style: .relative)"), later) == "starts 2 hr, 5 min")
    }

    @Test func timerIntervalsWithAPauseAndWithoutHours() {
        let start = date.addingTimeInterval(-600), end = date.addingTimeInterval(3_000)
        #expect(shown(Text(timerInterval: start...end)) == "50:00")
        #expect(shown(Text(timerInterval: start...end, countsDown: false)) == "10:00")
        #expect(shown(Text(timerInterval: start...end, pauseTime: start.addingTimeInterval(60), countsDown: false)) == "1:00")
        let long = date.addingTimeInterval(2 * 3600)
        #expect(shown(Text(timerInterval: date...long, showsHours: false)) == "120:00")
        #expect(shown(Text("left \(timerInterval: date...long, pauseTime: nil, countsDown: true, showsHours: true)")) == "left 2:00:00")
    }

    @Test func dateRangesShowTimesOnOneDayAndDatesAcrossDays() {
        func plain(_ s: String) -> String { s.replacingOccurrences(of: "\u{202F}", with: " ").replacingOccurrences(of: "\u{2009}", with: " ") }
        let sameDay = plain(shown(Text(date...date.addingTimeInterval(45 * 60))))
        #expect(sameDay.hasPrefix("10:09") && sameDay.hasSuffix("10:54 AM") && !sameDay.contains("Jun"), "\(sameDay)")
        let tokyo = plain(shown(Text(DateInterval(start: date, duration: 45 * 60)), env(zone: "Asia/Tokyo")))
        #expect(tokyo.hasPrefix("7:09") && tokyo.hasSuffix("7:54 PM"), "\(tokyo)")
        let days = plain(shown(Text(date...date.addingTimeInterval(2 * 86_400))))
        #expect(days.contains("Jun 3") && days.contains("Jun 5"), "\(days)")
    }

    @Test func formattersAreCopiedIntoTheEnvironmentsLocaleAndZone() {
        let formatter = DateFormatter()
        formatter.dateStyle = .short
        formatter.timeStyle = .short
        #expect(shown(Text(date as NSDate, formatter: formatter)) == "6/3/26, 10:09\u{202F}AM")
        #expect(shown(Text("due \(date as NSDate, formatter: formatter)"), env(locale: "de_DE", zone: "Europe/Berlin")) == "due 03.06.26, 12:09")
        #expect(formatter.locale == Locale.current, "the widget's formatter is left as it was")
        let number = NumberFormatter()
        number.numberStyle = .decimal
        #expect(shown(Text(NSNumber(value: 1234.5), formatter: number), env(locale: "de_DE")) == "1.234,5")
    }

    @Test func verbatimTextIsNeverInterpolatedOrLookedUp() {
        #expect(shown(Text(verbatim: "100% \\(x) %lld")) == "100% \\(x) %lld")
    }

    @Test func imagesAndTextsInterpolateAsStyledPieces() {
        let text = Text("\(Image(systemName: "bolt.fill")) 64%")
        guard case .text(let node) = ViewArchiver.archive(text) else { Issue.record("not text"); return }
        #expect(node.content == .concatenated([TextNode(content: .symbol("bolt.fill")), TextNode(" 64%")]))
        let bold = Text("Hi \(Text("there").bold())!")
        guard case .text(let styled) = ViewArchiver.archive(bold), case .concatenated(let parts) = styled.content else {
            Issue.record("not concatenated")
            return
        }
        #expect(parts.map(\.content) == [.verbatim("Hi "), .verbatim("there"), .verbatim("!")])
        #expect(parts[1].weight == .bold)
        #expect(shown(Text("\(Text(0.5, format: .percent)) full"), env(locale: "de_DE")) == "50\u{00A0}% full")
    }

    @Test func relativeFormatInterpolationStaysLive() {
        let text = Text("updated \(date.addingTimeInterval(-3600), format: .relative(presentation: .named))")
        guard case .text(let node) = ViewArchiver.archive(text, in: env()) else { Issue.record("not text"); return }
        #expect(node.content.isLive)
        #expect(shown(text) == "updated 1 hour ago")
    }

    @Test func timeZoneAndCalendarSetOnAViewReachLayout() {
        let tokyo = Text(date, style: .time).environment(\.timeZone, TimeZone(identifier: "Asia/Tokyo")!)
        #expect(shown(HStack { Text(date, style: .time); tokyo }) == "10:09 AM|7:09 PM")
        guard case .modified(_, let modifier) = ViewArchiver.archive(tokyo) else { Issue.record("not modified"); return }
        #expect(modifier == .timeZone("Asia/Tokyo"))
        let buddhist = Text(date, style: .date).environment(\.calendar, Calendar(identifier: .buddhist))
        #expect(shown(buddhist).contains("2569"))
        #expect(!shown(Text(date, style: .date)).contains("2569"))
    }

    @Test func tableBundleAndCommentAreAcceptedAndTheKeyShown() {
        #expect(shown(Text("\(3) left", tableName: "Widget", bundle: .main, comment: "tasks left today")) == "3 left")
        let styled = AttributedString("bold")
        #expect(shown(Text("a \(styled[styled.startIndex...]) word")) == "a bold word")
    }

    @Test func literalKeysCompareByWhatTheyShow() {
        let a: LocalizedStringKey = "x \(date, format: .dateTime.hour())"
        let b: LocalizedStringKey = "x \(date, format: .dateTime.hour())"
        #expect(a == b)
        #expect(Set([a, b]).count == 1)
    }
}
