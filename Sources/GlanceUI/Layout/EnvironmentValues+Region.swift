import Foundation

/// A direction in which content is laid out, as the locale's script reads.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    case leftToRight
    case rightToLeft
}

private struct LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }
private struct CalendarKey: EnvironmentKey { static let defaultValue = Calendar.glanceDefault }

extension Calendar {
    /// The calendar Glance uses unless the environment says otherwise: Gregorian, US English,
    /// UTC, so that output never depends on the machine.
    public static let glanceDefault: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = .glanceDefault
        calendar.timeZone = .glanceDefault
        return calendar
    }()
}

extension TimeZone {
    /// The zone Glance shows dates in unless the environment says otherwise: UTC, never the
    /// machine's. Made once: every environment starts with it.
    public static let glanceDefault = TimeZone(identifier: "UTC")!
}

extension EnvironmentValues {
    /// The direction the environment reads in. Glance's firmware formats for US English, so it
    /// is `leftToRight` unless a view sets it; Glance's layout does not mirror for `rightToLeft`.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }

    /// The calendar dates in text are shown in: Gregorian unless set, never the machine's.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }
}
