import GlanceGraphics
import Foundation

/// An asset catalog image by name, as Xcode's generated asset symbols declare them
/// (`extension ImageResource { static let icon = ImageResource(name: "Icon") }`).
public struct ImageResource: Hashable, Sendable {
    /// The image's name in its catalog, namespaces included (`"Weather/sun"`).
    public let name: String

    /// The bundle is accepted for source compatibility and ignored.
    public init(name: String, bundle: Bundle? = nil) { self.name = name }
}
