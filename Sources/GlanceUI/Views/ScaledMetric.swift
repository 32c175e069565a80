/// The text size a person chose in Settings. Glance's default is `large`, Apple's default,
/// where scaled values are unchanged.
public enum DynamicTypeSize: String, Codable, Hashable, Sendable, CaseIterable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// How much larger than at `large` values scale: the ratio of Apple's body text size at
    /// this setting to its 17 pt at `large` (14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53 pt).
    public var scale: Double {
        let body: [Double] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        return body[Self.allCases.firstIndex(of: self)!] / 17
    }

    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    public static func < (a: Self, b: Self) -> Bool { allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)! }
}

private struct DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }

extension EnvironmentValues {
    /// The text size setting; `@ScaledMetric` values scale with it.
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Sets the text size setting for the view and everything inside.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> ModifiedContent<Self, ArchivedModifier> {
        environment(\.dynamicTypeSize, size)
    }
}

/// A length that grows and shrinks with the environment's `dynamicTypeSize`, as SwiftUI's
/// `@ScaledMetric` does. Every text style follows the body curve (see `DynamicTypeSize.scale`).
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint & Sendable>: Sendable {
    let baseValue: Value
    /// The text style the value scales like.
    public let textStyle: TextStyle

    public init(wrappedValue: Value, relativeTo textStyle: TextStyle = .body) {
        self.baseValue = wrappedValue
        self.textStyle = textStyle
    }

    /// The value scaled for the environment the body is being evaluated in.
    public var wrappedValue: Value { baseValue * Value(EnvironmentValues.current.dynamicTypeSize.scale) }
}
