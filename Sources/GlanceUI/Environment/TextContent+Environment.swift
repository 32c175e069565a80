import GlanceGraphics
extension TextContent {
    /// The string as drawn in `environment`: at its render date and time zone, by the minute
    /// when luminance is reduced, in its locale and calendar, in the case `textCase(_:)` asks for.
    func string(in environment: EnvironmentValues) -> String {
        // Fixed characters read nothing from the environment (its calendar and luminance are
        // dictionary lookups): most text of a widget is verbatim.
        if case .verbatim(let s) = self, environment.textLayout.textCase == nil { return s }
        let shown = string(
            at: environment.renderDate, timeZone: environment.timeZone, luminanceReduced: environment.isLuminanceReduced, locale: environment.locale,
            calendar: environment.calendar)
        switch environment.textLayout.textCase {
        case .uppercase: return shown.uppercased(with: environment.locale)
        case .lowercase: return shown.lowercased(with: environment.locale)
        case nil: return shown
        }
    }
}
