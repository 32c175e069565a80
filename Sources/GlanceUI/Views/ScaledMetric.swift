import GlanceGraphics
nonisolated extension View {
    /// Sets the text size setting for the view and everything inside.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
    }

    /// Keeps the text size setting inside `range`: a setting outside it becomes the nearest size in it.
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        let allowed = DynamicTypeSize.allCases.filter(range.contains)
        return modifier(
            ArchivedModifier(changing: { env in
                guard let first = allowed.first, let last = allowed.last, !allowed.contains(env.dynamicTypeSize) else { return }
                env.dynamicTypeSize = env.dynamicTypeSize < first ? first : last
            }))
    }
}

/// A length that grows and shrinks with the environment's `dynamicTypeSize`, as SwiftUI's
/// `@ScaledMetric` does. Every text style follows the body curve (see `DynamicTypeSize.scale`).
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint & Sendable>: Sendable {
    let baseValue: Value
    /// The text style the value scales like.
    package let textStyle: TextStyle

    public init(wrappedValue: Value, relativeTo textStyle: TextStyle = .body) {
        self.baseValue = wrappedValue
        self.textStyle = textStyle
    }

    /// The value scaled for the environment the body is being evaluated in.
    public var wrappedValue: Value { baseValue * Value(EnvironmentValues.current.dynamicTypeSize.scale) }
}
