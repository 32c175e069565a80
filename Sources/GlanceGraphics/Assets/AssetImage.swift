/// One variant of a named image: its pixels and the pixels per point they were drawn for.
public struct AssetImage: Hashable, Sendable {
    /// How the catalog asks for the image to be drawn when the view does not say.
    public enum RenderingIntent: String, Hashable, Sendable, CaseIterable { case original, template }

    public var bitmap: Bitmap
    /// Pixels per point: the size in points is the pixel size divided by this.
    public var scale: Double
    /// `nil` when the catalog leaves it to the view (drawn as original).
    public var intent: RenderingIntent?
    /// A vector image that keeps its vector data (`preserves-vector-representation`): drawn
    /// afresh at the size it is shown at instead of stretching these pixels.
    public var preservesVectorRepresentation: Bool

    /// The size in points when it is not the pixels' at `scale` (a drawing with fewer pixels
    /// than its size asks for keeps its size).
    private var pointSize: Size?

    public init(bitmap: Bitmap, scale: Double, intent: RenderingIntent? = nil, preservesVectorRepresentation: Bool = false, size: Size? = nil) {
        self.bitmap = bitmap
        self.scale = scale
        self.intent = intent
        self.preservesVectorRepresentation = preservesVectorRepresentation
        pointSize = size
    }

    /// The image's size in points.
    public var size: Size {
        if let pointSize { return pointSize }
        let s = scale > 0 ? scale : 1
        return Size(width: Double(bitmap.width) / s, height: Double(bitmap.height) / s)
    }
}
