import Foundation

/// When a widget, in one configuration or in any, could be relevant (WidgetKit's
/// `WidgetRelevanceAttribute`). Kept, not acted on: see `WidgetRelevance`.
public struct WidgetRelevanceAttribute<Configuration> {
    /// The configuration that is relevant (`()` for a widget with none).
    package let configuration: Configuration
    /// When it is relevant.
    package let context: RelevantContext

    package init(configuration: Configuration, relevantContext: RelevantContext) {
        self.configuration = configuration
        context = relevantContext
    }
}

extension WidgetRelevanceAttribute: Sendable where Configuration: Sendable {}

extension WidgetRelevanceAttribute where Configuration == Void {
    /// A widget with no configuration, relevant in `context`.
    public init(context: RelevantContext) { self.init(configuration: (), relevantContext: context) }
}

extension WidgetRelevanceAttribute where Configuration: WidgetConfigurationIntent {
    /// The widget in `configuration`, relevant in `context`.
    public init(configuration: Configuration, context: RelevantContext) { self.init(configuration: configuration, relevantContext: context) }
}

extension WidgetRelevanceAttribute where Configuration: INIntent {
    /// The widget in a SiriKit `configuration`, relevant in `context`.
    public init(configuration: Configuration, context: RelevantContext) { self.init(configuration: configuration, relevantContext: context) }
}
