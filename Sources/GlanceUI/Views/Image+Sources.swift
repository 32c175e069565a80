import GlanceGraphics
import Foundation

/// More ways to make an image, as SwiftUI declares them, and Glance's own for pixels a view
/// carries (`Image(uiImage:)` in GlanceKit).
nonisolated extension Image {
    /// A symbol with a variable value; Glance's symbol font has no variable layers, so the value
    /// has no effect (as for symbols that do not support one).
    public init(systemName: String, variableValue: Double?) { self.init(systemName: systemName) }

    /// An asset catalog image with a variable value (no effect on Glance's images).
    public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil) { self.init(name, bundle: bundle) }

    /// A decorative asset catalog image with a variable value (no effect on Glance's images).
    public init(decorative name: String, variableValue: Double?, bundle: Bundle? = nil) { self.init(decorative: name, bundle: bundle) }

    /// Glance's own: `bitmap`'s pixels at `scale` pixels per point, drawn as they are (original
    /// rendering unless `renderingMode` says otherwise).
    package init(bitmap: Bitmap, scale: CGFloat, renderingMode: TemplateRenderingMode? = nil) {
        self.init(node: ImageNode(source: .bitmap(ImageBitmap(bitmap: bitmap, scale: Double(scale))), renderingMode: renderingMode))
    }

    init(node: ImageNode) { self.node = node }
}
