import GlanceGraphics

/// Cutting a line with "…": what the fitter does once a line is too long or there are too many.
extension TextFitter {
    /// Each character's advance when `text` is shaped as a whole, where each character starts
    /// in its UTF-8 bytes (with the byte count last: one more start than widths), and whether
    /// it is a space.
    func characterAdvances(_ text: String, _ font: FontDescriptor) -> (widths: [Double], starts: [Int], spaces: [Bool]) {
        let shaped = shaper.shape(text, font: font)
        var starts: [Int] = [], spaces: [Bool] = []
        starts.reserveCapacity(text.utf8.count + 1)
        spaces.reserveCapacity(text.utf8.count)
        var offset = 0
        for ch in text {
            starts.append(offset)
            spaces.append(ch.isBreakingSpace)
            offset += ch.utf8.count
        }
        var widths = [Double](repeating: 0, count: starts.count)
        starts.append(offset)
        for glyph in shaped.glyphs where !widths.isEmpty {
            // The character whose UTF-8 range holds the glyph's cluster.
            var lo = 0, hi = widths.count - 1
            while lo < hi {
                let mid = (lo + hi + 1) / 2
                if starts[mid] <= glyph.cluster { lo = mid } else { hi = mid - 1 }
            }
            widths[lo] += glyph.advance
        }
        return (widths, starts, spaces)
    }

    /// `text` cut to fit `width` with "…" where the truncation mode says: as many characters
    /// kept as fit by the cut line's own width, so offered the width it measured, a line is
    /// cut at the same place.
    func truncate(_ text: String, to width: Double, _ font: FontDescriptor, _ offers: inout OfferRange) -> String {
        let (widths, starts, spaces) = characterAdvances(text, font)
        let n = widths.count
        // The characters' advances as the whole text is shaped, summed: sums[i] is the first i.
        var sums = [0.0]
        sums.reserveCapacity(n + 1)
        for w in widths { sums.append(sums[sums.count - 1] + w) }
        // Characters are found by their UTF-8 offsets: slices of the text, not an array of
        // characters put back together (which was a twentieth of an inline line's layout).
        let utf8 = text.utf8
        func index(_ i: Int) -> String.Index { utf8.index(utf8.startIndex, offsetBy: starts[i]) }
        func character(_ i: Int) -> Substring { text[index(i)..<index(i + 1)] }
        func isSpace(_ i: Int) -> Bool { spaces[i] }
        /// Where the characters before "…" end and those after it start, `kept` kept in all,
        /// spaces next to "…" dropped.
        func parts(_ kept: Int) -> (end: Int, start: Int) {
            let before = switch options.truncationMode {
            case .tail: kept
            case .head: 0
            case .middle: (kept + 1) / 2
            }
            var end = before
            while end > 0 && isSpace(end - 1) { end -= 1 }
            var start = n - (kept - before)
            while start < n && isSpace(start) { start += 1 }
            return (end, start)
        }
        // The cut line's width: its characters as the whole text set them, but "…" shaped with
        // its neighbours (kerning pairs across the cut), and the character before "…" no
        // longer kerned with the one it followed. Short strings, shaped once and kept.
        func cutWidth(_ kept: Int) -> Double {
            let (end, start) = parts(kept)
            var joint = end > 0 ? String(character(end - 1)) : ""
            joint += "…"
            if start < n { joint += character(start) }
            var width = shaper.width(of: joint, font: font)
            if end > 0 { width += sums[end - 1] }
            if start < n { width += sums[n] - sums[start] - shaper.width(of: String(character(start)), font: font) }
            return width
        }
        var (lo, hi) = (0, n)
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if offers.fits(cutWidth(mid), in: width) { lo = mid } else { hi = mid - 1 }
        }
        let (end, start) = parts(lo)
        return String(text[..<index(end)]) + "…" + text[index(start)...]
    }
}
