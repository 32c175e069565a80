import GlanceGraphics

/// Cutting a line with "…": what the fitter does once a line is too long or there are too many.
extension TextFitter {
    /// The advance of each character of `text` when shaped as a whole.
    func characterWidths(_ text: String, _ font: FontDescriptor) -> [Double] {
        let shaped = shaper.shape(text, font: font)
        var starts: [Int] = []
        var offset = 0
        for ch in text {
            starts.append(offset)
            offset += ch.utf8.count
        }
        var widths = [Double](repeating: 0, count: starts.count)
        for glyph in shaped.glyphs {
            // The character whose UTF-8 range holds the glyph's cluster.
            var lo = 0, hi = starts.count - 1
            while lo < hi {
                let mid = (lo + hi + 1) / 2
                if starts[mid] <= glyph.cluster { lo = mid } else { hi = mid - 1 }
            }
            if !widths.isEmpty { widths[lo] += glyph.advance }
        }
        return widths
    }

    /// `text` cut to fit `width` with "…" where the truncation mode says: as many characters
    /// kept as fit by the cut line's own width, so offered the width it measured, a line is
    /// cut at the same place.
    func truncate(_ text: String, to width: Double, _ font: FontDescriptor, _ offers: inout OfferRange) -> String {
        let chars = Array(text)
        let n = chars.count
        // The characters' advances as the whole text is shaped, summed: sums[i] is the first i.
        var sums = [0.0]
        sums.reserveCapacity(n + 1)
        for w in characterWidths(text, font) { sums.append(sums[sums.count - 1] + w) }
        /// Where the characters before "…" end and those after it start, `kept` kept in all,
        /// spaces next to "…" dropped.
        func parts(_ kept: Int) -> (end: Int, start: Int) {
            let before = switch options.truncationMode {
            case .tail: kept
            case .head: 0
            case .middle: (kept + 1) / 2
            }
            var end = before
            while end > 0 && chars[end - 1].isWhitespace { end -= 1 }
            var start = n - (kept - before)
            while start < n && chars[start].isWhitespace { start += 1 }
            return (end, start)
        }
        func candidate(_ kept: Int) -> String {
            let (end, start) = parts(kept)
            return String(chars[..<end]) + "…" + String(chars[start...])
        }
        // The cut line's width: its characters as the whole text set them, but "…" shaped with
        // its neighbours (kerning pairs across the cut), and the character before "…" no
        // longer kerned with the one it followed. Short strings, shaped once and kept.
        func cutWidth(_ kept: Int) -> Double {
            let (end, start) = parts(kept)
            var joint = ""
            if end > 0 { joint.append(chars[end - 1]) }
            joint.append("…")
            if start < n { joint.append(chars[start]) }
            var width = shaper.width(of: joint, font: font)
            if end > 0 { width += sums[end - 1] }
            if start < n { width += sums[n] - sums[start] - shaper.width(of: String(chars[start]), font: font) }
            return width
        }
        var (lo, hi) = (0, n)
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if offers.fits(cutWidth(mid), in: width) { lo = mid } else { hi = mid - 1 }
        }
        return candidate(lo)
    }
}
