import Foundation
import GlanceGraphics
import GlanceUI
import GlanceWidgets

/// Plays placed widgets' timelines the way WidgetKit does, on a simulated clock: placeholder at
/// once, timeline on placement, the latest entry not after now, reloads by policy and by
/// `WidgetCenter` within a daily budget, and providers that misbehave contained.
@MainActor
public final class TimelineEngine {
    /// How the engine treats budgets and providers.
    public struct Settings: Sendable {
        public var dailyAllowance = 50
        public var developerMode = false
        /// Simulated seconds a provider has to deliver a timeline.
        public var providerTimeout: TimeInterval = 30
        /// How soon a failed or empty reload is retried.
        public var retryInterval: TimeInterval = 15 * 60
        /// Reloads of one widget are never closer than this (WidgetKit's ~5 minutes).
        public var minimumReloadInterval: TimeInterval = 5 * 60
        /// Whether the app is in the foreground (its WidgetCenter reloads are then free).
        public var appInForeground = false
        /// How long a stack the user scrolled stays where they left it.
        public var stackHold: TimeInterval = 10 * 60
        /// While true (a person scrubbing a paused timeline), nothing is asked of providers and
        /// no reload, retry or timeout falls due, so the timeline looked at stays; what fell
        /// due meanwhile happens at the first update after it is false again.
        public var holdsReloads = false
        public init() {}
    }

    public let clock: SimulatedClock
    public var settings: Settings
    public var calendar: Calendar { didSet { day = nil } }
    /// The local day last asked about: the engine asks at every event, and days are long.
    private var day: (start: Date, end: Date)?
    public let widgetCenter: WidgetCenter
    public private(set) var log: [TimelineEvent] = []
    /// Called with every accepted timeline (sorted) and when it was asked for.
    public var onTimeline: ((WidgetInstance, AnyTimeline, Date) -> Void)?
    public private(set) var instances: [WidgetInstance] = []
    var stacks: [SmartStack] = []

    let inbox = DeliveryInbox()
    private let subscription: UInt64
    private var nextToken = 0
    private var published: [WidgetInfo] = []

    public init(clock: SimulatedClock, settings: Settings = Settings(), timeZone: TimeZone = .glanceDefault,
                widgetCenter: WidgetCenter = .shared) {
        self.clock = clock
        self.settings = settings
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        self.calendar = calendar
        self.widgetCenter = widgetCenter
        self.subscription = widgetCenter.subscribe()
    }

    isolated deinit {
        widgetCenter.unsubscribe(subscription)
        widgetCenter.publish([], replacing: published)
    }

    public var now: Date { clock.now }

    func record(_ subject: String, _ kind: TimelineEvent.Kind) {
        log.append(TimelineEvent(date: now, subject: subject, kind: kind))
    }

    public func instance(_ id: String) -> WidgetInstance? { instances.first { $0.id == id } }

    // MARK: Placing

    /// Places a widget: its placeholder shows at once and its first timeline is asked for.
    @discardableResult
    public func place(
        _ widget: WidgetDescription, family: WidgetFamily, id: String? = nil,
        configuration: (any WidgetConfigurationIntent)? = nil, displaySize: Size = Size(width: 50, height: 50)
    ) -> WidgetInstance {
        let instance = WidgetInstance(
            id: id ?? "\(widget.kind)#\(instances.count + 1)", widget: widget, family: family,
            configuration: configuration ?? widget.defaultConfiguration, displaySize: displaySize,
            budget: ReloadBudget(dailyAllowance: settings.dailyAllowance, developerMode: settings.developerMode, day: startOfDay(now)),
            now: now)
        instances.append(instance)
        record(instance.id, .placeholderShown)
        instance.hasShownPlaceholder = true
        publishPlacements()
        request(instance, cause: .placement)
        return instance
    }

    /// Removes a placed widget.
    public func remove(_ id: String) {
        instances.removeAll { $0.id == id }
        publishPlacements()
    }

    private func publishPlacements() {
        let placed = instances.map { WidgetInfo(kind: $0.widget.kind, family: $0.family) }
        widgetCenter.publish(placed, replacing: published)
        published = placed
    }

    /// Asks for a preview snapshot, as the widget gallery does.
    public func requestSnapshot(_ id: String, deliver: @escaping @MainActor (AnyTimelineEntry) -> Void) {
        guard let instance = instance(id) else { return }
        record(id, .snapshotRequested)
        instance.widget.source.snapshot(instance.context(at: now, preview: true), instance.configuration) { result in
            if case .success(let entry) = result { Task { @MainActor in deliver(entry) } }
        }
    }

    // MARK: Reloads

    /// Reloads every widget after a change to the time zone, locale or similar: not charged.
    public func environmentDidChange() {
        for instance in instances { request(instance, cause: .environmentChange) }
    }

    /// Asks a widget's provider for a timeline, within the budget when the cause is charged.
    func request(_ instance: WidgetInstance, cause: ReloadCause) {
        if cause.isCharged && !instance.budget.spend() {
            if instance.deferred == nil {
                instance.deferred = cause
                record(instance.id, .reloadDeferred(cause, until: nextMidnight(after: now)))
            }
            return
        }
        nextToken += 1
        let token = nextToken
        instance.pending = WidgetInstance.Pending(token: token, requestedAt: now, cause: cause)
        instance.lastRequest = now
        instance.nextReload = nil
        record(instance.id, .timelineRequested(cause))
        let inbox = self.inbox
        let id = instance.id
        instance.widget.source.timeline(instance.context(at: now), instance.configuration) { result in
            inbox.post(.init(instance: id, token: token, payload: .timeline(result)))
        }
    }

    /// Takes what providers delivered and what the app asked for.
    func takeDeliveries() {
        for delivery in inbox.drain() {
            guard let instance = instance(delivery.instance) else { continue }
            if case .performed(let element, let result) = delivery.payload {
                finishInteraction(instance, element, result)
                continue
            }
            guard case .timeline(let result) = delivery.payload else { continue }
            guard instance.pending?.token == delivery.token else {
                record(instance.id, .fault(.lateDelivery))
                continue
            }
            instance.pending = nil
            switch result {
            case .success(let timeline): accept(timeline, for: instance)
            case .failure(let error): failed(instance, .providerError(error.description))
            }
        }
        for appRequest in widgetCenter.drain(subscription) {
            let cause: ReloadCause = settings.appInForeground ? .widgetCenterForeground : .widgetCenter
            for instance in instances {
                if case .reload(let kind) = appRequest, kind != instance.widget.kind { continue }
                request(instance, cause: cause)
            }
        }
    }

    private func accept(_ timeline: AnyTimeline, for instance: WidgetInstance) {
        record(instance.id, .timelineReceived(entries: timeline.entries.count, policy: timeline.policy.description))
        guard !timeline.entries.isEmpty else {
            failed(instance, .emptyTimeline)
            return
        }
        let dates = timeline.entries.map(\.date)
        let inversions = zip(dates, dates.dropFirst()).filter { $0 > $1 }.count
        if inversions > 0 { record(instance.id, .fault(.entriesOutOfOrder(count: inversions))) }
        // A stable sort keeps the provider's order among equal dates, so the later one wins.
        let sorted = timeline.entries.enumerated().sorted { ($0.element.date, $0.offset) < ($1.element.date, $1.offset) }.map(\.element)
        let duplicates = zip(sorted, sorted.dropFirst()).filter { $0.date == $1.date }.count
        if duplicates > 0 { record(instance.id, .fault(.duplicateDates(count: duplicates))) }
        instance.entries = sorted
        instance.policy = timeline.policy
        instance.interaction.timelineArrived()
        onTimeline?(instance, AnyTimeline(entries: sorted, policy: timeline.policy), instance.lastRequest ?? now)
        instance.nextReload = timeline.policy.reloadDate(lastEntry: sorted.last?.date).map { spaced($0, instance) }
        instance.nextReloadCause = .policy
        if instance.staleSince != nil {
            instance.staleSince = nil
            record(instance.id, .staleEnded)
        }
    }

    func failed(_ instance: WidgetInstance, _ fault: TimelineFault) {
        record(instance.id, .fault(fault))
        instance.interaction.awaitsReload = false
        instance.nextReload = spaced(now.addingTimeInterval(settings.retryInterval), instance)
        instance.nextReloadCause = .retry
        markStale(instance, since: instance.lastRequest ?? now)
    }

    func markStale(_ instance: WidgetInstance, since date: Date) {
        guard instance.staleSince == nil else { return }
        instance.staleSince = date
        record(instance.id, .staleStarted)
    }

    /// `date`, but no sooner than the minimum interval after the last request.
    private func spaced(_ date: Date, _ instance: WidgetInstance) -> Date {
        guard let last = instance.lastRequest else { return date }
        return max(date, last.addingTimeInterval(settings.minimumReloadInterval))
    }

    func startOfDay(_ date: Date) -> Date { localDay(of: date).start }

    func nextMidnight(after date: Date) -> Date { localDay(of: date).end }

    private func localDay(of date: Date) -> (start: Date, end: Date) {
        if let day, day.start <= date, date < day.end { return day }
        let start = calendar.startOfDay(for: date)
        let end = calendar.date(byAdding: .day, value: 1, to: start) ?? date.addingTimeInterval(86400)
        day = (start, end)
        return (start, end)
    }
}
