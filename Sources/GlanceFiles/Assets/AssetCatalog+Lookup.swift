import GlanceGraphics

/// Choosing a variant: the device's idiom before `universal`, the asked appearance before any,
/// plain variants before narrowed ones, then the scale nearest the display's (a larger one
/// before a smaller one, since shrinking loses less than enlarging).
extension AssetCatalog {
    public func image(named name: String, scale: Double, appearance: AssetAppearance, idiom: AssetIdiom) -> AssetImage? {
        guard let set = images[name] else { return nil }
        let usable = set.variants.filter { (try? $0.content.get()) != nil }
        let chosen = Self.best(usable, idiom: idiom, appearance: appearance, idiomOf: \.idiom, appearanceOf: \.appearance, qualifiedOf: \.isQualified)
        guard let variant = Self.nearest(chosen, to: scale), let bitmap = try? variant.content.get() else { return nil }
        return AssetImage(bitmap: bitmap, scale: variant.scale ?? 1, intent: set.intent)
    }

    public func color(named name: String, appearance: AssetAppearance, idiom: AssetIdiom) -> Color? {
        guard let set = colors[name] else { return nil }
        return Self.best(set.variants, idiom: idiom, appearance: appearance, idiomOf: \.idiom, appearanceOf: \.appearance, qualifiedOf: \.isQualified)
            .first?.color
    }

    public func unavailableReason(image name: String) -> String? {
        guard let set = images[name], !set.variants.contains(where: { (try? $0.content.get()) != nil }) else { return nil }
        for variant in set.variants {
            if case .failure(let why) = variant.content { return "\(variant.file): \(why.reason)" }
        }
        return "\(set.source) has no image files"
    }

    /// The variants for the best idiom, then the best appearance, then plain ones if any.
    static func best<V>(
        _ variants: [V], idiom: AssetIdiom, appearance: AssetAppearance, idiomOf: KeyPath<V, AssetIdiom>,
        appearanceOf: KeyPath<V, AssetAppearance?>, qualifiedOf: KeyPath<V, Bool>
    ) -> [V] {
        var pool = variants.filter { $0[keyPath: idiomOf] == idiom }
        if pool.isEmpty { pool = variants.filter { $0[keyPath: idiomOf] == .universal } }
        let exact = pool.filter { $0[keyPath: appearanceOf] == appearance }
        let any = pool.filter { $0[keyPath: appearanceOf] == nil }
        pool = !exact.isEmpty ? exact : !any.isEmpty ? any : pool
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
