import Foundation
import GlanceUI
import GlanceWidgets

extension Rom.Widget {
    /// The widget as the firmware runs it: each request gets the ROM's timeline with its dates
    /// counted from the request time, and views read for the family being drawn.
    @MainActor public var widgetDescription: WidgetDescription {
        let widget = self
        func timeline(_ context: TimelineProviderContext) -> AnyTimeline {
            let entries = widget.entries.map { widget.timelineEntry($0, from: context.date) }
            let policy: TimelineReloadPolicy
            switch widget.policy {
            case .atEnd: policy = .atEnd
            case .never: policy = .never
            case .after(let t): policy = .after(context.date.addingTimeInterval(t))
            }
            return AnyTimeline(entries: entries, policy: policy)
        }
        var d = WidgetDescription(
            kind: kind,
            source: TimelineSource(
                placeholder: { widget.timelineEntry(widget.entries[0], from: $0.date) },
                snapshot: { context, _, deliver in deliver(.success(widget.timelineEntry(widget.entries[0], from: context.date))) },
                timeline: { context, _, deliver in deliver(.success(timeline(context))) }))
        d.displayName = displayName
        d.description = description
        d.supportedFamilies = families
        d.dataProtection = dataProtection
        return d
    }

    /// One entry, dated from `start`. Its views are read here, once per request: the firmware
    /// archives the shown entry every frame.
    public func timelineEntry(_ entry: Rom.Entry, from start: Date) -> AnyTimelineEntry {
        var bright: [WidgetFamily: ViewNode] = [:], alwaysOn: [WidgetFamily: ViewNode] = [:]
        for family in families {
            bright[family] = view(entry, family: family, start: start)
            if entry.alwaysOnViews[family] != nil { alwaysOn[family] = view(entry, family: family, start: start, alwaysOn: true) }
        }
        return AnyTimelineEntry(date: entry.when.date(from: start), relevance: entry.relevance) { [bright, alwaysOn] environment in
            (environment.isLuminanceReduced ? alwaysOn[environment.widgetFamily] : nil) ?? bright[environment.widgetFamily] ?? .empty
        }
    }

    /// The entry's view for `family`, read with dates from `start`; decoding has already checked it.
    public func view(_ entry: Rom.Entry, family: WidgetFamily, start: Date, alwaysOn: Bool = false) -> ViewNode {
        guard let (node, path) = (alwaysOn ? entry.alwaysOnViews[family] : nil) ?? entry.views[family] ?? templates[family] else { return .empty }
        return ViewReader(r: FileReader(file: file), data: Rom.bindings(parameters, entry.data), start: start).view(node, path) ?? .empty
    }
}

extension Rom {
    /// Every widget in the ROM, as the firmware runs them.
    @MainActor public var widgetDescriptions: [WidgetDescription] { widgets.map(\.widgetDescription) }
}
