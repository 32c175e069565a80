import Foundation

/// Why a timeline was asked for, and whether WidgetKit counts it against the daily budget.
public enum ReloadCause: String, Hashable, Sendable, Codable, CaseIterable {
    /// The widget was just placed.
    case placement
    /// The timeline's policy said so (`atEnd` or `after`).
    case policy
    /// The app asked through `WidgetCenter` while in the background.
    case widgetCenter
    /// The app asked through `WidgetCenter` while in the foreground: not charged.
    case widgetCenterForeground
    /// A system change the widget may depend on (time zone, locale, significant time): not charged.
    case environmentChange
    /// A fault (timeout, error, empty timeline) is being retried.
    case retry
    /// A reload held back by the budget, made when the budget refilled.
    case deferred
    /// A button or toggle's action finished: WidgetKit reloads the widget's timeline. It is not
    /// among the reloads "Keeping a widget up to date" lists as free, so it is charged.
    case interaction

    /// Whether the reload counts against the daily allowance.
    public var isCharged: Bool {
        switch self {
        case .placement, .widgetCenterForeground, .environmentChange: false
        case .policy, .widgetCenter, .retry, .deferred, .interaction: true
        }
    }
}

/// A widget's daily allowance of reloads, refilled at local midnight, as WidgetKit budgets them.
public struct ReloadBudget: Hashable, Sendable {
    /// Reloads a day; WidgetKit grants about 40 to 70.
    public var dailyAllowance: Int
    /// Lifts the limit, as running from Xcode does.
    public var developerMode: Bool
    public private(set) var used = 0
    /// The start of the day `used` counts.
    public private(set) var day: Date

    public init(dailyAllowance: Int = 50, developerMode: Bool = false, day: Date) {
        self.dailyAllowance = max(0, dailyAllowance)
        self.developerMode = developerMode
        self.day = day
    }

    public var remaining: Int { developerMode ? Int.max : max(0, dailyAllowance - used) }

    /// Spends one reload if one is left.
    public mutating func spend() -> Bool {
        guard developerMode || used < dailyAllowance else { return false }
        used += 1
        return true
    }

    /// Starts a new day.
    mutating func refill(day start: Date) {
        used = 0
        day = start
    }
}
