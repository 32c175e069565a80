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
}
