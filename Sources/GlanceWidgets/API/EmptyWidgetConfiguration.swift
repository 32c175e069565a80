/// A configuration with no widget in it, as WidgetKit's `EmptyWidgetConfiguration`: what
/// `#if` branches for other platforms return. It supports no family, so nothing is drawn.
public struct EmptyWidgetConfiguration: WidgetConfiguration {
    public let widgetDescription: WidgetDescription

    @MainActor public init() {
        let nothing = AnyTimelineEntry(date: .distantPast, relevance: nil) { _ in .empty }
        var d = WidgetDescription(
            kind: "", source: TimelineSource(placeholder: { _ in nothing }, snapshot: { _, _, deliver in deliver(.success(nothing)) },
                timeline: { _, _, deliver in deliver(.success(AnyTimeline(entries: [nothing], policy: .never))) }))
        d.supportedFamilies = []
        widgetDescription = d
    }
}
