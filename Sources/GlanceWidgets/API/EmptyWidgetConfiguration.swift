/// A configuration with no widget in it, as WidgetKit's `EmptyWidgetConfiguration`: what
/// `#if` branches for other platforms return. It supports no family, so bundles leave it out.
public struct EmptyWidgetConfiguration: WidgetConfiguration, DescribedConfiguration {
    package let described: WidgetDescription

    @MainActor public init() { described = .empty }
}

extension WidgetDescription {
    /// A widget of no kind that shows in no family and draws nothing.
    @MainActor package static var empty: WidgetDescription {
        let nothing = AnyTimelineEntry(date: .distantPast, relevance: nil) { _ in .empty }
        var d = WidgetDescription(
            kind: "", source: TimelineSource(placeholder: { _ in nothing }, snapshot: { _, _, deliver in deliver(.success(nothing)) },
                timeline: { _, _, deliver in deliver(.success(AnyTimeline(entries: [nothing], policy: .never))) }))
        d.supportedFamilies = []
        return d
    }
}
