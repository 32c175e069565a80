import GlanceGraphics
extension GraphicsContext {
    /// Options for a clip shape (SwiftUI's `GraphicsContext.ClipOptions`).
    @frozen public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// Lets through what is outside the shape instead of inside.
        public static var inverse: ClipOptions { ClipOptions(rawValue: 1) }
    }
}
