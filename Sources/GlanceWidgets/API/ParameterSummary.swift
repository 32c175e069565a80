/// The sentence a widget's editor shows for its configuration (`static var parameterSummary`).
/// Glance has no widget editor, so a summary is built and shown nowhere; these types let
/// intents that declare one compile (docs/compatibility.md).
public protocol ParameterSummary {}

extension AppIntent {
    public typealias Summary = IntentParameterSummary<Self>
    public typealias When = ParameterSummaryWhenCondition<Self>
}

/// A summary: a sentence naming parameters, and the parameters listed under it.
public struct IntentParameterSummary<Intent>: ParameterSummary {
    public init() {}
    public init(@ParameterKeyPathsBuilder _ keyPaths: () -> [PartialKeyPath<Intent>]) {}
    public init(_ formatString: ParameterSummaryString<Intent>, table: String? = nil) {}
    public init(_ formatString: ParameterSummaryString<Intent>, table: String? = nil, @ParameterKeyPathsBuilder _ keyPaths: () -> [PartialKeyPath<Intent>]) {}

    /// Lists parameters by key path: `Summary { \.$units; \.$city }`.
    @resultBuilder
    public enum ParameterKeyPathsBuilder {
        public static func buildExpression<Value>(_ keyPath: KeyPath<Intent, Parameter<Value>>) -> [PartialKeyPath<Intent>] { [keyPath] }
        public static func buildBlock(_ parts: [PartialKeyPath<Intent>]...) -> [PartialKeyPath<Intent>] { parts.flatMap { $0 } }
    }
}

/// A summary that depends on a parameter's value.
public struct ParameterSummaryWhenCondition<Intent>: ParameterSummary {
    public init<Value: Equatable, Then: ParameterSummary, Otherwise: ParameterSummary>(
        _ keyPath: KeyPath<Intent, Parameter<Value>>, _ comparisonOperator: EquatableComparisonOperator, _ value: Value,
        @ParameterSummaryBuilder<Intent> _ then: () -> Then, @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) {}

    public init<Value: Comparable, Then: ParameterSummary, Otherwise: ParameterSummary>(
        _ keyPath: KeyPath<Intent, Parameter<Value>>, _ comparisonOperator: ComparableComparisonOperator, _ value: Value,
        @ParameterSummaryBuilder<Intent> _ then: () -> Then, @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) {}

    public init<Then: ParameterSummary, Otherwise: ParameterSummary>(
        _ keyPath: KeyPath<Intent, Parameter<Bool>>, @ParameterSummaryBuilder<Intent> _ then: () -> Then,
        @ParameterSummaryBuilder<Intent> otherwise: () -> Otherwise
    ) {}
}

/// Equality tests `When` makes.
public enum EquatableComparisonOperator: Sendable {
    case equalTo, notEqualTo
}

/// Order tests `When` makes.
public enum ComparableComparisonOperator: Sendable {
    case equalTo, notEqualTo, lessThan, lessThanOrEqualTo, greaterThan, greaterThanOrEqualTo
}

/// A sentence with parameters in it: `"Show \(\.$city)"`.
public struct ParameterSummaryString<Intent>: ExpressibleByStringInterpolation {
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: StringInterpolation) {}

    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) {}
        public mutating func appendInterpolation<Value>(_ keyPath: KeyPath<Intent, Parameter<Value>>) {}
    }
}

/// Describes one summary, as a branch of `When` does.
@resultBuilder
public enum ParameterSummaryBuilder<Intent> {
    public static func buildExpression<Summary: ParameterSummary>(_ expression: Summary) -> Summary { expression }
    public static func buildBlock<Summary: ParameterSummary>(_ block: Summary) -> Summary { block }
}
