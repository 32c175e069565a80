import Foundation

/// Something the firmware did or saw, for the log the CLI and window show.
public struct TimelineEvent: Hashable, Sendable, CustomStringConvertible {
    /// What happened.
    public enum Kind: Hashable, Sendable {
        case placeholderShown
        case snapshotRequested
        case timelineRequested(ReloadCause)
        case timelineReceived(entries: Int, policy: String)
        case entryShown(entryDate: Date)
        case reloadDeferred(ReloadCause, until: Date)
        case budgetRefilled
        case staleStarted
        case staleEnded
        case stackShows(instance: String)
        /// A tap started an element's action.
        case interactionStarted(element: String)
        /// The action finished; a reload follows.
        case interactionFinished(element: String)
        case fault(TimelineFault)
    }

    public var date: Date
    /// The widget instance (or stack) it concerns.
    public var subject: String
    public var kind: Kind

    public var description: String { "\(date) \(subject): \(kind)" }
}

extension TimelineEvent.Kind: CustomStringConvertible {
    public var description: String {
        switch self {
        case .placeholderShown: "placeholder shown"
        case .snapshotRequested: "snapshot requested"
        case .timelineRequested(let cause): "timeline requested (\(cause.rawValue)\(cause.isCharged ? "" : ", free"))"
        case .timelineReceived(let n, let policy): "timeline received: \(n) entr\(n == 1 ? "y" : "ies"), reload \(policy)"
        case .entryShown(let date): "shows the entry of \(TimelineEvent.stamp(date))"
        case .reloadDeferred(let cause, let until): "\(cause.rawValue) reload held back by the budget until \(TimelineEvent.stamp(until))"
        case .budgetRefilled: "budget refilled"
        case .staleStarted: "content is stale"
        case .staleEnded: "content is fresh again"
        case .stackShows(let instance): "stack shows \(instance)"
        case .interactionStarted(let element): "tap on \(element): its action runs"
        case .interactionFinished(let element): "\(element)'s action finished"
        case .fault(let fault): "fault: \(fault)"
        }
    }
}

extension TimelineEvent {
    /// A UTC timestamp, ISO 8601.
    static func stamp(_ date: Date) -> String {
        let f = ISO8601DateFormatter()
        return f.string(from: date)
    }
}

/// A provider misbehaving; the firmware keeps going and reports it.
public enum TimelineFault: Hashable, Sendable, CustomStringConvertible {
    case timeout(seconds: TimeInterval)
    case providerError(String)
    case lateDelivery
    case emptyTimeline
    case entriesOutOfOrder(count: Int)
    case duplicateDates(count: Int)
    /// A tapped element's action failed (threw, crashed, hung): named with why.
    case interactionFailed(element: String, String)

    public var description: String {
        switch self {
        case .timeout(let s): "no timeline within \(Int(s)) s; keeping what was shown"
        case .providerError(let e): "provider failed: \(e)"
        case .lateDelivery: "a timeline arrived after its request had timed out; ignored"
        case .emptyTimeline: "empty timeline; keeping what was shown"
        case .entriesOutOfOrder(let n): "\(n) entries out of date order; sorted"
        case .duplicateDates(let n): "\(n) entries share a date with another; the later one wins"
        case .interactionFailed(let element, let why): "\(element)'s action failed: \(why)"
        }
    }
}
