/// The sentence a widget's editor shows for its configuration (`static var parameterSummary`).
/// Glance has no widget editor, so a summary is built and shown nowhere; these types let
/// intents that declare one compile (docs/compatibility.md).
public protocol ParameterSummary {}

/// What intents reach their summary builders through: `Summary`, `When`, with the intent as
/// the root of the key paths they name (`\.$city`).
public protocol IntentSummaryRoot {}

extension IntentSummaryRoot {
    public typealias Summary = IntentSummary<Self>
    public typealias When = IntentSummaryWhen<Self>
}

/// A summary: a sentence naming parameters, and the parameters listed under it.
public struct IntentSummary<Intent>: ParameterSummary {
    public init() {}
    public init(_ formatString: ParameterSummaryString<Intent>) {}
    public init(_ formatString: ParameterSummaryString<Intent> = "", @ParameterSummaryBuilder<Intent> _ table: () -> ParameterSummaryTable) {
        _ = table()
    }
}

/// A summary that depends on a parameter's value.
public struct IntentSummaryWhen<Intent>: ParameterSummary {
    public init<Value: Equatable, Then: ParameterSummary, Otherwise: ParameterSummary>(
        _ keyPath: KeyPath<Intent, Parameter<Value>>, _ comparisonOperator: ParameterSummaryEquatableComparisonOperator, _ value: Value,
        @ParameterSummaryCaseBuilder _ then: () -> Then, @ParameterSummaryCaseBuilder otherwise: () -> Otherwise
    ) {}

    public init<Value: Comparable, Then: ParameterSummary, Otherwise: ParameterSummary>(
        _ keyPath: KeyPath<Intent, Parameter<Value>>, _ comparisonOperator: ParameterSummaryComparableComparisonOperator, _ value: Value,
        @ParameterSummaryCaseBuilder _ then: () -> Then, @ParameterSummaryCaseBuilder otherwise: () -> Otherwise
    ) {}

    public init<Then: ParameterSummary, Otherwise: ParameterSummary>(
        _ keyPath: KeyPath<Intent, Parameter<Bool>>, @ParameterSummaryCaseBuilder _ then: () -> Then,
        @ParameterSummaryCaseBuilder otherwise: () -> Otherwise
    ) {}
}

/// Equality tests `When` makes.
public enum ParameterSummaryEquatableComparisonOperator: Sendable {
    case equalTo, notEqualTo
}

/// Order tests `When` makes.
public enum ParameterSummaryComparableComparisonOperator: Sendable {
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

/// The parameters listed under a summary's sentence.
public struct ParameterSummaryTable {}

/// Lists parameters by key path: `Summary { \.$units; \.$city }`.
@resultBuilder
public enum ParameterSummaryBuilder<Intent> {
    public static func buildExpression<Value>(_ keyPath: KeyPath<Intent, Parameter<Value>>) -> ParameterSummaryTable { ParameterSummaryTable() }
    public static func buildBlock(_ parts: ParameterSummaryTable...) -> ParameterSummaryTable { ParameterSummaryTable() }
}

/// One summary for a branch of `When`.
@resultBuilder
public enum ParameterSummaryCaseBuilder {
    public static func buildBlock<S: ParameterSummary>(_ summary: S) -> S { summary }
}
