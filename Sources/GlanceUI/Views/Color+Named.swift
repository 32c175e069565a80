import GlanceGraphics
import Foundation

/// SwiftUI's named-colour initialisers: the colour is looked up in the asset catalogs handed to
/// the renderer, in the environment's colour scheme, when the view is laid out.
extension Color {
    /// The asset catalog colour `name` (`"AccentColor"`); the bundle is ignored.
    public init(_ name: String, bundle: Bundle? = nil) { self.init(asset: name) }

    /// The colour an Xcode-style generated symbol names (`Color(.accent)`).
    public init(_ resource: ColorResource) { self.init(asset: resource.name) }
}
