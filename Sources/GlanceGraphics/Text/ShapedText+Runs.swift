extension ShapedText {
    /// The face glyphs numbered `index` come from (`ShapedGlyph.face`).
    public func face(numbered index: UInt8) -> FontFaceID {
        index == 0 || Int(index) > fallbackFaces.count ? face : fallbackFaces[Int(index) - 1]
    }

    /// The glyphs placed as a text run places them, from its origin.
    public var positionedGlyphs: [PositionedGlyph] {
        glyphs.map { PositionedGlyph(id: $0.id, position: Point(x: $0.x, y: $0.yOffset)) }
    }

    /// The text drawn from `origin` in `paint`: one run in `face`, or, where fallback faces drew
    /// some characters, one run per stretch of glyphs from one face, each with its own text.
    public func textRuns(origin: Point, paint: Paint) -> [TextRun] {
        guard !fallbackFaces.isEmpty else {
            return [TextRun(text: text, font: face, size: size, origin: origin, glyphs: positionedGlyphs, paint: paint, width: width)]
        }
        var runs: [TextRun] = []
        var start = 0
        while start < glyphs.count {
            var end = start + 1
            while end < glyphs.count && glyphs[end].face == glyphs[start].face { end += 1 }
            let piece = glyphs[start..<end]
            runs.append(
                TextRun(
                    text: text(of: piece), font: face(numbered: glyphs[start].face), size: size, origin: origin,
                    glyphs: piece.map { PositionedGlyph(id: $0.id, position: Point(x: $0.x, y: $0.yOffset)) }, paint: paint,
                    width: piece.reduce(0) { $0 + $1.advance }))
            start = end
        }
        return runs
    }

    /// The characters `piece` of the glyphs came from: from its lowest cluster to the next
    /// cluster of any glyph, or the end.
    private func text(of piece: ArraySlice<ShapedGlyph>) -> String {
        let low = piece.map(\.cluster).min() ?? 0, high = piece.map(\.cluster).max() ?? 0
        let end = glyphs.lazy.map(\.cluster).filter { $0 > high }.min() ?? text.utf8.count
        let utf8 = Array(text.utf8)
        guard low <= end, end <= utf8.count else { return text }
        return String(decoding: utf8[low..<end], as: UTF8.self)
    }
}
