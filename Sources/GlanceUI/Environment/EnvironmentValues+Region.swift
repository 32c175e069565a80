import GlanceGraphics
import Foundation

/// A direction in which content is laid out, as the locale's script reads.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    case leftToRight
    case rightToLeft
}


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
