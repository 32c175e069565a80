import GlanceGraphics
import Synchronization

/// The asset source for one layout pass: looks names up with the environment's scale, colour
/// scheme and idiom, and remembers each name it could not find, for the layout's warnings.
final class AssetLookup: Sendable {
    let source: any AssetSource
    private let missing = Mutex<[String]>([])

    init(source: any AssetSource) { self.source = source }

    /// A named colour made concrete; a missing one stays `Color.missingAsset` and is noted.
    func resolve(_ color: Color, _ env: EnvironmentValues) -> Color {
        guard let name = color.assetName else { return color }
        if let found = color.resolved(in: source, appearance: Self.appearance(env), idiom: env.assetIdiom) { return found }
        note("unknown colour '\(name)' in the asset catalogs: drawn magenta")
        return color.missingStandIn
    }

    /// The named image's variant for the environment's scale, colour scheme and idiom.
    func image(_ name: String, _ env: EnvironmentValues) -> AssetImage? {
        source.image(named: name, scale: env.displayScale, appearance: Self.appearance(env), idiom: env.assetIdiom)
    }

    /// The named image's size in points, without drawing it.
    func imageSize(_ name: String, _ env: EnvironmentValues) -> Size? {
        source.imageSize(named: name, scale: env.displayScale, appearance: Self.appearance(env), idiom: env.assetIdiom)
    }

    /// The named image drawn to fill `size` points (vector images drawn afresh at that size).
    func image(_ name: String, _ env: EnvironmentValues, size: Size) -> AssetImage? {
        source.image(named: name, scale: env.displayScale, appearance: Self.appearance(env), idiom: env.assetIdiom, size: size)
    }

    /// Tinted in accented rendering, else the colour scheme's.
    static func appearance(_ env: EnvironmentValues) -> AssetAppearance {
        env.drawsTintedAssets ? .tinted : env.colorScheme == .light ? .light : .dark
    }

    func note(_ warning: String) {
        missing.withLock { if !$0.contains(warning) { $0.append(warning) } }
    }

    /// What was missing, in the order first met.
    var warnings: [String] { missing.withLock { $0 } }
}
