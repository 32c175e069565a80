/// A font-free measurer: every character advances the same fraction of the size.
/// Layout tests use it so that frames are exact and need no font files.
public struct FixedAdvanceTextMeasurer: TextMeasurer, Sendable {
    /// The face every run claims; no rasterizer can draw it.
    public static let face = FontFaceID(path: "fixed-advance")

    /// Advance per character, as a fraction of the font size.
    public var advance: Double
    public var ascent: Double
    public var descent: Double

    public init(advance: Double = 0.5, ascent: Double = 0.8, descent: Double = 0.2) {
        self.advance = advance
        self.ascent = ascent
        self.descent = descent
    }

    public func metrics(for font: FontDescriptor) -> FontMetrics {
        FontMetrics(
            ascent: ascent * font.size, descent: descent * font.size, leading: 0,
            capHeight: 0.7 * font.size, xHeight: 0.5 * font.size)
    }

    public func shape(_ text: String, font: FontDescriptor) -> ShapedText {
        let step = advance * font.size
        var glyphs: [ShapedGlyph] = []
        var offset = 0
        for character in text {
            let id = character.unicodeScalars.first.map { $0.value } ?? 0
            glyphs.append(ShapedGlyph(id: id, cluster: offset, x: Double(glyphs.count) * step, advance: step))
            offset += character.utf8.count
        }
        let m = metrics(for: font)
        let width = Double(glyphs.count) * step
        return ShapedText(
            text: text, face: Self.face, size: font.size, glyphs: glyphs, width: width, metrics: m,
            inkBounds: glyphs.isEmpty ? nil : Rect(x: 0, y: -m.capHeight, width: width, height: m.capHeight))
    }
}
