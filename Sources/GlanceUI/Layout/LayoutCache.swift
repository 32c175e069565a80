import GlanceGraphics

/// Results of text fitting kept between renders: a label that did not change is not broken
/// into lines, shrunk or truncated again. One per renderer and thread, like the measurer it
/// was filled with; when full it is emptied and refilled.
public final class LayoutCache {
    struct TextKey: Hashable {
        var string: String
        var font: FontDescriptor
        var options: TextLayoutOptions
        var spacing: Double
    }

    /// The fits of one text in one font and set of options, by the width and height offered.
    final class Fits {
        private var kept: [(width: Double?, height: Double?, lines: TextLines)] = []
        /// The fit with no offer, which serves every offer it fits in unchanged.
        private var whole: TextLines?

        /// The lines `fitter` makes in `width` × `height`, computed once.
        func lines(_ fitter: TextFitter, width: Double?, height: Double?) -> TextLines {
            for fit in kept where fit.width == width && fit.height == height { return fit.lines }
            let whole = self.whole ?? fitter.fit(width: nil, height: nil)
            self.whole = whole
            let lines = fitter.keepsWhole(whole, width: width, height: height) ? whole : fitter.fit(width: width, height: height)
            if kept.count >= Self.limit { kept.removeFirst() }
            kept.append((width, height, lines))
            return lines
        }

        /// Sizes kept per text. A text in nested stacks and flexible frames is offered up to
        /// about twenty sizes per layout (the gallery's calendar and transit widgets): a
        /// limit below that drops each size before it comes round again, so every offer misses.
        static let limit = 64
    }

    struct SymbolKey: Hashable {
        var name: String
        var font: FontDescriptor
    }

    private var texts: [TextKey: Fits] = [:]
    private var symbols: [SymbolKey: SymbolDrawing?] = [:]
    /// Texts kept before the cache is emptied.
    private let limit = 1024

    public init() {}

    /// The kept fits of `fitter`'s text: looked up once per text node, so the string is hashed
    /// once per layout, not once per size offered.
    func fits(for fitter: TextFitter) -> Fits {
        let key = TextKey(string: fitter.string, font: fitter.font, options: fitter.options, spacing: fitter.spacing)
        if let kept = texts[key] { return kept }
        if texts.count >= limit { texts.removeAll(keepingCapacity: true) }
        let fits = Fits()
        texts[key] = fits
        return fits
    }

    /// The drawing of symbol `name` at `font`, made once (`nil` inside when Glance has none).
    func symbol(_ name: String, font: FontDescriptor, measurer: any TextMeasurer) -> SymbolDrawing? {
        let key = SymbolKey(name: name, font: font)
        if let kept = symbols[key] { return kept }
        if symbols.count >= limit { symbols.removeAll(keepingCapacity: true) }
        let drawing = SymbolDrawing(name: name, font: font, measurer: measurer)
        symbols[key] = .some(drawing)
        return drawing
    }
}
