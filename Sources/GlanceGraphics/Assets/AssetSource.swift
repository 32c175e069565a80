/// Named images and colours (asset catalogs), looked up while views are laid out; supplied
/// by a loader such as GlanceFiles' `AssetCatalog`, so the core reads no files itself.
public protocol AssetSource: Sendable {
    /// The image called `name` in the variant closest to `scale` pixels per point, in
    /// `appearance`, for `idiom`; or `nil`.
    func image(named name: String, scale: Double, appearance: AssetAppearance, idiom: AssetIdiom) -> AssetImage?
    /// The image called `name` drawn to fill `size` points at `scale`: a vector image is drawn
    /// afresh at that size when it preserves its vector representation or is shown no larger
    /// than its natural size (drawing it at that size only to shrink it costs pixels no one
    /// sees); any other is the variant `image(named:scale:appearance:idiom:)` gives.
    func image(named name: String, scale: Double, appearance: AssetAppearance, idiom: AssetIdiom, size: Size) -> AssetImage?
    /// The size in points `image(named:scale:appearance:idiom:)` gives the image `name`, without
    /// drawing it (a vector image's is the size it declares); `nil` when it is not there.
    func imageSize(named name: String, scale: Double, appearance: AssetAppearance, idiom: AssetIdiom) -> Size?
    /// The colour called `name` in `appearance` for `idiom`, or `nil`.
    func color(named name: String, appearance: AssetAppearance, idiom: AssetIdiom) -> Color?
    /// Why the image `name` cannot be drawn although the source lists it (a PDF, say), for the
    /// warning; `nil` when it is simply not there.
    func unavailableReason(image name: String) -> String?
}

/// An asset source with nothing in it: every name is missing.
public struct NoAssets: AssetSource {
    public init() {}
    public func image(named name: String, scale: Double, appearance: AssetAppearance, idiom: AssetIdiom) -> AssetImage? { nil }
    public func color(named name: String, appearance: AssetAppearance, idiom: AssetIdiom) -> Color? { nil }
}

extension AssetSource {
    public func unavailableReason(image name: String) -> String? { nil }

    public func image(named name: String, scale: Double, appearance: AssetAppearance, idiom: AssetIdiom, size: Size) -> AssetImage? {
        image(named: name, scale: scale, appearance: appearance, idiom: idiom)
    }

    public func imageSize(named name: String, scale: Double, appearance: AssetAppearance, idiom: AssetIdiom) -> Size? {
        image(named: name, scale: scale, appearance: appearance, idiom: idiom)?.size
    }
}
