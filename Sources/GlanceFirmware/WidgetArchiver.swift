import Foundation
import GlanceGraphics
import GlanceUI
import GlanceWidgets

/// Turns Swift widgets into the archive ROM files hold: each widget's provider runs over a
/// simulated span for every family the widget and the device support (no budget, as in
/// development), and each entry's view is evaluated in each environment variant; variants
/// that look the same are stored once.
@MainActor
public struct WidgetArchiver {
    public var device: Device
    public var variants: [EnvironmentVariant]

    public init(device: Device, variants: [EnvironmentVariant] = EnvironmentVariant.all) {
        self.device = device
        self.variants = variants
    }

    public func archive(_ widgets: [WidgetDescription], start: Date, span: TimeInterval) async -> WidgetArchive {
        var archived: [ArchivedWidget] = []
        for widget in widgets {
            var timelines: [ArchivedTimeline] = []
            for family in widget.supportedFamilies where device.families[family] != nil {
                timelines.append(await timeline(of: widget, family: family, start: start, span: span))
            }
            archived.append(
                ArchivedWidget(
                    kind: widget.kind, displayName: widget.displayName, description: widget.description,
                    supportedFamilies: widget.supportedFamilies, dataProtection: widget.dataProtection,
                    contentMarginsDisabled: widget.contentMarginsDisabled, timelines: timelines))
        }
        return WidgetArchive(widgets: archived)
    }

    private func timeline(of widget: WidgetDescription, family: WidgetFamily, start: Date, span: TimeInterval) async -> ArchivedTimeline {
        var settings = TimelineEngine.Settings()
        settings.developerMode = true
        let engine = TimelineEngine(clock: SimulatedClock(start: start), settings: settings, widgetCenter: WidgetCenter())
        var reloads: [ArchivedReload] = []
        engine.onTimeline = { _, timeline, requestedAt in
            reloads.append(
                ArchivedReload(
                    requestedAt: requestedAt, policy: timeline.policy,
                    entries: timeline.entries.map { entry in
                        ArchivedEntry(date: entry.date, relevance: entry.relevance, views: views(entry, family: family))
                    }))
        }
        let size = (try? SlotRenderer.metrics(of: family, on: device).size) ?? Size(width: 50, height: 50)
        let instance = engine.place(widget, family: family, displaySize: size)
        await engine.run(until: start.addingTimeInterval(span))
        return ArchivedTimeline(family: family, placeholder: views(instance.placeholder, family: family), reloads: reloads)
    }

    /// The entry's view in each variant, or once when they all agree.
    private func views(_ entry: AnyTimelineEntry, family: WidgetFamily) -> [ArchivedView] {
        let trees = variants.map { variant -> ArchivedView in
            var env = (try? SlotRenderer.environment(for: family, on: device, date: entry.date)) ?? EnvironmentValues()
            env.isLuminanceReduced = variant.isLuminanceReduced
            env.colorScheme = variant.colorScheme
            return ArchivedView(variant: variant, root: entry.archive(env))
        }
        guard let first = trees.first else { return [] }
        return trees.allSatisfy({ $0.root == first.root }) ? [ArchivedView(variant: nil, root: first.root)] : trees
    }
}
