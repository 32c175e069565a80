import GlanceGraphics

/// Tabular figures of one width: `monospacedDigit()` promises digits of equal width, and a face
/// whose `tnum` figures differ (Inter Medium 4.0's "4" is 2 units narrower than its other
/// figures) would otherwise give two numbers of as many digits different widths, which a
/// locked, privacy-sensitive text's placeholder frame would show.
extension TextEngine {
    /// `glyphs`, shaped from `utf8` with tabular figures, with every glyph that alone draws an
    /// ASCII digit as wide as the face's widest tabular figure.
    func evenFigures(_ glyphs: [RawGlyph], _ utf8: [UInt8], _ face: LoadedFont, _ runFace: RunFace) -> [RawGlyph] {
        let figure = figureAdvance(face, runFace)
        var even = glyphs
        for i in even.indices {
            let cluster = even[i].cluster
            guard Int(cluster) < utf8.count, (0x30...0x39).contains(utf8[Int(cluster)]) else { continue }
            guard i == 0 || even[i - 1].cluster != cluster, i == even.count - 1 || even[i + 1].cluster != cluster else { continue }
            even[i].advance = figure
        }
        return even
    }

    /// The advance, in font units, of `face`'s widest tabular figure, kept per face.
    private func figureAdvance(_ face: LoadedFont, _ runFace: RunFace) -> Int32 {
        if let kept = figureAdvances[face.serial] { return kept }
        // Each figure shaped alone, so that no kerning between them counts.
        let widest = (0...9).map { shapeNow(String($0), face, runFace, properties: nil, evenFigures: false).first?.advance ?? 0 }.max() ?? 0
        figureAdvances[face.serial] = widest
        return widest
    }
}
