import GlanceGraphics
import Foundation

/// An asset catalog colour by name, as Xcode's generated asset symbols declare them
/// (`extension ColorResource { static let accent = ColorResource(name: "AccentColor") }`).
public struct ColorResource: Hashable, Sendable {
    /// The colour's name in its catalog, namespaces included (`"Palette/sky"`).
    public let name: String

    /// The bundle is accepted for source compatibility and ignored.
    public init(name: String, bundle: Bundle? = nil) { self.name = name }
}
