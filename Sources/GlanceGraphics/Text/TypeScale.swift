/// Where text styles take their sizes from.
public enum TypeScale: String, Codable, Hashable, Sendable, CaseIterable {
    /// Apple's watchOS Dynamic Type table (`WatchTypeScale`).
    case watch
    /// iOS proportions (body 17, caption 12, …) scaled to the family's body size and along
    /// the iOS body curve for the Dynamic Type size.
    case proportional

    /// The style's point size at Dynamic Type `size`, where the family's body text is
    /// `bodySize` at that size (the watch's table gives every style at every size itself).
    public func pointSize(_ style: TextStyle, bodySize: Double, at size: DynamicTypeSize) -> Double {
        switch self {
        case .watch: WatchTypeScale.pointSize(style, at: size)
        case .proportional: style.pointSize(bodySize: bodySize)
        }
    }

    /// How much larger body text is at Dynamic Type `size` than at `base`.
    public func bodyGrowth(from base: DynamicTypeSize, to size: DynamicTypeSize) -> Double {
        switch self {
        case .watch: WatchTypeScale.pointSize(.body, at: size) / WatchTypeScale.pointSize(.body, at: base)
        case .proportional: size.scale / base.scale
        }
    }

    /// How much larger text of `style` is at Dynamic Type `size` than at Large.
    package func growth(of style: TextStyle, to size: DynamicTypeSize) -> Double {
        switch self {
        case .watch: WatchTypeScale.pointSize(style, at: size) / WatchTypeScale.pointSize(style, at: .large)
        case .proportional: bodyGrowth(from: .large, to: size)
        }
    }
}
