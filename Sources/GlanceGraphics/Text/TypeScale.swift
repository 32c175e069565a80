/// Where text styles take their sizes from.
public enum TypeScale: String, Codable, Hashable, Sendable, CaseIterable {
    /// Apple's watchOS Dynamic Type table (`WatchTypeScale`).
    case watch
    /// iOS proportions (body 17, caption 12, …) scaled to the family's body size and along
    /// the iOS body curve for the Dynamic Type size.
    case proportional

    /// The style's point size where the family's body text is `bodySize` at Apple's default
    /// content size, at Dynamic Type `size`.
    public func pointSize(_ style: TextStyle, bodySize: Double, at size: DynamicTypeSize) -> Double {
        switch self {
        case .watch: WatchTypeScale.pointSize(style, at: size)
        case .proportional: style.pointSize(bodySize: bodySize * size.scale)
        }
    }
}
