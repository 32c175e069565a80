import GlanceGraphics
extension GraphicsContext {
    /// Text resolved for drawing in a context (SwiftUI's `GraphicsContext.ResolvedText`).
    public struct ResolvedText {
        let text: Text
        /// The shading the text is drawn with: `.foreground` draws it as it is styled.
        public var shading: GraphicsContext.Shading = .foreground
    }
}
