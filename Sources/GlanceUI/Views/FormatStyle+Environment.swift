import GlanceGraphics
import Foundation

/// The locale, time zone and calendar values are formatted in: the environment's, never the
/// machine's (Foundation's styles default to the machine's unless told otherwise).
struct FormatContext {
    var locale: Locale
    var timeZone: TimeZone
    var calendar: Calendar

    /// US English, UTC, Gregorian: what a `Text` shows before it meets an environment.
    static let glanceDefault = FormatContext(locale: .glanceDefault, timeZone: .glanceDefault, calendar: .glanceDefault)

    init(locale: Locale, timeZone: TimeZone, calendar: Calendar) {
        (self.locale, self.timeZone, self.calendar) = (locale, timeZone, calendar)
    }

    init(_ environment: EnvironmentValues) {
        self.init(locale: environment.locale, timeZone: environment.timeZone, calendar: environment.calendar)
    }
}

extension FormatStyle {
    /// This style in `context`: every style takes its locale; date styles its time zone and
    /// calendar as well.
    func adapted(to context: FormatContext) -> Self {
        switch self {
        case let style as Date.FormatStyle:
            var s = style.locale(context.locale)
            s.timeZone = context.timeZone
            s.calendar = context.calendar
            return s as! Self
        case var s as Date.ISO8601FormatStyle:
            s.timeZone = context.timeZone
            return s as! Self
        case var s as Date.IntervalFormatStyle:
            (s.locale, s.timeZone, s.calendar) = (context.locale, context.timeZone, context.calendar)
            return s as! Self
        case var s as Date.VerbatimFormatStyle:
            (s.timeZone, s.calendar) = (context.timeZone, context.calendar)
            return s.locale(context.locale) as! Self
        case var s as Date.AnchoredRelativeFormatStyle:
            (s.locale, s.calendar) = (context.locale, context.calendar)
            return s as! Self
        default:
            return locale(context.locale)
        }
    }
}

extension TextContent {
    /// `input` formatted by `format` in `context`. A relative date format
    /// (`Date.RelativeFormatStyle`, which would read the clock) stays live and counts from the
    /// render date instead.
    static func formatted<F: FormatStyle>(_ input: F.FormatInput, _ format: F, in context: FormatContext) -> TextContent
    where F.FormatOutput == String {
        if let date = input as? Date, let relative = format as? Date.RelativeFormatStyle {
            let units: String =
                switch relative.unitsStyle {
                case .abbreviated: "abbreviated"
                case .narrow: "narrow"
                case .spellOut: "spellOut"
                default: "wide"
                }
            return .relativeFormat(date, presentation: relative.presentation == .numeric ? "numeric" : "named", unitsStyle: units)
        }
        return .verbatim(format.adapted(to: context).format(input))
    }
}
