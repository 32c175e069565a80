import Foundation
import GlanceGraphics
import GlanceUI

extension Preview {
    /// A widget in `family` showing the entries `timeline` builds.
    public init<W: Widget>(
        _ name: String? = nil, as family: WidgetFamily, widget: @escaping @MainActor () -> W,
        @PreviewTimelineBuilder timeline: @escaping @MainActor () async -> [any TimelineEntry]
    ) {
        self.init(name, family, widget, configuration: nil, timeline: timeline)
    }

    /// A configurable widget in `family`, configured with `intent`, showing the entries `timeline` builds.
    public init<W: Widget, Intent: WidgetConfigurationIntent>(
        _ name: String? = nil, as family: WidgetFamily, using intent: Intent, widget: @escaping @MainActor () -> W,
        @PreviewTimelineBuilder timeline: @escaping @MainActor () async -> [any TimelineEntry]
    ) {
        self.init(name, family, widget, configuration: intent, timeline: timeline)
    }

    /// A widget in `family` showing the timeline `timelineProvider` gives.
    public init<W: Widget, Provider: TimelineProvider>(
        _ name: String? = nil, as family: WidgetFamily, widget: @escaping @MainActor () -> W,
        timelineProvider: @escaping @MainActor () -> Provider
    ) {
        var d = widget().body.widgetDescription
        d.source = .provider(timelineProvider(), erase: Self.eraser(for: d))
        self.init(name: name, content: .widget(d, family: family, configuration: nil))
    }

    /// A configurable widget in `family` showing the timeline `timelineProvider` gives for `intent`.
    public init<W: Widget, Provider: AppIntentTimelineProvider>(
        _ name: String? = nil, as family: WidgetFamily, using intent: Provider.Intent, widget: @escaping @MainActor () -> W,
        timelineProvider: @escaping @MainActor () -> Provider
    ) {
        var d = widget().body.widgetDescription
        d.source = .provider(timelineProvider(), erase: Self.eraser(for: d))
        self.init(name: name, content: .widget(d, family: family, configuration: intent))
    }

    private init<W: Widget>(
        _ name: String?, _ family: WidgetFamily, _ widget: @MainActor () -> W, configuration: (any WidgetConfigurationIntent)?,
        timeline: @escaping @MainActor () async -> [any TimelineEntry]
    ) {
        var d = widget().body.widgetDescription
        let erase = d.eraseEntry
        let kind = d.kind
        d.source = .entries(
            {
                var erased: [AnyTimelineEntry] = []
                for entry in await timeline() {
                    guard let e = erase(entry) else {
                        return .failure(TimelineSourceError("the preview's entry \(type(of: entry)) is not the entry type of widget \"\(kind)\""))
                    }
                    erased.append(e)
                }
                return .success(erased)
            }, placeholder: d.source.placeholder)
        self.init(name: name, content: .widget(d, family: family, configuration: configuration))
    }

    /// Archives a provider's entries with the widget's view; an entry of another type shows
    /// what went wrong instead.
    private static func eraser<Entry: TimelineEntry>(for widget: WidgetDescription) -> @Sendable (Entry) -> AnyTimelineEntry {
        let erase = widget.eraseEntry
        let kind = widget.kind
        return { entry in
            erase(entry)
                ?? AnyTimelineEntry(date: entry.date, relevance: nil) { env in
                    ViewArchiver.archive(Text(verbatim: "\(Entry.self) is not \(kind)'s entry type").font(.caption2), in: env)
                }
        }
    }
}

/// Collects the entries of a preview's `timeline:` closure.
@resultBuilder
public enum PreviewTimelineBuilder {
    public static func buildExpression<E: TimelineEntry>(_ entry: E) -> [any TimelineEntry] { [entry] }
    public static func buildExpression<E: TimelineEntry>(_ entries: [E]) -> [any TimelineEntry] { entries }
    public static func buildBlock(_ parts: [any TimelineEntry]...) -> [any TimelineEntry] { parts.flatMap { $0 } }
    public static func buildArray(_ parts: [[any TimelineEntry]]) -> [any TimelineEntry] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [any TimelineEntry]?) -> [any TimelineEntry] { part ?? [] }
    public static func buildEither(first part: [any TimelineEntry]) -> [any TimelineEntry] { part }
    public static func buildEither(second part: [any TimelineEntry]) -> [any TimelineEntry] { part }
    public static func buildLimitedAvailability(_ part: [any TimelineEntry]) -> [any TimelineEntry] { part }
}
