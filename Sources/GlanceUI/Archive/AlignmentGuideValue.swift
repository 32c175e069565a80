import GlanceGraphics
/// An `alignmentGuide` closure, kept as the archive can hold it: the closure runs when the
/// view is archived, at a few sizes, and what it returns is kept as a constant plus a share of
/// the width and of the height, which covers guides written from the view's dimensions
/// (`d[.bottom]`, `d.width / 2 - 4`, `12`). A closure that is not linear in them is kept as
/// the plane through its values at 0 × 0, 100 × 0 and 0 × 100.
public struct AlignmentGuideValue: Codable, Hashable, Sendable {
    public var constant: Double
    public var perWidth: Double
    public var perHeight: Double

    /// The guide `compute` gives, sampled.
    init(_ compute: (ViewDimensions) -> Double) {
        let origin = compute(ViewDimensions(width: 0, height: 0))
        constant = origin
        perWidth = (compute(ViewDimensions(width: 100, height: 0)) - origin) / 100
        perHeight = (compute(ViewDimensions(width: 0, height: 100)) - origin) / 100
    }

    /// The guide of a view of `size`, from its leading or top edge.
    func value(in size: Size) -> Double {
        constant + perWidth * size.width + perHeight * size.height
    }
}

extension AlignmentGuideValue {
    /// The same guide seen from outside padding: the view is `inset` smaller each way than
    /// what is measured, and starts `offset` in.
    func padded(inset: (width: Double, height: Double), offset: Double) -> AlignmentGuideValue {
        var v = self
        v.constant += offset - perWidth * inset.width - perHeight * inset.height
        return v
    }
}

/// A view's explicit alignment guides, by the alignment they replace.
struct ExplicitGuides {
    var horizontal: [HorizontalAlignment: AlignmentGuideValue] = [:]
    var vertical: [VerticalAlignment: AlignmentGuideValue] = [:]

    var isEmpty: Bool { horizontal.isEmpty && vertical.isEmpty }

    /// The guides of a view padded by `insets`, as the padding's own.
    func padded(_ insets: EdgeInsets) -> ExplicitGuides {
        let inset = (width: insets.horizontal, height: insets.vertical)
        return ExplicitGuides(
            horizontal: horizontal.mapValues { $0.padded(inset: inset, offset: insets.leading) },
            vertical: vertical.mapValues { $0.padded(inset: inset, offset: insets.top) })
    }
}
