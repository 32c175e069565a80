import GlanceGraphics
import GlanceUI

/// Choosing a variant: the device's idiom before `universal`, the asked appearance before any
/// (tinted falls back to dark), plain variants before narrowed ones, then the scale nearest the
/// display's (a larger one before a smaller one, since shrinking loses less than enlarging).
extension AssetCatalog {
    public func image(named name: String, scale: Double, appearance: AssetAppearance, idiom: AssetIdiom) -> AssetImage? {
        guard let (set, variant) = variant(named: name, scale: scale, appearance: appearance, idiom: idiom) else { return nil }
        switch variant.content {
        case .bitmap(let bitmap):
            return AssetImage(bitmap: bitmap, scale: variant.scale ?? 1, intent: set.intent)
        case .vector(let art):
            return drawn(art, points: Self.naturalSize(art, variant), scale: scale, set: set)
        case .unavailable:
            return nil
        }
    }

    public func image(named name: String, scale: Double, appearance: AssetAppearance, idiom: AssetIdiom, size: Size) -> AssetImage? {
        guard let (set, variant) = variant(named: name, scale: scale, appearance: appearance, idiom: idiom),
            case .vector(let art) = variant.content, size.width > 0, size.height > 0
        else { return image(named: name, scale: scale, appearance: appearance, idiom: idiom) }
        // Shown no larger than its natural size, it is drawn at the size shown: the same picture
        // as its natural pixels shrunk, without drawing pixels no one sees (a 4,000 pt canvas in a slot).
        let natural = Self.naturalSize(art, variant)
        guard set.preservesVector || (size.width <= natural.width && size.height <= natural.height) else {
            return image(named: name, scale: scale, appearance: appearance, idiom: idiom)
        }
        return drawn(art, points: size, scale: scale, set: set)
    }

    public func imageSize(named name: String, scale: Double, appearance: AssetAppearance, idiom: AssetIdiom) -> Size? {
        guard let (_, variant) = variant(named: name, scale: scale, appearance: appearance, idiom: idiom) else { return nil }
        switch variant.content {
        case .vector(let art): return Self.naturalSize(art, variant)
        case .bitmap(let bitmap): return AssetImage(bitmap: bitmap, scale: variant.scale ?? 1).size
        case .unavailable: return nil
        }
    }

    /// A vector file's natural size: the size it declares, in points at the variant's scale.
    static func naturalSize(_ art: VectorArt, _ variant: ImageVariant) -> Size { art.image.size.scaled(by: 1 / (variant.scale ?? 1)) }

    /// Xcode leaves a new target's `AccentColor` (and `WidgetBackground`) without a colour: that
    /// means "not set", so the accent colour is the system's and any other unset colour is clear.
    public func color(named name: String, appearance: AssetAppearance, idiom: AssetIdiom) -> Color? {
        guard let set = colors[name] else { return nil }
        let chosen = Self.best(set.variants, idiom: idiom, appearance: appearance, idiomOf: \.idiom, appearanceOf: \.appearance, qualifiedOf: \.isQualified)
        if let color = chosen.first?.color { return color }
        return name == Self.accentColorName ? Color.accentColor : .clear
    }

    /// The colour name Xcode makes the app's accent colour (`ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME`).
    public static let accentColorName = "AccentColor"

    public func unavailableReason(image name: String) -> String? {
        guard let set = images[name] else { return nil }
        for variant in set.variants {
            if case .vector(let art) = variant.content, let why = rasters.failure(of: art.file) { return why }
        }
        guard !set.variants.contains(where: \.isUsable) else { return nil }
        for variant in set.variants {
            if case .unavailable(let why) = variant.content { return "\(variant.file): \(why)" }
        }
        return "\(set.source) has no image files"
    }

    /// The set called `name` and its variant for the scale, appearance and idiom.
    private func variant(named name: String, scale: Double, appearance: AssetAppearance, idiom: AssetIdiom) -> (ImageSet, ImageVariant)? {
        guard let set = images[name] else { return nil }
        let chosen = Self.best(
            set.variants.filter(\.isUsable), idiom: idiom, appearance: appearance, idiomOf: \.idiom, appearanceOf: \.appearance,
            qualifiedOf: \.isQualified)
        return Self.nearest(chosen, to: scale).map { (set, $0) }
    }

    /// `art` drawn to fill `points` at `scale` (whole pixels), or `nil` if it could not be. A
    /// drawing larger than `VectorRasterCache.pixelBudget` keeps its size in points with fewer
    /// pixels a point: a 4,000 pt canvas shown in a slot is never drawn at 8,000 px a side.
    private func drawn(_ art: VectorArt, points: Size, scale: Double, set: ImageSet) -> AssetImage? {
        let budgeted = VectorRasterCache.budgetedScale(scale, for: points)
        let width = max(1, Int((points.width * budgeted).rounded())), height = max(1, Int((points.height * budgeted).rounded()))
        guard let bitmap = try? rasters.raster(art, width: width, height: height).get() else { return nil }
        return AssetImage(
            bitmap: bitmap, scale: budgeted, intent: set.intent, preservesVectorRepresentation: set.preservesVector, size: budgeted < scale ? points : nil)
    }

    /// The variants for the best idiom, then the best appearance, then plain ones if any.
    /// Tinted variants are only for a tinted request, which takes the dark ones when there are none.
    static func best<V>(
        _ variants: [V], idiom: AssetIdiom, appearance: AssetAppearance, idiomOf: KeyPath<V, AssetIdiom>,
        appearanceOf: KeyPath<V, AssetAppearance?>, qualifiedOf: KeyPath<V, Bool>
    ) -> [V] {
        var pool = variants.filter { $0[keyPath: idiomOf] == idiom }
        if pool.isEmpty { pool = variants.filter { $0[keyPath: idiomOf] == .universal } }
        if appearance != .tinted, pool.contains(where: { $0[keyPath: appearanceOf] != .tinted }) {
            pool = pool.filter { $0[keyPath: appearanceOf] != .tinted }
        }
        let looks: [AssetAppearance?] = appearance == .tinted ? [.tinted, .dark, nil] : [appearance, nil]
        if let look = looks.first(where: { look in pool.contains { $0[keyPath: appearanceOf] == look } }) {
            pool = pool.filter { $0[keyPath: appearanceOf] == look }
        }
        let plain = pool.filter { !$0[keyPath: qualifiedOf] }
        return plain.isEmpty ? pool : plain
    }

    /// The variant whose scale is `target`, else the smallest above it, else the largest below.
    static func nearest(_ variants: [ImageVariant], to target: Double) -> ImageVariant? {
        func s(_ v: ImageVariant) -> Double { v.scale ?? 1 }
        if let exact = variants.first(where: { abs(s($0) - target) < 1e-9 }) { return exact }
        if let above = variants.filter({ s($0) > target }).min(by: { s($0) < s($1) }) { return above }
        return variants.max(by: { s($0) < s($1) })
    }
}
