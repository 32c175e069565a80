import GlanceGraphics
/// An image in an archived tree: an SF Symbol or an asset catalog image, by name, or pixels of
/// its own, with how it is sized and coloured. JSON: `systemName`, `name` or `bitmap`, one only.
public struct ImageNode: Codable, Hashable, Sendable {
    /// Where the image's pixels come from.
    public enum Source: Hashable, Sendable {
        /// An SF Symbol from Glance's symbol font.
        case symbol(String)
        /// A named image from the asset catalogs handed to the renderer.
        case asset(String)
        /// Pixels the view carries (`Image(uiImage:)`).
        case bitmap(ImageBitmap)
    }

    public var source: Source
    /// Stretches to the space offered instead of following the font (symbols) or its pixels (assets).
    public var resizable: Bool
    /// `nil`: symbols draw in the foreground, asset images as their catalog says (original by default).
    public var renderingMode: TemplateRenderingMode?
    public var symbolRenderingMode: SymbolRenderingMode?

    public init(
        systemName: String, resizable: Bool = false, renderingMode: TemplateRenderingMode? = nil,
        symbolRenderingMode: SymbolRenderingMode? = nil
    ) {
        self.init(source: .symbol(systemName), resizable: resizable, renderingMode: renderingMode, symbolRenderingMode: symbolRenderingMode)
    }

    /// An asset catalog image.
    public init(name: String, resizable: Bool = false, renderingMode: TemplateRenderingMode? = nil) {
        self.init(source: .asset(name), resizable: resizable, renderingMode: renderingMode)
    }

    public init(
        source: Source, resizable: Bool = false, renderingMode: TemplateRenderingMode? = nil, symbolRenderingMode: SymbolRenderingMode? = nil
    ) {
        self.source = source
        self.resizable = resizable
        self.renderingMode = renderingMode
        self.symbolRenderingMode = symbolRenderingMode
    }

    /// The SF Symbol name, or `nil` for an asset image.
    public var systemName: String? {
        if case .symbol(let name) = source { name } else { nil }
    }

    /// The asset catalog name, or `nil` for a symbol.
    public var assetName: String? {
        if case .asset(let name) = source { name } else { nil }
    }

    private enum Keys: String, CodingKey { case systemName, name, bitmap, resizable, renderingMode, symbolRenderingMode }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        switch (
            try c.decodeIfPresent(String.self, forKey: .systemName), try c.decodeIfPresent(String.self, forKey: .name),
            try c.decodeIfPresent(ImageBitmap.self, forKey: .bitmap)
        ) {
        case (let symbol?, nil, nil): source = .symbol(symbol)
        case (nil, let name?, nil): source = .asset(name)
        case (nil, nil, let bitmap?): source = .bitmap(bitmap)
        default:
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: c.codingPath, debugDescription: "an image has one of \"systemName\", \"name\" or \"bitmap\""))
        }
        resizable = try c.decodeIfPresent(Bool.self, forKey: .resizable) ?? false
        renderingMode = try c.decodeIfPresent(TemplateRenderingMode.self, forKey: .renderingMode)
        symbolRenderingMode = try c.decodeIfPresent(SymbolRenderingMode.self, forKey: .symbolRenderingMode)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        switch source {
        case .symbol(let name): try c.encode(name, forKey: .systemName)
        case .asset(let name): try c.encode(name, forKey: .name)
        case .bitmap(let bitmap): try c.encode(bitmap, forKey: .bitmap)
        }
        try c.encode(resizable, forKey: .resizable)
        try c.encodeIfPresent(renderingMode, forKey: .renderingMode)
        try c.encodeIfPresent(symbolRenderingMode, forKey: .symbolRenderingMode)
    }
}
