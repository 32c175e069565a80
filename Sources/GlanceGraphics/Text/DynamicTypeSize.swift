/// The text size a person chose in Settings. Glance's default is `large`, Apple's default,
/// where scaled values are unchanged.
public enum DynamicTypeSize: String, Codable, Hashable, Sendable, CaseIterable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// How much larger than at `large` values scale: the ratio of Apple's body text size at
    /// this setting to its 17 pt at `large` (14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53 pt).
    package var scale: Double {
        let body: [Double] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        return body[Self.allCases.firstIndex(of: self)!] / 17
    }

    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    public static func < (a: Self, b: Self) -> Bool { allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)! }
}
