import Foundation

/// The relevances of a widget kind, most important first (WidgetKit's `WidgetRelevance`), which
/// a provider's `relevance()` returns. Glance accepts and keeps them; its Smart Stack ranks
/// widgets by their entries' `TimelineEntryRelevance` and does not act on these
/// (docs/compatibility.md).
public struct WidgetRelevance<Configuration> {
    /// The relevances given, in order.
    package let attributes: [WidgetRelevanceAttribute<Configuration>]

    /// The relevances of a widget kind, most important first.
    public init(_ attributes: [WidgetRelevanceAttribute<Configuration>]) { self.attributes = attributes }
}

extension WidgetRelevance: Sendable where Configuration: Sendable {}
