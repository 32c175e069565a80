import GlanceGraphics

/// Results of text fitting kept between renders: a label that did not change is not broken
/// into lines, shrunk or truncated again. One per renderer and thread, like the measurer it
/// was filled with; when full it is emptied and refilled.
public final class LayoutCache {
    struct FitKey: Hashable {
        var string: String
        var font: FontDescriptor
        var options: TextLayoutOptions
        var width: Double?
        var height: Double?
    }

    private var fits: [FitKey: TextLines] = [:]
    /// Fits kept before the cache is emptied.
    private let limit = 2048

    public init() {}

    /// The lines `fitter` makes in `width` × `height`, computed once per cache.
    func lines(_ fitter: TextFitter, width: Double?, height: Double?) -> TextLines {
        let key = FitKey(string: fitter.string, font: fitter.font, options: fitter.options, width: width, height: height)
        if let kept = fits[key] { return kept }
        let lines = fitter.fit(width: width, height: height)
        if fits.count >= limit { fits.removeAll(keepingCapacity: true) }
        fits[key] = lines
        return lines
    }
}
