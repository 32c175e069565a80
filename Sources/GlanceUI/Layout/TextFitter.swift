import GlanceGraphics
/// Text fitted to an offer: lines, the size they were set at, and whether any was cut.
struct TextLines {
    let lines: [ShapedText]
    let metrics: FontMetrics
    let truncated: Bool
    /// The widest line and the lines' height: asked at every offer, worked out once.
    let width: Double
    let height: Double
    /// Each line's glyphs placed as a text run places them: made once with the fit, not at
    /// every drawing of it.
    let runGlyphs: [[PositionedGlyph]]
    /// The characters of all lines no font has a glyph for, each once (usually none).
    let missingCharacters: String

    init(lines: [ShapedText], metrics: FontMetrics, truncated: Bool) {
        self.lines = lines
        self.metrics = metrics
        self.truncated = truncated
        width = lines.reduce(0) { max($0, $1.width) }
        height = Double(max(1, lines.count)) * metrics.lineHeight
        runGlyphs = lines.map { line in line.glyphs.map { PositionedGlyph(id: $0.id, position: Point(x: $0.x, y: $0.yOffset)) } }
        var missing = ""
        for line in lines { for ch in line.missingCharacters where !missing.contains(ch) { missing.append(ch) } }
        missingCharacters = missing
    }

    /// About what the lines hold in memory: their glyphs twice (shaped and placed) and text.
    var bytes: Int {
        lines.reduce(128) { sum, line in
            sum + 96 + line.text.utf8.count
                + line.glyphs.count * (MemoryLayout<ShapedGlyph>.stride + MemoryLayout<PositionedGlyph>.stride)
        }
    }
}

extension ShapedText {
    /// The characters of the text whose glyph is the font's `.notdef` (glyph 0: the font has
    /// none, so a box is drawn), in order, each once.
    var missingCharacters: String {
        guard glyphs.contains(where: { $0.id == 0 }) else { return "" }
        let clusters = Set(glyphs.lazy.filter { $0.id == 0 }.map(\.cluster))
        var found = "", offset = 0
        for ch in text {
            let end = offset + ch.utf8.count
            if clusters.contains(where: { $0 >= offset && $0 < end }), !ch.isWhitespace, !found.contains(ch) { found.append(ch) }
            offset = end
        }
        return found
    }
}

/// Breaks text into lines at word boundaries (inside words only when a word alone is too
/// wide), limits the lines, truncates the last with "…", and shrinks the font down to the
/// minimum scale factor before truncating, or when one line is taller than the offer.
struct TextFitter {
    let string: String
    let font: FontDescriptor
    let options: TextLayoutOptions
    let measurer: any TextMeasurer
    /// Points added after each character (kerning or tracking).
    var spacing = 0.0

    /// The measurer with the spacing applied.
    var shaper: any TextMeasurer { spacing == 0 ? measurer : SpacedTextMeasurer(base: measurer, spacing: spacing) }

    func fit(width: Double?, height: Double?) -> TextLines {
        var offers = FitOffers()
        return fit(width: width, height: height, recording: &offers)
    }

    /// The fit in `width` × `height`, and in `offers` every offer that makes the same one:
    /// each comparison with the offer is made through `OfferRange.fits(_:in:)`.
    func fit(width: Double?, height: Double?, recording offers: inout FitOffers) -> TextLines {
        let natural = breakLines(width, height, font, &offers)
        guard options.minimumScaleFactor < 1, natural.isTooBig(for: height, &offers.height) else {
            return finish(natural, width, font, &offers.width)
        }
        // Too big: cut, or one line taller than the offer (SwiftUI shrinks text for either).
        // The search only breaks lines; the size it settles on is finished once.
        var smaller = font
        smaller.size = font.size * options.minimumScaleFactor
        let smallest = breakLines(width, height, smaller, &offers)
        guard !smallest.isTooBig(for: height, &offers.height) else { return finish(smallest, width, smaller, &offers.width) }
        var (lo, hi, best) = (options.minimumScaleFactor, 1.0, smallest)
        for _ in 0..<8 {
            let mid = (lo + hi) / 2
            smaller.size = font.size * mid
            let attempt = breakLines(width, height, smaller, &offers)
            if attempt.isTooBig(for: height, &offers.height) { hi = mid } else { (lo, best) = (mid, attempt) }
        }
        smaller.size = font.size * lo
        return finish(best, width, smaller, &offers.width)
    }

    /// Whether `whole`, the text fitted with no offer, is also its fit in `width` × `height`:
    /// nothing cut, every line within the width, and no more lines than the height holds.
    /// A text that may not shrink keeps its lines in a height shorter than one of them (the
    /// least a text takes is one line), so there only the number of lines counts.
    func keepsWhole(_ whole: TextLines, width: Double?, height: Double?) -> Bool {
        guard !whole.truncated else { return false }
        if let width, whole.width > width + 1e-6 { return false }
        guard let height else { return true }
        var heights = OfferRange()
        guard whole.lines.count <= lineLimit(height, whole.metrics, &heights) else { return false }
        return options.minimumScaleFactor >= 1 || whole.height <= height + 1e-6
    }

    /// The text's width on one line, nil when it has a line feed: the width of its fit with no
    /// offer, which serves no narrower offer (`keepsWhole`).
    var oneLineWidth: Double? {
        hasLineFeed ? nil : shaper.width(of: string, font: font)
    }

    /// Whether `string` holds a line feed, searched in its own bytes: the generic search of a
    /// UTF8View costs many times more a byte.
    private var hasLineFeed: Bool {
        string.utf8.withContiguousStorageIfAvailable { $0.contains(10) } ?? string.utf8.contains(10)
    }

    /// The most lines `height` holds in lines of `metrics` (at least one, at most a million),
    /// within the line limit. Counted by asking `heights` whether each line fits, so the
    /// heights that hold as many are remembered.
    private func lineLimit(_ height: Double?, _ metrics: FontMetrics, _ heights: inout OfferRange) -> Int {
        let limit = options.lineLimit ?? Int.max
        let lineHeight = metrics.lineHeight
        guard let height, !height.isNaN, lineHeight > 0, limit > 1 else { return limit }
        let most = min(limit, 1_000_000)
        // A first guess by division, then settled by the comparisons themselves.
        var lines = height.isFinite ? max(1, min(most, Int(min(max((height + 1e-6) / lineHeight, 0), 1e6)))) : most
        while lines > 1 && !heights.fits(Double(lines) * lineHeight, in: height) { lines -= 1 }
        while lines < most && heights.fits(Double(lines + 1) * lineHeight, in: height) { lines += 1 }
        return lines
    }

    /// Where `string` breaks into lines in `font`, before any line is cut.
    private struct Broken {
        var ranges: [Range<String.Index>]
        /// Each range's width, as shaped on its own.
        var widths: [Double]
        var maxLines: Int
        var metrics: FontMetrics
        /// The first line wider than the offer.
        var tooWide: Int?

        var truncated: Bool { ranges.count > maxLines || tooWide != nil }

        /// Whether the lines, once finished, are cut or taller than `height`.
        func isTooBig(for height: Double?, _ heights: inout OfferRange) -> Bool {
            truncated || height.map { !heights.fits(Double(max(1, ranges.count)) * metrics.lineHeight, in: $0) } ?? false
        }
    }

    private func breakLines(_ width: Double?, _ height: Double?, _ font: FontDescriptor, _ offers: inout FitOffers) -> Broken {
        let metrics = shaper.metrics(for: font)
        let maxLines = lineLimit(height, metrics, &offers.height)
        var broken = Broken(ranges: [], widths: [], maxLines: maxLines, metrics: metrics)
        for paragraph in paragraphs {
            // Most widget text needs no per-character wrapping: a paragraph that fits whole is one
            // line, and so is one allowed a single line (its trailing spaces dropped if that makes
            // it fit, else cut when finished, as wrapping then cutting would).
            let whole = shaper.width(of: paragraph.startIndex == string.startIndex && paragraph.endIndex == string.endIndex ? string : String(paragraph), font: font)
            guard let width, !offers.width.fits(whole, in: width) else {
                broken.ranges.append(paragraph.startIndex..<paragraph.endIndex)
                broken.widths.append(whole)
                continue
            }
            if maxLines == 1 {
                var end = paragraph.endIndex
                while end > paragraph.startIndex, paragraph[paragraph.index(before: end)].isBreakingSpace { end = paragraph.index(before: end) }
                let trimmed = end < paragraph.endIndex ? shaper.width(of: String(paragraph[..<end]), font: font) : whole
                let fits = end < paragraph.endIndex && offers.width.fits(trimmed, in: width)
                broken.ranges.append(paragraph.startIndex..<(fits ? end : paragraph.endIndex))
                broken.widths.append(fits ? trimmed : whole)
            } else {
                for range in wrap(paragraph, to: width, font, &offers.width) {
                    broken.ranges.append(range)
                    broken.widths.append(shaper.width(of: String(string[range]), font: font))
                }
            }
        }
        if let width { broken.tooWide = broken.widths.firstIndex { !offers.width.fits($0, in: width) } }
        return broken
    }

    /// The paragraphs of `string`, split at line feeds.
    private var paragraphs: [Substring] {
        guard hasLineFeed else { return [string[...]] }
        return string.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// The lines of `broken` shaped, the last cut with "…" when there are too many or one is too wide.
    private func finish(_ broken: Broken, _ width: Double?, _ font: FontDescriptor, _ widths: inout OfferRange) -> TextLines {
        let ranges = broken.ranges
        var lines = ranges.map { $0 == string.startIndex..<string.endIndex ? string : String(string[$0]) }
        let maxLines = broken.maxLines
        var truncated = false
        if lines.count > maxLines {
            let rest = string[ranges[maxLines - 1].lowerBound...].replacingOccurrences(of: "\n", with: " ")
            lines = Array(lines.prefix(maxLines - 1)) + [truncate(rest, to: width ?? .infinity, font, &widths)]
            truncated = true
        } else if let width, let widest = broken.tooWide {
            lines[widest] = truncate(lines[widest], to: width, font, &widths)
            truncated = true
        }
        return TextLines(lines: lines.map { shaper.shape($0, font: font) }, metrics: broken.metrics, truncated: truncated)
    }

    /// Line ranges of `paragraph` no wider than `width`: words move to the next line whole;
    /// a word wider than a line breaks between characters. Spaces at a break are dropped.
    private func wrap(_ paragraph: Substring, to width: Double, _ font: FontDescriptor, _ offers: inout OfferRange) -> [Range<String.Index>] {
        let (widths, _, isSpace) = characterAdvances(String(paragraph), font)
        let index = Array(paragraph.indices) + [paragraph.endIndex]
        var lines: [Range<String.Index>] = []
        var (lineStart, lineEnd, lineWidth, pendingSpace) = (0, 0, 0.0, 0.0)
        var i = 0
        while i < isSpace.count {
            var j = i
            while j < isSpace.count, isSpace[j] == isSpace[i] { j += 1 }
            let runWidth = widths[i..<j].reduce(0, +)
            if isSpace[i] {
                if lineEnd == lineStart && lines.isEmpty {  // leading spaces of the paragraph stay
                    (lineEnd, lineWidth) = (j, lineWidth + runWidth)
                } else {
                    pendingSpace += runWidth
                }
            } else if lineEnd > lineStart && offers.fits(lineWidth + pendingSpace + runWidth, in: width) {
                (lineEnd, lineWidth) = (j, lineWidth + pendingSpace + runWidth)
            } else {
                if lineEnd > lineStart {
                    lines.append(index[lineStart]..<index[lineEnd])
                    (lineStart, lineEnd, lineWidth) = (i, i, 0)
                } else {
                    lineStart = i
                    lineEnd = i
                }
                for c in i..<j {  // characters of a word, breaking only where one line is full
                    if lineEnd > lineStart && !offers.fits(lineWidth + widths[c], in: width) {
                        lines.append(index[lineStart]..<index[lineEnd])
                        (lineStart, lineWidth) = (c, 0)
                    }
                    (lineEnd, lineWidth) = (c + 1, lineWidth + widths[c])
                }
            }
            if !isSpace[i] { pendingSpace = 0 }
            i = j
        }
        // Spaces that end the paragraph stay (they count toward its width, as in SwiftUI) when they fit.
        if pendingSpace > 0, lineEnd > lineStart, offers.fits(lineWidth + pendingSpace, in: width) { lineEnd = isSpace.count }
        lines.append(index[lineStart]..<index[lineEnd])
        return lines
    }
}

extension Character {
    /// `isWhitespace`, answered without Unicode property lookups for ASCII (the common case).
    var isBreakingSpace: Bool {
        if let ascii = asciiValue { return ascii == 32 || (9...13).contains(ascii) }
        return isWhitespace
    }
}

extension String {
    var trimmingTrailingSpaces: String {
        var s = self
        while s.last?.isWhitespace == true { s.removeLast() }
        return s
    }

}
