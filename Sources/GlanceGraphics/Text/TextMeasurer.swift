/// Vertical metrics of a font at a size, in points; `descent` is positive below the baseline.
public struct FontMetrics: Hashable, Sendable {
    public var ascent: Double
    public var descent: Double
    public var leading: Double
    public var capHeight: Double
    public var xHeight: Double

    public init(ascent: Double, descent: Double, leading: Double, capHeight: Double, xHeight: Double) {
        self.ascent = ascent
        self.descent = descent
        self.leading = leading
        self.capHeight = capHeight
        self.xHeight = xHeight
    }

    /// Distance between baselines of consecutive lines.
    public var lineHeight: Double { ascent + descent + leading }
}

/// One shaped glyph; `cluster` is the UTF-8 offset in the source string it came from.
public struct ShapedGlyph: Hashable, Sendable {
    public var id: UInt32
    public var cluster: Int
    /// Pen position of the glyph relative to the start of the run.
    public var x: Double
    public var yOffset: Double
    public var advance: Double
    /// The face the glyph comes from: 0 for the text's `face`, k for `fallbackFaces[k - 1]`.
    public var face: UInt8

    public init(id: UInt32, cluster: Int, x: Double, yOffset: Double = 0, advance: Double, face: UInt8 = 0) {
        self.id = id
        self.cluster = cluster
        self.x = x
        self.yOffset = yOffset
        self.advance = advance
        self.face = face
    }
}

/// A string shaped in one font at one size, in points; characters the font lacks may come
/// from fallback faces (a glyph's `face`), measured and placed with the rest.
public struct ShapedText: Hashable, Sendable {
    public var text: String
    public var face: FontFaceID
    /// Faces that drew characters `face` lacks (usually none), in the order glyphs number them.
    public var fallbackFaces: [FontFaceID]
    public var size: Double
    public var glyphs: [ShapedGlyph]
    public var width: Double
    public var metrics: FontMetrics
    /// The box around the glyphs' ink relative to the start of the baseline (y down), or
    /// `nil` when nothing is inked.
    public var inkBounds: Rect?

    public init(
        text: String, face: FontFaceID, size: Double, glyphs: [ShapedGlyph], width: Double, metrics: FontMetrics,
        inkBounds: Rect? = nil, fallbackFaces: [FontFaceID] = []
    ) {
        self.text = text
        self.face = face
        self.fallbackFaces = fallbackFaces
        self.size = size
        self.glyphs = glyphs
        self.width = width
        self.metrics = metrics
        self.inkBounds = inkBounds
    }

    /// The advance width of the glyphs that come from the first `utf8Count` bytes of the text.
    public func width(ofPrefixUTF8 utf8Count: Int) -> Double {
        glyphs.reduce(0) { $0 + ($1.cluster < utf8Count ? $1.advance : 0) }
    }
}

/// Measures and shapes text for layout; layout never touches a font library directly.
public protocol TextMeasurer {
    func metrics(for font: FontDescriptor) -> FontMetrics
    func shape(_ text: String, font: FontDescriptor) -> ShapedText
    /// The advance width of `text` set in `font`: `shape(text, font:).width`, which a measurer
    /// may answer without making the glyphs.
    func width(of text: String, font: FontDescriptor) -> Double
}

extension TextMeasurer {
    public func width(of text: String, font: FontDescriptor) -> Double { shape(text, font: font).width }
}
