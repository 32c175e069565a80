import GlanceGraphics
/// What the firmware lets reach the pixels, decided from device state; given to the renderer
/// apart from the environment, so no widget or ROM can change it.
public enum RedactionPolicy: String, Hashable, Sendable, CaseIterable {
    /// Everything as the widget draws it.
    case none
    /// Content marked `privacySensitive()` draws as placeholder shapes; nothing inside can undo it.
    case hideSensitive
    /// The whole widget draws as placeholder shapes.
    case placeholder
}

extension RedactionPolicy {
    /// The policy a tree is drawn the same under: hiding sensitive content in a tree that marks
    /// nothing sensitive draws it as shown, so one drawing serves both.
    public func drawingAlike(marksSensitive: Bool) -> RedactionPolicy {
        self == .hideSensitive && !marksSensitive ? .none : self
    }
}
