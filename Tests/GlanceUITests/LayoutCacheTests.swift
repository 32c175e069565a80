import GlanceGraphics
import Testing

@testable import GlanceUI

/// Text fits kept between renders.
@Suite struct LayoutCacheTests {
    /// Counts the shaping a layout asks for.
    final class CountingMeasurer: TextMeasurer {
        let inner = KerningTextMeasurer()
        var shaped = 0
        /// Metrics asked: once per line breaking, so about once per fit tried.
        var broken = 0
        func metrics(for font: FontDescriptor) -> FontMetrics {
            broken += 1
            return inner.metrics(for: font)
        }
        func shape(_ text: String, font: FontDescriptor) -> ShapedText {
            shaped += 1
            return inner.shape(text, font: font)
        }
    }

    /// A text in nested stacks is offered about twenty sizes per layout: the second layout
    /// finds every one of them kept, where a smaller limit dropped each before it came round.
    @Test func twentySizesOfferedInTurnAreAllKept() {
        let measurer = CountingMeasurer()
        let cache = LayoutCache()
        let fitter = TextFitter(string: "Room 4 · in 10 min", font: FontDescriptor(size: 10), options: TextLayoutOptions(), measurer: measurer)
        let widths = (0..<20).map { 30.0 + 3 * Double($0) }
        let first = widths.map { cache.fits(for: fitter).lines(fitter, width: $0, height: nil) }
        #expect(measurer.shaped > 0)
        measurer.shaped = 0
        let again = widths.map { cache.fits(for: fitter).lines(fitter, width: $0, height: nil) }
        #expect(measurer.shaped == 0)
        #expect(again.map(\.width) == first.map(\.width))
    }

    func fitter(_ string: String) -> TextFitter {
        TextFitter(string: string, font: FontDescriptor(size: 10), options: TextLayoutOptions(), measurer: FixedAdvanceTextMeasurer())
    }

    /// A stream of new texts (first renders of new entries) fills the cache to its count and
    /// no further.
    @Test func newTextsPastTheLimitAreNotKept() {
        let cache = LayoutCache()
        for n in 0..<5000 { _ = cache.fits(for: fitter("entry \(n)")) }
        #expect(cache.count == 768)
    }

    /// New texts of realistic length, each fitted whole and cut to a slot's width, fill the
    /// cache to its bytes before its count: it keeps under 768 of them, and their fits hold no
    /// more than the limit and one text's fits over it, with a label kept all along growing no
    /// fits past the limit. A text just kept is still found.
    @Test func longTextsFillTheCacheToItsBytes() {
        let cache = LayoutCache()
        var last: (TextFitter, LayoutCache.Fits)?
        // A label every entry shows, offered a width of its own by each.
        let label = fitter("Station readings near the harbour")
        for n in 0..<5000 {
            let text = fitter("Reading \(n) at station \(n * 7) near the harbour, rising")
            let fits = cache.fits(for: text)
            let whole = fits.lines(text, width: nil, height: nil)
            _ = fits.lines(text, width: whole.width / 2, height: nil)
            last = (text, fits)
            _ = cache.fits(for: label).lines(label, width: 40 + Double(n) / 10, height: nil)
        }
        #expect(cache.count < 768 && cache.count > 100, "\(cache.count) texts kept")
        #expect(cache.byteCount <= LayoutCache.byteLimit + 16 << 10, "\(cache.byteCount) bytes")
        #expect(last.map { cache.fits(for: $0.0) === $0.1 } == true)
    }

    /// While the cache is full, a text looked up twice in one layout is found the second time.
    @Test func aTextNotKeptIsFoundAgainRightAfter() {
        let cache = LayoutCache()
        for n in 0..<1000 { _ = cache.fits(for: fitter("entry \(n)")) }
        let text = fitter("new label")
        #expect(cache.fits(for: text) === cache.fits(for: text))
    }

    /// A timeline of more texts than the cache holds, replayed in a loop, finds the texts it
    /// kept each time round, where emptying the cache when full found none.
    @Test func aLoopLargerThanTheCacheHitsOnWhatItKept() {
        let cache = LayoutCache()
        let texts = (0..<1000).map { fitter("entry \($0)") }
        let first = texts.map { cache.fits(for: $0) }
        let again = texts.map { cache.fits(for: $0) }
        let hits = zip(first, again).filter { $0 === $1 }.count
        #expect(hits >= 700, "\(hits) of 1,000 texts found the second time round")
    }

    /// A text that may not shrink is one line at least: offered less height than a line (a
    /// stack asks each child its least height), it keeps its whole fit, shaped once, and that
    /// is what fitting it anew gives. A text that may shrink is fitted to the height.
    @Test func aShortOfferKeepsTheWholeLineUnlessTheTextMayShrink() {
        let measurer = CountingMeasurer()
        let fitter = TextFitter(string: "Cupertino 4821", font: FontDescriptor(size: 10), options: TextLayoutOptions(), measurer: measurer)
        let fits = LayoutCache().fits(for: fitter)
        let line = fits.lines(fitter, width: nil, height: nil)
        let shaped = measurer.shaped
        let heights = [0, 3, line.height - 0.5]
        let short = heights.map { fits.lines(fitter, width: 200, height: $0) }
        #expect(measurer.shaped == shaped, "the whole fit serves every short offer")
        for (height, fit) in zip(heights, short) {
            #expect(fit.lines == line.lines && !fit.truncated)
            let anew = fitter.fit(width: 200, height: height)
            #expect(anew.lines == fit.lines && anew.truncated == fit.truncated)
        }

        var options = TextLayoutOptions()
        options.minimumScaleFactor = 0.5
        let shrinking = TextFitter(string: "Cupertino 4821", font: FontDescriptor(size: 10), options: options, measurer: measurer)
        let shrunk = LayoutCache().fits(for: shrinking).lines(shrinking, width: 200, height: line.height - 2)
        #expect(shrunk.lines[0].size < 10)
    }

    /// Texts are kept by their UTF-8 bytes: the same bytes find the same fits, and a
    /// canonically equivalent spelling ("é" as one scalar or two) is a text of its own.
    @Test func textsAreKeptByTheirBytes() {
        let cache = LayoutCache()
        let composed = fitter("Caf\u{E9} 21°"), decomposed = fitter("Cafe\u{301} 21°")
        #expect(composed.string == decomposed.string)
        #expect(cache.fits(for: composed) === cache.fits(for: fitter("Caf\u{E9} 21°")))
        #expect(cache.fits(for: composed) !== cache.fits(for: decomposed))
    }

    /// A kept fit answers every offer that makes the same comparisons, and only those: for
    /// texts that wrap, cut and shrink, with kerning, in each truncation mode, hundreds of
    /// offers asked in turn of one cache get exactly what a fit anew gets, while the cache
    /// breaks lines a fraction as often.
    @Test func keptFitsAnswerOffersAsFittingAnewWould() {
        let strings = ["Wind 3 km/h from the north", "one two three four five six", "29° and sunny spells, 14 mm", "abcdefghijklmnop"]
        var options: [TextLayoutOptions] = []
        for limit in [nil, 1, 2] as [Int?] {
            for scale in [1.0, 0.6] {
                for mode in TruncationMode.allCases {
                    var o = TextLayoutOptions()
                    (o.lineLimit, o.minimumScaleFactor, o.truncationMode) = (limit, scale, mode)
                    options.append(o)
                }
            }
        }
        let widths = stride(from: 0.0, through: 160, by: 4.7).map { $0 } + [nil]
        let heights: [Double?] = [nil, 0, 9.99, 10, 19.999999, 20, 30, .infinity]
        var (asked, keptBreaks, freshBreaks) = (0, 0, 0)
        for string in strings {
            for o in options {
                let measurer = CountingMeasurer()
                let fitter = TextFitter(string: string, font: FontDescriptor(size: 10), options: o, measurer: measurer)
                let freshMeasurer = CountingMeasurer()
                let fresh = TextFitter(string: string, font: FontDescriptor(size: 10), options: o, measurer: freshMeasurer)
                let fits = LayoutCache.Fits()
                for height in heights {
                    for width in widths {
                        for w in [width, width.map { $0 + 1e-9 }] {  // also a hair over, as stacks' sums are
                            let kept = fits.lines(fitter, width: w, height: height)
                            let anew = fresh.fit(width: w, height: height)
                            asked += 1
                            #expect(kept.lines.map(\.text) == anew.lines.map(\.text), "\(string) \(o) in \(String(describing: w)) × \(String(describing: height))")
                            #expect(kept.width == anew.width && kept.height == anew.height && kept.truncated == anew.truncated)
                            #expect(kept.lines.first?.size == anew.lines.first?.size)
                        }
                    }
                }
                keptBreaks += measurer.broken
                freshBreaks += freshMeasurer.broken
            }
        }
        #expect(keptBreaks * 4 < freshBreaks, "\(keptBreaks) line breakings kept, \(freshBreaks) anew, for \(asked) offers")
    }
}
