/// Named colours from asset catalogs: a `Color` that carries the name until layout looks it up.
extension Color {
    /// Drawn where a named colour is missing from every catalog: obviously wrong, and tidy.
    package static let missingAsset = Color(red: 1, green: 0, blue: 1)

    /// The asset catalog colour `name` (`"AccentColor"`, `"Weather/sky"`), looked up at layout.
    package init(asset name: String) {
        self.init(red: Self.missingAsset.red, green: Self.missingAsset.green, blue: Self.missingAsset.blue)
        assetName = name
    }

    /// The concrete colour: a plain colour as it is; a named one from `source` with its
    /// opacity applied, or `nil` when the source has no such colour.
    package func resolved(in source: any AssetSource, appearance: AssetAppearance, idiom: AssetIdiom) -> Color? {
        guard let assetName else { return self }
        return source.color(named: assetName, appearance: appearance, idiom: idiom)?.opacity(alpha)
    }

    /// What a named colour no catalog has draws as: `missingAsset` at its opacity, nameless.
    package var missingStandIn: Color {
        var standIn = Self.missingAsset.opacity(alpha)
        standIn.assetName = nil
        return standIn
    }
}
