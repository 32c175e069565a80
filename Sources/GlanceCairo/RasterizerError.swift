import GlanceGraphics

/// Why a display list could not be drawn or an image decoded.
public enum RasterizerError: Error, CustomStringConvertible, Equatable {
    case invalidSize(PixelSize)
    case unknownFont(FontFaceID, reason: String)
    case cairo(String)
    case invalidPNG(String)
    /// zlib failed while compressing a PNG's rows.
    case compression(String)

    public var description: String {
        switch self {
        case .invalidSize(let size): "cannot draw a canvas of \(size) (each side must be 1…16384 px)"
        case .unknownFont(let face, let reason): "cannot draw text in \(face): \(reason)"
        case .cairo(let message): "cairo: \(message)"
        case .invalidPNG(let message): "not a readable PNG: \(message)"
        case .compression(let message): "zlib: \(message)"
        }
    }
}
