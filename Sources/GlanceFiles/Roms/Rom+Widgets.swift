import Foundation
import GlanceGraphics
import GlanceUI
import GlanceWidgets
import Synchronization

extension Rom.Widget {
    /// The widget as the firmware runs it: each request gets the ROM's timeline with its dates
    /// counted from the request time, and views read for the family being drawn.
    @MainActor public var widgetDescription: WidgetDescription {
        let widget = self
        func values(_ configuration: any WidgetConfigurationIntent) -> [String: String] {
            (configuration as? RomConfiguration)?.bindings ?? [:]
        }
        // What taps on the widget's buttons and toggles changed: fields over every entry's data,
        // as an app's intent would change what its provider reads (docs/formats.md).
        let changed = RomFieldChanges()
        func timeline(_ context: TimelineProviderContext, _ values: [String: String]) -> AnyTimeline {
            let entries = widget.entries.map { widget.timelineEntry(changed.applied(to: $0), from: context.date, values: values) }
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
                snapshot: { context, configuration, deliver in
                    deliver(.success(widget.timelineEntry(widget.entries[0], from: context.date, values: values(configuration))))
                },
                timeline: { context, configuration, deliver in deliver(.success(timeline(context, values(configuration)))) }))
        d.displayName = displayName
        d.description = description
        d.supportedFamilies = families
        d.dataProtection = dataProtection
        d.defaultConfiguration = RomConfiguration(declared: parameters)
        d.perform = { action, _, deliver in
            guard case .setField(let field, let change) = action else {
                deliver(.failure(TimelineSourceError("a ROM widget runs no App Intent (\(action))")))
                return
            }
            let first = widget.entries.first.map { Rom.bindings(widget.parameters, $0.data) } ?? [:]
            deliver(changed.change(field, change, current: first[field]))
        }
        return d
    }

    /// One entry, dated from `start`. Each family's view is read the first time the entry is
    /// shown in that family (and in Always On), then kept: the firmware archives the shown
    /// entry every frame, and a slot shows one family.
    public func timelineEntry(_ entry: Rom.Entry, from start: Date, values: [String: String] = [:]) -> AnyTimelineEntry {
        let read = KeptOnce<EntryViewKey, ViewNode>()
        return AnyTimelineEntry(date: entry.when.date(from: start), relevance: entry.relevance) { environment in
            let family = environment.widgetFamily
            guard families.contains(family) else { return .empty }
            let alwaysOn = environment.isLuminanceReduced && entry.hasAlwaysOnView(family)
            return read.value(EntryViewKey(family: family, alwaysOn: alwaysOn)) { view(entry, family: family, start: start, alwaysOn: alwaysOn, values: values) }
        }
    }

    /// The entry's view for `family`, with dates from `start` and the placement's parameter
    /// `values`; decoding has already checked it. A template's view is its compiled form with
    /// the entry's data bound (`RomTemplate`); an entry's own view is read from its JSON.
    public func view(_ entry: Rom.Entry, family: WidgetFamily, start: Date, alwaysOn: Bool = false, values: [String: String] = [:]) -> ViewNode {
        guard entry.view(family, alwaysOn: alwaysOn) == nil, let (node, path) = templates[family] else {
            return readView(entry, family: family, start: start, alwaysOn: alwaysOn, values: values)
        }
        let template = compiled.value(TemplateKey(family: family, start: start)) {
            let parsed = FileReader(file: file).parsed(node, path, keepingAsText: ViewReader.handedOnWhole)
            return RomTemplate.compile(parsed ?? node, path: path, file: file, start: start)
        }
        return template.view(RomBindings(parameters: parameters, data: entry.data, set: values))
    }

    /// The entry's view read from its JSON with the entry's data: what a compiled template
    /// must give (`RomTemplateTests` compares them).
    func readView(_ entry: Rom.Entry, family: WidgetFamily, start: Date, alwaysOn: Bool = false, values: [String: String] = [:]) -> ViewNode {
        guard let (text, path) = entry.view(family, alwaysOn: alwaysOn) ?? templates[family] else { return .empty }
        let r = FileReader(file: file)
        guard let node = r.parsed(text, path, keepingAsText: ViewReader.handedOnWhole) else { return .empty }
        return ViewReader(r: r, data: Rom.bindings(parameters, entry.data, set: values), start: start).view(node, path) ?? .empty
    }
}

extension Rom {
    /// Every widget in the ROM, as the firmware runs them.
    @MainActor public var widgetDescriptions: [WidgetDescription] { widgets.map(\.widgetDescription) }
}

/// Which view of an entry: a family, in Always On or not.
struct EntryViewKey: Hashable, Sendable {
    var family: WidgetFamily
    var alwaysOn: Bool
}

/// Which compiled template: a family, for a request at `start`.
struct TemplateKey: Hashable, Sendable {
    var family: WidgetFamily
    var start: Date
}
