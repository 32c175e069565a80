import GlanceGraphics

extension TextEngine {
    /// `text` with each character `face` drew as glyph 0 taken from the fallback face that has
    /// it (`FontFallback`), when one does: the text is cut into stretches of one face, each
    /// shaped in its face and set after the one before. Characters `face` has stay in it, so
    /// text it covers sets as before. `nil` when no fallback has any missing character.
    func withFallbacks(_ text: String, _ primary: UnitRun, _ face: LoadedFont, _ font: FontDescriptor) -> UnitRun? {
        let missing = Set(primary.glyphs.lazy.filter { $0.id == 0 }.map(\.cluster))
        var stretches: [(bytes: Range<Int>, face: LoadedFont)] = []
        var offset = 0
        for character in text {
            let end = offset + character.utf8.count
            var chosen = face
            if !character.isWhitespace, missing.contains(where: { $0 >= offset && $0 < end }), let fallback = fallbackFace(for: character, font) {
                chosen = fallback
            }
            if let last = stretches.last, last.face === chosen {
                stretches[stretches.count - 1].bytes = last.bytes.lowerBound..<end
            } else {
                stretches.append((offset..<end, chosen))
            }
            offset = end
        }
        guard stretches.contains(where: { $0.face !== face }) else { return nil }
        var run = UnitRun(capacity: primary.glyphs.count)
        let utf8 = Array(text.utf8)
        for stretch in stretches {
            var number: UInt8 = 0
            if stretch.face !== face {
                if let i = run.fallbacks.firstIndex(where: { $0 === stretch.face }) {
                    number = UInt8(i + 1)
                } else if run.fallbacks.count < Int(UInt8.max) {
                    run.fallbacks.append(stretch.face)
                    number = UInt8(run.fallbacks.count)
                }
            }
            let drawn = number == 0 ? face : stretch.face
            let piece = String(decoding: utf8[stretch.bytes], as: UTF8.self)
            let glyphs = shapeNow(piece, drawn, RunFace(face: drawn.serial, tabularDigits: font.monospacedDigit), properties: nil)
            let extents = shaping(drawn).extents
            for glyph in glyphs {
                run.append(
                    glyph.id, cluster: glyph.cluster + UInt32(stretch.bytes.lowerBound), advance: glyph.advance, xOffset: glyph.xOffset,
                    yOffset: glyph.yOffset, em: drawn.unitsPerEm, box: extents.box(of: glyph.id), face: number)
            }
        }
        return run
    }

    /// The fallback face with every character of `character` (its default-ignorable ones
    /// aside, such as variation selectors and joiners), or `nil`.
    private func fallbackFace(for character: Character, _ font: FontDescriptor) -> LoadedFont? {
        let scalars = character.unicodeScalars.filter { !$0.properties.isDefaultIgnorableCodePoint }
        guard let first = scalars.first else { return nil }
        let style = FontFallback.Style(font, emojiFirst: character.unicodeScalars.contains("\u{FE0F}"))
        guard let id = FontFallback.shared.face(for: first, style: style), let loaded = try? FontRegistry.shared.font(id),
            scalars.allSatisfy({ loaded.hasGlyph($0) })
        else { return nil }
        return loaded
    }
}
