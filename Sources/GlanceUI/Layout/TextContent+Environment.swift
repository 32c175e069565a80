extension TextContent {
    /// The string as drawn in `environment`: at its render date and time zone, by the minute
    /// when luminance is reduced, in its locale and calendar, in the case `textCase(_:)` asks for.
    func string(in environment: EnvironmentValues) -> String {
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
