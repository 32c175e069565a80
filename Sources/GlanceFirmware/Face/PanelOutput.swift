import GlanceGraphics

/// What the panel does to a finished frame: Always On dimming and a limited palette.
struct PanelOutput: Equatable {
    /// The brightness in Always On; `nil` at full brightness.
    var dimming: Double?
    var palette: Palette?
}
