import GlanceGraphics
/// Modes for compositing a view with overlapping content (SwiftUI's `BlendMode`).
public enum BlendMode: Sendable, Hashable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut
    /// Drawn as `multiply` (the rasterizer has no plus-darker operator): see docs/layout.md.
    case plusDarker
    case plusLighter

    /// The display list's operator for the mode.
    var blendOperator: BlendOperator {
        switch self {
        case .normal: .normal
        case .multiply: .multiply
        case .screen: .screen
        case .overlay: .overlay
        case .darken: .darken
        case .lighten: .lighten
        case .colorDodge: .colorDodge
        case .colorBurn: .colorBurn
        case .softLight: .softLight
        case .hardLight: .hardLight
        case .difference: .difference
        case .exclusion: .exclusion
        case .hue: .hue
        case .saturation: .saturation
        case .color: .color
        case .luminosity: .luminosity
        case .sourceAtop: .sourceAtop
        case .destinationOver: .destinationOver
        case .destinationOut: .destinationOut
        case .plusDarker: .plusDarker
        case .plusLighter: .plusLighter
        }
    }
}

nonisolated extension View {
    /// Draws the view on its own, then composites it onto what is below with `blendMode`.
    public func blendMode(_ blendMode: BlendMode) -> some View {
        modifier(ArchivedModifier(.blendMode(blendMode.blendOperator)))
    }
}
