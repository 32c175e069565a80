private struct AssetIdiomKey: EnvironmentKey { static let defaultValue = AssetIdiom.watch }
private struct AssetLookupKey: EnvironmentKey { static let defaultValue: AssetLookup? = nil }
private struct TintedAssetsKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// The kind of device asset catalogs pick variants for (watch by default); set by the firmware.
    public var assetIdiom: AssetIdiom {
        get { self[AssetIdiomKey.self] }
        set { self[AssetIdiomKey.self] = newValue }
    }

    /// Whether asset catalogs' tinted variants are drawn, as in accented rendering; set by the firmware.
    public var drawsTintedAssets: Bool {
        get { self[TintedAssetsKey.self] }
        set { self[TintedAssetsKey.self] = newValue }
    }

    /// Where named images and colours are looked up; installed by the renderer for each layout.
    var assetLookup: AssetLookup? {
        get { self[AssetLookupKey.self] }
        set { self[AssetLookupKey.self] = newValue }
    }

    /// `color` made concrete when it names an asset (magenta, with a warning, if missing).
    func resolvedColor(_ color: Color) -> Color {
        guard color.assetName != nil else { return color }
        guard let assetLookup else { return color.missingStandIn }
        return assetLookup.resolve(color, self)
    }
}
