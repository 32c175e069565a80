import Foundation
import GlanceGraphics
import GlanceUI

/// A moment of a widget's content: the date it becomes current and, optionally, how relevant it is.
public protocol TimelineEntry: SendableMetatype {
    var date: Date { get }
    var relevance: TimelineEntryRelevance? { get }
}

extension TimelineEntry {
    public var relevance: TimelineEntryRelevance? { nil }
}

/// How relevant an entry is, for ranking widgets in a Smart Stack, and for how long.
public struct TimelineEntryRelevance: Hashable, Sendable, Codable {
    public var score: Float
    /// Seconds from the entry's date; 0 means until the next entry.
    public var duration: TimeInterval

    public init(score: Float, duration: TimeInterval = 0) {
        self.score = score
        self.duration = duration
    }
}

/// When the system asks the provider for a new timeline.
public struct TimelineReloadPolicy: Hashable, Sendable, Codable, CustomStringConvertible {
    enum Kind: Hashable, Sendable, Codable {
        case atEnd, never
        case after(Date)
    }

    let kind: Kind

    /// After the last entry's date.
    public static let atEnd = TimelineReloadPolicy(kind: .atEnd)
    /// Only when the app asks through `WidgetCenter`.
    public static let never = TimelineReloadPolicy(kind: .never)
    /// At (not before) `date`.
    public static func after(_ date: Date) -> TimelineReloadPolicy { TimelineReloadPolicy(kind: .after(date)) }

    /// The date this policy asks for a reload, given the timeline's last entry date.
    package func reloadDate(lastEntry: Date?) -> Date? {
        switch kind {
        case .atEnd: lastEntry
        case .never: nil
        case .after(let date): date
        }
    }

    public var description: String {
        switch kind {
        case .atEnd: "atEnd"
        case .never: "never"
        case .after(let date): "after(\(date))"
        }
    }
}

/// Entries a provider hands the system, and when to ask again.
public struct Timeline<EntryType: TimelineEntry> {
    public let entries: [EntryType]
    public let policy: TimelineReloadPolicy

    public init(entries: [EntryType], policy: TimelineReloadPolicy) {
        self.entries = entries
        self.policy = policy
    }
}

/// What a provider is told about the place its widget is drawn in.
public struct TimelineProviderContext: Sendable {
    public let family: WidgetFamily
    /// True when drawing the widget gallery or a preview rather than a placed widget.
    public let isPreview: Bool
    public let displaySize: CGSize
    /// Glance only: the moment of the request on the firmware's clock. Providers that read
    /// `Date()` see the host's wall clock instead, which a simulation running faster or at
    /// another date does not follow.
    public let date: Date

    package init(family: WidgetFamily, isPreview: Bool, displaySize: Size, date: Date = Date(timeIntervalSinceReferenceDate: 0)) {
        self.family = family
        self.isPreview = isPreview
        self.displaySize = displaySize.cgSize
        self.date = date
    }
}

/// Supplies a widget's entries: a placeholder at once, a snapshot for previews, and timelines.
@preconcurrency
public protocol TimelineProvider {
    associatedtype Entry: TimelineEntry
    typealias Context = TimelineProviderContext

    func placeholder(in context: Context) -> Entry
    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void)
    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void)
    /// When the widget may be relevant, for the Smart Stack; none by default (accepted, not
    /// acted on: see `WidgetRelevance`).
    func relevance() async -> WidgetRelevance<Void>
}

extension TimelineProvider {
    public func relevance() async -> WidgetRelevance<Void> { WidgetRelevance([]) }

    /// The snapshot, awaited.
    package func snapshot(in context: Context) async -> Entry where Entry: Sendable {
        await withCheckedContinuation { c in getSnapshot(in: context) { c.resume(returning: $0) } }
    }

    /// The timeline, awaited.
    package func timeline(in context: Context) async -> Timeline<Entry> where Entry: Sendable {
        await withCheckedContinuation { c in getTimeline(in: context) { c.resume(returning: $0) } }
    }
}

extension Timeline: Sendable where EntryType: Sendable {}
