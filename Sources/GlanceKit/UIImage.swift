import Foundation
import GlancePreviews
import GlanceCairo
import GlanceGraphics
import GlanceUI

/// UIKit's image as far as widget code passes one to `Image(uiImage:)`: PNG pixels (from data
/// or a file), an asset catalog image by name, or an SF Symbol. Glance has no UIKit; this holds
/// what a widget hands through it.
public final class UIImage: Sendable {
    /// How the image takes colour when drawn.
    public enum RenderingMode: Int, Sendable {
        /// As the context decides: original colours in a SwiftUI `Image`.
        case automatic
        case alwaysOriginal
        /// Drawn as a stencil in the foreground style.
        case alwaysTemplate
    }

    enum Content: Sendable {
        case bitmap(Bitmap)
        case asset(String)
        case symbol(String)
    }

    let content: Content
    /// Pixels per point.
    public let scale: CGFloat
    /// The size in points.
    public let size: CGSize
    public let renderingMode: RenderingMode

    private init(_ content: Content, scale: CGFloat, size: CGSize, renderingMode: RenderingMode = .automatic) {
        self.content = content
        self.scale = scale
        self.size = size
        self.renderingMode = renderingMode
    }

    /// An empty image (no pixels, zero size), as `UIImage()`.
    public convenience init() { self.init(.bitmap(Bitmap(width: 0, height: 0)), scale: 1, size: .zero) }

    /// PNG or JPEG data at 1 pixel per point; `nil` when it is neither.
    public convenience init?(data: Data) { self.init(data: data, scale: 1) }

    /// PNG or JPEG data at `scale` pixels per point; `nil` when it is neither.
    public convenience init?(data: Data, scale: CGFloat) {
        let bytes = Array(data)
        guard scale > 0, let bitmap = (try? PNGCodec().decode(bytes)) ?? (try? VectorImageReader().decodePhoto(bytes)) ?? nil else { return nil }
        self.init(.bitmap(bitmap), scale: scale, size: CGSize(width: CGFloat(bitmap.width) / scale, height: CGFloat(bitmap.height) / scale))
    }

    /// The PNG file at `path`; a name ending `@2x` or `@3x` gives its scale, as in UIKit.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let base = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        let scale: CGFloat = base.hasSuffix("@3x") ? 3 : base.hasSuffix("@2x") ? 2 : 1
        self.init(data: data, scale: scale)
    }

    /// The image `name` in the program's asset catalogs (those beside its sources, or those the
    /// previews and emulator were given); `nil` when no catalog has it.
    public convenience init?(named name: String) {
        guard let image = BundleAssets.current.image(named: name, scale: 2, appearance: .dark, idiom: .watch) else { return nil }
        self.init(.asset(name), scale: image.scale, size: CGSize(width: image.size.width, height: image.size.height))
    }

    /// An SF Symbol Glance can draw; `nil` for a name it does not know.
    public convenience init?(systemName name: String) {
        guard Image.isKnownSystemName(name) else { return nil }
        self.init(.symbol(name), scale: 1, size: CGSize(width: 17, height: 17))
    }

    /// The same image drawn with `renderingMode`.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(content, scale: scale, size: size, renderingMode: renderingMode)
    }

    /// Whether it is an SF Symbol.
    public var isSymbolImage: Bool {
        if case .symbol = content { true } else { false }
    }

    /// Its pixels as PNG data; `nil` for a symbol or catalog image.
    public func pngData() -> Data? {
        guard case .bitmap(let bitmap) = content, let bytes = try? PNGCodec().encode(bitmap) else { return nil }
        return Data(bytes)
    }
}

extension Image {
    /// A SwiftUI image of a UIKit image: its pixels at its scale, its catalog image, or its symbol,
    /// drawn as a template when its rendering mode says `alwaysTemplate`.
    public init(uiImage: UIImage) {
        let mode: TemplateRenderingMode? =
            switch uiImage.renderingMode {
            case .automatic: nil
            case .alwaysOriginal: .original
            case .alwaysTemplate: .template
            }
        switch uiImage.content {
        case .bitmap(let bitmap): self.init(bitmap: bitmap, scale: uiImage.scale, renderingMode: mode)
        case .asset(let name): self = Image(name).renderingMode(mode)
        case .symbol(let name): self = Image(systemName: name).renderingMode(mode)
        }
    }
}
