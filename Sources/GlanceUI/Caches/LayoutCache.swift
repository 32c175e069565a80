import GlanceGraphics

/// Results of text fitting kept between renders: a label that did not change is not broken
/// into lines, shrunk or truncated again. One per renderer and thread, like the measurer it
/// was filled with. When full, a new text's fits are kept only in place of a text unused for
/// `staleAfter` lookups (`KeptValues`): a timeline with more texts than fit keeps those that do
/// and finds them each time round, and a stream of new entries replaces stale texts.
public final class LayoutCache {
    /// What a text's fits depend on besides the text: its font, spacing, and the options
    /// `TextFitter` reads (line limit, shrinking, truncation). Alignment, decorations and the
    /// other options only change how the lines are drawn, so texts differing in them share fits.
    struct TextSetting: Hashable {
        var font: FontDescriptor
        var lineLimit: Int?
        var minimumScaleFactor: Double
        var truncationMode: TruncationMode
        var spacing: Double

        init(_ fitter: TextFitter) {
            font = fitter.font
            lineLimit = fitter.options.lineLimit
            minimumScaleFactor = fitter.options.minimumScaleFactor
            truncationMode = fitter.options.truncationMode
            spacing = fitter.spacing
        }
    }

    typealias TextKey = HashedText<TextSetting>

    /// The fits of one text in one font and set of options, by the width and height offered.
    final class Fits {
        /// A fit, the offer it was made in, and the offers that make the same one.
        private struct Kept {
            var width: Double?
            var height: Double?
            var offers: FitOffers
            var lines: TextLines

            /// Whether `width` × `height` makes this fit: each is unlimited (`nil`) where the
            /// fit's offer was, or within the offers that answer as its offer did.
            func serves(_ width: Double?, _ height: Double?) -> Bool {
                Self.within(width, offered: self.width, offers.width) && Self.within(height, offered: self.height, offers.height)
            }

            private static func within(_ asked: Double?, offered: Double?, _ range: OfferRange) -> Bool {
                guard let asked else { return offered == nil }
                return offered != nil && range.contains(asked)
            }
        }

        @exclusivity(unchecked) private var kept: [Kept] = []
        /// The fit with no offer, which serves every offer it fits in unchanged.
        @exclusivity(unchecked) private var whole: TextLines?
        /// The text's width on one line, measured once while `whole` is not made (minus
        /// infinity for a text with a line feed).
        @exclusivity(unchecked) private var lineWidth: Double?
        /// The cache that keeps these fits, told of each fit's bytes; `nil` when not kept.
        private weak var owner: LayoutCache?
        private let key: TextKey?

        init(owner: LayoutCache? = nil, key: TextKey? = nil) {
            (self.owner, self.key) = (owner, key)
        }

        /// Whether another fit of a kept text may be kept: not once the cache is over its bytes
        /// (a text every entry shows, offered a new width by each, would grow past them).
        private var mayKeep: Bool { owner.map { $0.texts.byteCount < $0.texts.byteLimit } ?? true }

        /// Tells the cache of `bytes` more (or fewer) kept for this text.
        private func count(_ bytes: Int) {
            if let owner, let key { owner.texts.add(bytes: bytes, for: key) }
        }

        private func keeping(_ lines: TextLines) -> TextLines {
            count(lines.bytes)
            return lines
        }

        /// The lines `fitter` makes in `width` × `height`, computed once. An offer the whole
        /// text fits in is answered from the fit with no offer and not kept again; any other
        /// offer that makes a kept fit's comparisons come out the same (`FitOffers`) gets
        /// that fit, as fitting anew would make it.
        func lines(_ fitter: TextFitter, width: Double?, height: Double?) -> TextLines {
            if let whole = wholeFit(fitter, width: width), fitter.keepsWhole(whole, width: width, height: height) { return whole }
            // Compared in place: iterating `kept` would copy each fit (and retain its lines).
            for i in kept.indices where kept[i].serves(width, height) { return kept[i].lines }
            var offers = FitOffers()
            let lines = fitter.fit(width: width, height: height, recording: &offers)
            guard mayKeep else { return lines }
            count(lines.bytes)
            if kept.isEmpty { kept.reserveCapacity(8) }
            if kept.count >= Self.limit { count(-kept.removeFirst().lines.bytes) }
            kept.append(Kept(width: width, height: height, offers: offers, lines: lines))
            return lines
        }

        /// The fit with no offer, made once; not made while it could not serve `width` (the
        /// text on one line is wider than it by more than rounding), so a text always cut (an
        /// inline line) never makes it.
        private func wholeFit(_ fitter: TextFitter, width: Double?) -> TextLines? {
            if let whole { return whole }
            if let width {
                let line = lineWidth ?? (fitter.oneLineWidth ?? -.infinity)
                lineWidth = line
                if line > width + 1e-3 { return nil }
            }
            let made = keeping(fitter.fit(width: nil, height: nil))
            whole = made
            return made
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

    /// Up to 768 texts and `byteLimit` of their lines and glyphs: the air-quality sample's
    /// entries reach the count first; texts of 20–40 characters, with a fit whole and one cut
    /// or shrunk, reach the bytes (docs/bench.md, "Peak memory").
    fileprivate let texts = KeptValues<TextKey, Fits>(capacity: 768, byteLimit: LayoutCache.byteLimit, staleAfter: 4096)
    static let byteLimit = 2 << 20
    /// The last texts not kept, while `texts` is full: a layout that looks a text up again
    /// (an inline slot lays its content out twice) still finds it.
    @exclusivity(unchecked) private var recent: [TextKey: Fits] = [:]
    @exclusivity(unchecked) private var symbols: [SymbolKey: SymbolDrawing?] = [:]
    /// Symbols kept before they are emptied.
    private let symbolLimit = 1024

    public init() {}

    /// Texts whose fits are kept.
    var count: Int { texts.count }
    /// Bytes of the kept texts' fits.
    var byteCount: Int { texts.byteCount }

    /// The kept fits of `fitter`'s text: looked up once per text node, so the string is hashed
    /// once per layout, not once per size offered.
    func fits(for fitter: TextFitter) -> Fits {
        let key = TextKey(fitter.string, TextSetting(fitter))
        if let kept = texts.value(for: key) ?? recent[key] { return kept }
        if texts.hasRoom() {
            let fits = Fits(owner: self, key: key)
            texts.keep(fits, for: key)
            return fits
        }
        let fits = Fits()
        if recent.count >= 64 { recent.removeAll(keepingCapacity: true) }
        recent[key] = fits
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
