import GlanceGraphics
extension GraphicsContext {
    /// Options for a gradient shading (SwiftUI's `GraphicsContext.GradientOptions`); Glance
    /// draws every gradient padded, in sRGB, whatever is set.
    @frozen public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        public static var `repeat`: GradientOptions { GradientOptions(rawValue: 1) }
        public static var mirror: GradientOptions { GradientOptions(rawValue: 2) }
        public static var linearColor: GradientOptions { GradientOptions(rawValue: 4) }
    }
}
