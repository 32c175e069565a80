import GlanceGraphics
import Foundation

/// Date ranges and values written by Foundation formatters.
nonisolated extension Text {
    /// The range between two dates: times alone when both fall on one day in the environment's
    /// time zone ("9:30 AM – 3:30 PM"), dates and times otherwise.
    public init(_ dates: ClosedRange<Date>) {
        let (start, end) = (dates.lowerBound, dates.upperBound)
        self.init(node: TextNode(content: .verbatim(Text.interval(start, end, in: .glanceDefault)))) { env in
            .verbatim(Text.interval(start, end, in: FormatContext(env)))
        }
    }

    /// The interval's start to its end, as `init(_: ClosedRange<Date>)` shows it.
    public init(_ interval: DateInterval) { self.init(interval.start...interval.end) }

    /// `subject` written by a copy of `formatter` set to the environment's locale and time zone.
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        self.init(formatting: subject, with: formatter)
    }

    /// `subject` written by a copy of `formatter` set to the environment's locale and time zone.
    public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        self.init(formatting: subject, with: formatter)
    }

    private init(formatting subject: Any, with formatter: Formatter) {
        nonisolated(unsafe) let (subject, formatter) = (subject, formatter)
        self.init(node: TextNode(formatter.string(in: .glanceDefault, for: subject))) { env in
            .verbatim(formatter.string(in: FormatContext(env), for: subject))
        }
    }

    static func interval(_ start: Date, _ end: Date, in context: FormatContext) -> String {
        guard start.timeIntervalSinceReferenceDate.isFinite, end.timeIntervalSinceReferenceDate.isFinite else { return "--" }
        var calendar = context.calendar
        calendar.timeZone = context.timeZone
        let sameDay = calendar.isDate(start, inSameDayAs: end)
        let style = Date.IntervalFormatStyle(date: sameDay ? .omitted : .abbreviated, time: .shortened)
        return style.adapted(to: context).format(start..<max(start, end))
    }
}
