import GlanceGraphics

/// Results of text fitting kept between renders: a label that did not change is not broken
/// into lines, shrunk or truncated again. One per renderer and thread, like the measurer it
/// was filled with. When full, a new text's fits are kept only in place of a text unused for
/// `staleAfter` lookups (`KeptValues`): a timeline with more texts than fit keeps those that do
/// and finds them each time round, and a stream of new entries replaces stale texts.
public final class LayoutCache {
    /// A text's font, layout options and spacing: what its fits depend on besides the text.
    struct TextSetting: Hashable {
        var font: FontDescriptor
        var options: TextLayoutOptions
        var spacing: Double
    }

    typealias TextKey = HashedText<TextSetting>

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
            if kept.isEmpty { kept.reserveCapacity(8) }
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

    /// Up to 768 texts: about 5 MB of lines and glyphs for the air-quality sample's entries,
    /// within `glance bench`'s 64 MB on a 5,000-entry ROM (docs/bench.md).
    private let texts = KeptValues<TextKey, Fits>(capacity: 768, staleAfter: 4096)
    /// The last texts not kept, while `texts` is full: a layout that looks a text up again
    /// (an inline slot lays its content out twice) still finds it.
    private var recent: [TextKey: Fits] = [:]
    private var symbols: [SymbolKey: SymbolDrawing?] = [:]
    /// Symbols kept before they are emptied.
    private let symbolLimit = 1024

    public init() {}

    /// Texts whose fits are kept.
    var count: Int { texts.count }

    /// The kept fits of `fitter`'s text: looked up once per text node, so the string is hashed
    /// once per layout, not once per size offered.
    func fits(for fitter: TextFitter) -> Fits {
        let key = TextKey(fitter.string, TextSetting(font: fitter.font, options: fitter.options, spacing: fitter.spacing))
        if let kept = texts.value(for: key) ?? recent[key] { return kept }
        let fits = Fits()
        if texts.hasRoom() {
            texts.keep(fits, for: key)
        } else {
            if recent.count >= 64 { recent.removeAll(keepingCapacity: true) }
            recent[key] = fits
        }
        return fits
    }

    /// The drawing of symbol `name` at `font`, made once (`nil` inside when Glance has none).
    func symbol(_ name: String, font: FontDescriptor, measurer: any TextMeasurer) -> SymbolDrawing? {
        let key = SymbolKey(name: name, font: font)
        if let kept = symbols[key] { return kept }
        if symbols.count >= symbolLimit { symbols.removeAll(keepingCapacity: true) }
        let drawing = SymbolDrawing(name: name, font: font, measurer: measurer)
        symbols[key] = .some(drawing)
        return drawing
    }
}
