/// The kind of device an asset variant is for, as asset catalogs name it (`universal`,
/// `watch`, `iphone`…); any name is kept, so catalogs with idioms Glance never shows still read.
public struct AssetIdiom: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Every device.
    public static let universal = AssetIdiom(rawValue: "universal")
    public static let watch = AssetIdiom(rawValue: "watch")
    public static let iphone = AssetIdiom(rawValue: "iphone")
    public static let ipad = AssetIdiom(rawValue: "ipad")
    public static let mac = AssetIdiom(rawValue: "mac")

    public var description: String { rawValue }
}

/// Light, dark or tinted, as asset catalogs' luminosity appearances say. `tinted` is asked for
/// in accented rendering; a set without a tinted variant gives its dark one, then its plain one.
public enum AssetAppearance: String, Hashable, Sendable, CaseIterable {
    case light, dark, tinted
}
