/// How an image's colours are redrawn for a rendering mode: kept, made grey, or made grey and
/// drawn in one tint as strong as each pixel's brightness.
public enum BitmapRecolor: Hashable, Sendable {
    case none
    case desaturated
    case tinted(Color)
}
