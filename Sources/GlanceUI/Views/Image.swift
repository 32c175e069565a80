import GlanceGraphics
import Foundation

/// How much bigger or smaller than the font a symbol is drawn.
public enum ImageScale: String, Codable, Hashable, Sendable, CaseIterable {
    case small, medium, large

    /// The symbol's size as a multiple of the font size.
    var factor: Double {
        switch self {
        case .small: 0.78
        case .medium: 1
        case .large: 1.29
        }
    }
}

/// How a symbol's layers take colour; Glance's symbol font has one layer, so every mode
/// draws in the foreground.
public enum SymbolRenderingMode: String, Codable, Hashable, Sendable, CaseIterable {
    case monochrome, hierarchical, palette, multicolor
}

/// Whether an image keeps its colours or is drawn in the foreground as a stencil.
public enum TemplateRenderingMode: String, Codable, Hashable, Sendable, CaseIterable { case original, template }

/// A symbol drawn from Glance's symbol font (SF Symbol names), sized by the font around it;
/// or an image from an asset catalog, sized by its pixels and scale.
nonisolated public struct Image: View, PrimitiveView, Equatable {
    var node: ImageNode

    public init(systemName: String) { node = ImageNode(systemName: systemName) }

    /// The asset catalog image `name` (`"Weather/sun"`), looked up when laid out; the bundle is
    /// ignored: Glance's catalogs are the ones handed to the renderer.
    public init(_ name: String, bundle: Bundle? = nil) { node = ImageNode(name: name) }

    /// An asset catalog image that is decoration only; drawn as `Image(name)`.
    public init(decorative name: String, bundle: Bundle? = nil) { self.init(name, bundle: bundle) }

    /// The image an Xcode-style generated symbol names (`Image(.icon)`).
    public init(_ resource: ImageResource) { self.init(resource.name) }

    public var body: Never { neverBody("Image") }
    @MainActor func archive(in env: EnvironmentValues) -> ViewNode { .image(node) }

    /// Lets the image stretch to the space it is offered.
    public func resizable() -> Image { with { $0.resizable = true } }
    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image { with { $0.renderingMode = mode } }
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { with { $0.symbolRenderingMode = mode } }

    private func with(_ change: (inout ImageNode) -> Void) -> Image {
        var copy = self
        change(&copy.node)
        return copy
    }

    /// Every SF Symbol name Glance can draw, sorted.
    public static var knownSystemNames: [String] { SymbolTable.names }

    /// Whether Glance draws the SF Symbol `name`; any other draws as a missing-symbol box.
    nonisolated public static func isKnownSystemName(_ name: String) -> Bool { SymbolTable.isKnown(name) }

    /// Up to `limit` SF Symbol names Glance draws that are closest to `name` (by edit
    /// distance), nearest first: what a misspelled name probably meant.
    nonisolated public static func nearestSystemNames(to name: String, limit: Int = 3) -> [String] { SymbolTable.nearestNames(to: name, limit: limit) }

    public typealias TemplateRenderingMode = GlanceUI.TemplateRenderingMode
    public typealias Scale = ImageScale
}

nonisolated extension View {
    /// Draws symbols inside smaller or larger than the font.
    public func imageScale(_ scale: ImageScale) -> some View {
        environment(\.imageScale, scale)
    }

    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        marked { _ in .symbolRenderingMode(mode ?? .monochrome) }
    }
}
