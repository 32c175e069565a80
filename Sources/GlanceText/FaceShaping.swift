/// What an engine keeps per face, found by the face's registry serial (a small number) in an
/// array rather than hashed: its glyphs' ink boxes and, per digit style, its composers.
final class FaceShaping {
    let extents: GlyphExtents
    private let font: LoadedFont
    private var plain: FaceComposers?, tabular: FaceComposers?

    init(_ font: LoadedFont) {
        self.font = font
        extents = GlyphExtents(font.hbFont)
    }

    /// The composers for text with tabular digits or without, made on first use.
    func composers(tabularDigits: Bool) -> FaceComposers {
        if tabularDigits {
            if let tabular { return tabular }
            let made = FaceComposers(font: font.hbFont, extents: extents, features: TextEngine.tabularFeatures)
            tabular = made
            return made
        }
        if let plain { return plain }
        let made = FaceComposers(font: font.hbFont, extents: extents, features: TextEngine.features)
        plain = made
        return made
    }

    /// Whether either digit style's composers have been turned off by a failed check.
    var broken: Bool { (plain?.broken ?? false) || (tabular?.broken ?? false) }
}
