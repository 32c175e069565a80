import GlanceGraphics
import Foundation

extension Locale {
    /// The locale Glance formats for unless the environment says otherwise: US English, so
    /// that output never depends on the machine.
    public static let glanceDefault = Locale(identifier: "en_US")
}

extension TextContent {
    /// Dates in `.time` and `.date` style for locales other than English or calendars other
    /// than the Gregorian, through Foundation's formatters; English in the Gregorian calendar
    /// keeps Glance's own spelling ("10:09 AM", "June 3, 2026").
    func localizedString(at now: Date, timeZone: TimeZone, locale: Locale, calendar: Calendar? = nil) -> String? {
        let otherCalendar = calendar.map { $0.identifier != .gregorian } ?? false
        guard !locale.identifier.hasPrefix("en") || otherCalendar, case .date(let date, let style) = self,
            date.timeIntervalSinceReferenceDate.isFinite
        else { return nil }
        var format: Date.FormatStyle
        switch style {
        case .time: format = Date.FormatStyle(date: .omitted, time: .shortened)
        case .date: format = Date.FormatStyle(date: .long, time: .omitted)
        default: return nil
        }
        format.timeZone = timeZone
        if let calendar { format.calendar = calendar }
        return format.locale(locale).format(date)
    }

    /// `date` relative to `now`: "in 2 hours", "yesterday" (named), in `locale`.
    static func relativeFormat(_ date: Date, presentation: String, unitsStyle: String, now: Date, locale: Locale) -> String {
        guard date.timeIntervalSinceReferenceDate.isFinite else { return "--" }
        let units: Date.RelativeFormatStyle.UnitsStyle =
            switch unitsStyle {
            case "abbreviated": .abbreviated
            case "narrow": .narrow
            case "spellOut": .spellOut
            default: .wide
            }
        let style = Date.AnchoredRelativeFormatStyle(
            anchor: date, presentation: presentation == "numeric" ? .numeric : .named, unitsStyle: units)
        return style.locale(locale).format(now)
    }
}
