import GlanceGraphics
extension GraphicsContext {
    /// An image resolved for drawing in a context (SwiftUI's `GraphicsContext.ResolvedImage`).
    public struct ResolvedImage {
        let image: Image
        /// For a template image, the shading it is drawn with; `nil` draws it as it is.
        public var shading: GraphicsContext.Shading?
    }
}
