import Foundation
import GlanceGraphics
import GlanceUI

/// An entry with its type erased: its date, relevance, and how to archive its view.
public struct AnyTimelineEntry: Sendable {
    public let date: Date
    public let relevance: TimelineEntryRelevance?
    /// Archives the widget's view of this entry in an environment.
    public let archive: @MainActor @Sendable (EnvironmentValues) -> ViewNode

    public init(date: Date, relevance: TimelineEntryRelevance?, archive: @escaping @MainActor @Sendable (EnvironmentValues) -> ViewNode) {
        self.date = date
        self.relevance = relevance
        self.archive = archive
    }
}

extension AnyTimelineEntry {
    /// Erases entries of one type, archiving their view with `content`.
    static func eraser<Entry: TimelineEntry, Content: View>(
        _ content: @escaping @MainActor (Entry) -> Content
    ) -> @Sendable (Entry) -> AnyTimelineEntry {
        return { entry in
            nonisolated(unsafe) let entry = entry
            // The entry view is made with the slot's environment current, as its body is, so what it
            // reads while being made (`WKInterfaceDevice.current()`) is the slot's too; and with
            // its entry's date as widget code's now, so a body reading `Date()` draws alike anywhere.
            return AnyTimelineEntry(date: entry.date, relevance: entry.relevance) { env in
                WidgetTime.at(entry.date) {
                    ViewArchiver.archive(EnvironmentValues.$current.withValue(env) { content(entry) }, in: env)
                }
            }
        }
    }
}

/// A timeline with its entries type-erased.
public struct AnyTimeline: Sendable {
    public var entries: [AnyTimelineEntry]
    public var policy: TimelineReloadPolicy

    public init(entries: [AnyTimelineEntry], policy: TimelineReloadPolicy) {
        self.entries = entries
        self.policy = policy
    }
}

/// Why a provider gave nothing.
public struct TimelineSourceError: Error, CustomStringConvertible, Sendable {
    public var description: String
    public init(_ description: String) { self.description = description }
}

/// How the firmware talks to any widget's provider: placeholder at once; snapshot and
/// timeline delivered through a callback that may come later, from any thread, or never.
@MainActor
public struct TimelineSource: Sendable {
    public typealias Deliver<T> = @Sendable (Result<T, TimelineSourceError>) -> Void

    public let placeholder: @MainActor @Sendable (TimelineProviderContext) -> AnyTimelineEntry
    public let snapshot: @MainActor @Sendable (TimelineProviderContext, any WidgetConfigurationIntent, @escaping Deliver<AnyTimelineEntry>) -> Void
    public let timeline: @MainActor @Sendable (TimelineProviderContext, any WidgetConfigurationIntent, @escaping Deliver<AnyTimeline>) -> Void
    /// For a provider in another process: it always calls back (with a result or a fault)
    /// within a deadline of its own in host time, so the firmware waits for it instead of
    /// timing it out on the simulated clock.
    public var callsBackInHostTime = false

    public init(
        placeholder: @escaping @MainActor @Sendable (TimelineProviderContext) -> AnyTimelineEntry,
        snapshot: @escaping @MainActor @Sendable (TimelineProviderContext, any WidgetConfigurationIntent, @escaping Deliver<AnyTimelineEntry>) -> Void,
        timeline: @escaping @MainActor @Sendable (TimelineProviderContext, any WidgetConfigurationIntent, @escaping Deliver<AnyTimeline>) -> Void
    ) {
        self.placeholder = placeholder
        self.snapshot = snapshot
        self.timeline = timeline
    }
}

/// A configuration with no parameters, for static widgets.
public struct NoConfiguration: WidgetConfigurationIntent {
    public static let title: LocalizedStringResource = "None"
    public init() {}
}
