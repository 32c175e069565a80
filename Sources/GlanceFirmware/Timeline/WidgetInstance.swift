import Foundation
import GlanceGraphics
import GlanceWidgets

/// One placed widget: its provider's latest timeline, what is pending, and its budget.
@MainActor
public final class WidgetInstance {
    public let id: String
    public let widget: WidgetDescription
    public let family: WidgetFamily
    public var configuration: any WidgetConfigurationIntent
    let displaySize: Size

    /// The context a provider is given at `date`.
    public func context(at date: Date, preview: Bool = false) -> TimelineProviderContext {
        TimelineProviderContext(family: family, isPreview: preview, displaySize: displaySize, date: date)
    }

    public internal(set) var placeholder: AnyTimelineEntry
    /// Entries sorted by date.
    public internal(set) var entries: [AnyTimelineEntry] = []
    public internal(set) var policy: TimelineReloadPolicy = .never
    /// When the provider should next be asked, by its policy or a retry.
    public internal(set) var nextReload: Date?
    /// Why it will be asked then.
    public internal(set) var nextReloadCause: ReloadCause = .policy
    public internal(set) var lastRequest: Date?
    public internal(set) var budget: ReloadBudget
    /// A reload held back by the budget.
    public internal(set) var deferred: ReloadCause?
    /// Since when the content is older than its policy intends.
    public internal(set) var staleSince: Date?
    /// Taps whose action runs, and toggles drawn in their new state.
    public internal(set) var interaction = WidgetInteraction()

    struct Pending {
        var token: Int
        var requestedAt: Date
        var cause: ReloadCause
    }

    var pending: Pending?
    var shownEntryDate: Date?
    var hasShownPlaceholder = false

    init(id: String, widget: WidgetDescription, family: WidgetFamily, configuration: any WidgetConfigurationIntent,
         displaySize: Size, budget: ReloadBudget, now: Date) {
        self.id = id
        self.widget = widget
        self.family = family
        self.configuration = configuration
        self.displaySize = displaySize
        self.placeholder = widget.source.placeholder(TimelineProviderContext(family: family, isPreview: false, displaySize: displaySize, date: now))
        self.budget = budget
    }

    /// The entry shown at `now`: the latest not after it, else the earliest (a timeline
    /// that starts in the future shows its first entry), else the placeholder.
    public func entry(at now: Date) -> AnyTimelineEntry {
        guard let first = entries.first else { return placeholder }
        var (lo, hi) = (0, entries.count - 1)
        guard first.date <= now else { return first }
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if entries[mid].date <= now { lo = mid } else { hi = mid - 1 }
        }
        return entries[lo]
    }

    /// Whether a timeline request is out.
    public var isWaiting: Bool { pending != nil }

    /// The first entry date after `now`, if any.
    func nextEntryDate(after now: Date) -> Date? {
        var (lo, hi) = (0, entries.count)
        while lo < hi {
            let mid = (lo + hi) / 2
            if entries[mid].date <= now { lo = mid + 1 } else { hi = mid }
        }
        return lo < entries.count ? entries[lo].date : nil
    }
}
