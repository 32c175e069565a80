import GlanceGraphics
extension EnvironmentValues {
    /// `color` made concrete when it names an asset (magenta, with a warning, if missing).
    func resolvedColor(_ color: Color) -> Color {
        guard color.assetName != nil else { return color }
        guard let assetLookup else { return color.missingStandIn }
        return assetLookup.resolve(color, self)
    }
}
