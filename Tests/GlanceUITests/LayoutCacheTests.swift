import GlanceGraphics
import Testing

@testable import GlanceUI

/// Text fits kept between renders.
@Suite struct LayoutCacheTests {
    /// Counts the shaping a layout asks for.
    final class CountingMeasurer: TextMeasurer {
        let inner = FixedAdvanceTextMeasurer()
        var shaped = 0
        func metrics(for font: FontDescriptor) -> FontMetrics { inner.metrics(for: font) }
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
}
