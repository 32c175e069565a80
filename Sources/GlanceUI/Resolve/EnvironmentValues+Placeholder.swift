import GlanceGraphics
extension EnvironmentValues {
    /// How strongly a widget's own placeholder bars (`redacted(reason:)`) show its text's colour.
    static let redactedTextOpacity = 0.3

    /// The paint a placeholder bar in place of text drawn in `paint` is filled with. Hidden by
    /// the firmware, the bar is the placeholder colour: the text's own colour or opacity could
    /// tell a reading's range. Redacted by the widget, it is the text's colour, faint.
    func placeholderBarPaint(_ paint: Paint) -> Paint {
        firmwareRedacts ? Paint.color(FirmwarePlaceholder.color) : paint.opacity(Self.redactedTextOpacity)
    }
}
