extension TextContent {
    /// The string as drawn in `environment`: at its render date and time zone, by the minute
    /// when luminance is reduced, in its locale and calendar.
    func string(in environment: EnvironmentValues) -> String {
        string(
            at: environment.renderDate, timeZone: environment.timeZone, luminanceReduced: environment.isLuminanceReduced, locale: environment.locale,
            calendar: environment.calendar)
    }
}
