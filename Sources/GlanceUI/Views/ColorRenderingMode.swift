import GlanceGraphics
/// The working colour space of a `Canvas` (SwiftUI's `ColorRenderingMode`); Glance draws
/// every mode in sRGB.
public enum ColorRenderingMode: Sendable, Hashable {
    case nonLinear, linear, extendedLinear
}
