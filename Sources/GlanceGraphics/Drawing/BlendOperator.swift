/// How a group's drawing is composited onto what lies below it: SwiftUI's `BlendMode` and
/// `GraphicsContext.BlendMode`, as the separable and non-separable blend modes of the PDF and
/// Porter–Duff compositing operators.
public enum BlendOperator: String, Codable, CaseHashable, CaseIterable, Sendable {
    /// Source over destination.
    case normal
    case multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case clear, copy, sourceIn, sourceOut, sourceAtop
    case destinationOver, destinationIn, destinationOut, destinationAtop, xor
    /// R = max(0, S + D − 1); rasterizers without it approximate it.
    case plusDarker
    /// R = min(1, S + D).
    case plusLighter

    /// Whether pixels the group leaves transparent stay as they were: false for the operators
    /// that clear or replace what is below wherever the group's clip reaches.
    public var isBounded: Bool {
        switch self {
        case .clear, .copy, .sourceIn, .sourceOut, .destinationIn, .destinationAtop: false
        default: true
        }
    }
}
