import Foundation
import GlanceGraphics
import GlanceUI

extension TimelineSource {
    /// Asks `provider` for entries and archives each with `erase`.
    static func provider<Provider: TimelineProvider>(
        _ provider: Provider, erase: @escaping @Sendable (Provider.Entry) -> AnyTimelineEntry
    ) -> TimelineSource {
        nonisolated(unsafe) let provider = provider
        return TimelineSource(
            placeholder: { context in WidgetTime.at(context.date) { erase(provider.placeholder(in: context)) } },
            snapshot: { context, _, deliver in WidgetTime.at(context.date) { provider.getSnapshot(in: context) { deliver(.success(erase($0))) } } },
            timeline: { context, _, deliver in
                WidgetTime.at(context.date) { () -> Void in
                    provider.getTimeline(in: context) { timeline in
                        deliver(.success(AnyTimeline(entries: timeline.entries.map(erase), policy: timeline.policy)))
                    }
                }
            })
    }

    /// Asks `provider` for entries for the instance's configuration (its default when the
    /// instance holds another intent type) and archives each with `erase`.
    static func provider<Provider: AppIntentTimelineProvider>(
        _ provider: Provider, erase: @escaping @Sendable (Provider.Entry) -> AnyTimelineEntry
    ) -> TimelineSource {
        nonisolated(unsafe) let provider = provider
        func intent(_ any: any WidgetConfigurationIntent) -> Provider.Intent { any as? Provider.Intent ?? Provider.Intent() }
        return TimelineSource(
            placeholder: { context in WidgetTime.at(context.date) { erase(provider.placeholder(in: context)) } },
            snapshot: { context, configuration, deliver in
                WidgetTime.at(context.date) { () -> Void in
                    let chosen = intent(configuration)
                    // The task inherits the bound moment, so the provider's async code sees it.
                    Task { @MainActor in deliver(.success(erase(await provider.snapshot(for: chosen, in: context)))) }
                }
            },
            timeline: { context, configuration, deliver in
                WidgetTime.at(context.date) { () -> Void in
                    let chosen = intent(configuration)
                    Task { @MainActor in
                        let t = await provider.timeline(for: chosen, in: context)
                        deliver(.success(AnyTimeline(entries: t.entries.map(erase), policy: t.policy)))
                    }
                }
            })
    }

    /// Asks a SiriKit `provider` for entries for the instance's intent (a fresh one when the
    /// instance holds another type) and archives each with `erase`.
    static func provider<Provider: IntentTimelineProvider>(
        _ provider: Provider, erase: @escaping @Sendable (Provider.Entry) -> AnyTimelineEntry
    ) -> TimelineSource {
        nonisolated(unsafe) let provider = provider
        func chosen(_ any: any WidgetConfigurationIntent) -> Provider.Intent { (any as? SiriKitIntent<Provider.Intent>)?.intent ?? Provider.Intent() }
        return TimelineSource(
            placeholder: { context in WidgetTime.at(context.date) { erase(provider.placeholder(in: context)) } },
            snapshot: { context, configuration, deliver in
                WidgetTime.at(context.date) { () -> Void in
                    provider.getSnapshot(for: chosen(configuration), in: context) { deliver(.success(erase($0))) }
                }
            },
            timeline: { context, configuration, deliver in
                WidgetTime.at(context.date) { () -> Void in
                    provider.getTimeline(for: chosen(configuration), in: context) { t in
                        deliver(.success(AnyTimeline(entries: t.entries.map(erase), policy: t.policy)))
                    }
                }
            })
    }

    /// A fixed list of entries, as a preview declares them: the placeholder comes from
    /// `placeholder`, the snapshot is the first entry, and the timeline never reloads.
    static func entries(
        _ make: @escaping @MainActor @Sendable () async -> Result<[AnyTimelineEntry], TimelineSourceError>,
        placeholder: @escaping @MainActor @Sendable (TimelineProviderContext) -> AnyTimelineEntry
    ) -> TimelineSource {
        TimelineSource(
            placeholder: { context in WidgetTime.at(context.date) { placeholder(context) } },
            snapshot: { context, _, deliver in
                WidgetTime.at(context.date) { () -> Void in
                    Task { @MainActor in
                        deliver(await make().map { $0.first ?? placeholder(context) })
                    }
                }
            },
            timeline: { context, _, deliver in
                WidgetTime.at(context.date) { () -> Void in
                    Task { @MainActor in deliver(await make().map { AnyTimeline(entries: $0, policy: .never) }) }
                }
            })
    }
}
