import GlanceGraphics
import GlanceText
import Testing

@testable import GlanceUI

/// Cutting a line with "…" by UTF-8 offsets gives the line the definition gives: the text as an
/// array of characters, put back together around "…".
@Suite struct TruncationTests {
    static let texts = [
        "Reykjavík 06:00 · light rain", "Buenos Aires at 06:03", "  spaced   out  ", "e\u{301}te\u{301} cafe\u{301} ok", "🙂 hi 👍🏽 there",
        "日本 の 天気 晴れ", "AVAVAV Ty. WWW", "x", "", "a b", "Wind 24 km/h from the northeast",
    ]

    /// The cut as `truncate` worked it out before: characters in an array, put back together.
    static func definition(_ fitter: TextFitter, _ text: String, width: Double) -> String {
        let chars = Array(text)
        let n = chars.count
        var sums = [0.0]
        for w in fitter.characterAdvances(text, fitter.font).widths { sums.append(sums[sums.count - 1] + w) }
        func parts(_ kept: Int) -> (end: Int, start: Int) {
            let before = switch fitter.options.truncationMode {
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
        func cutWidth(_ kept: Int) -> Double {
            let (end, start) = parts(kept)
            var joint = ""
            if end > 0 { joint.append(chars[end - 1]) }
            joint.append("…")
            if start < n { joint.append(chars[start]) }
            var width = fitter.shaper.width(of: joint, font: fitter.font)
            if end > 0 { width += sums[end - 1] }
            if start < n { width += sums[n] - sums[start] - fitter.shaper.width(of: String(chars[start]), font: fitter.font) }
            return width
        }
        var offers = OfferRange()
        var (lo, hi) = (0, n)
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if offers.fits(cutWidth(mid), in: width) { lo = mid } else { hi = mid - 1 }
        }
        let (end, start) = parts(lo)
        return String(chars[..<end]) + "…" + String(chars[start...])
    }

    /// Every text, mode and width from nothing to the whole line in steps of 1.5 pt.
    @Test func cutsAreTheDefinitionsInEveryModeAndWidth() throws {
        let engine = try TextEngine()
        var compared = 0
        for text in Self.texts {
            for mode in TruncationMode.allCases {
                let fitter = TextFitter(string: text, font: FontDescriptor(size: 15), options: TextLayoutOptions(lineLimit: 1, truncationMode: mode), measurer: engine)
                let whole = engine.width(of: text, font: fitter.font)
                for step in 0...Int(whole / 1.5) + 1 {
                    let width = Double(step) * 1.5
                    var offers = OfferRange()
                    #expect(fitter.truncate(text, to: width, fitter.font, &offers) == Self.definition(fitter, text, width: width), "\(text) \(mode) in \(width)")
                    compared += 1
                }
            }
        }
        #expect(compared > 1000)
    }
}
