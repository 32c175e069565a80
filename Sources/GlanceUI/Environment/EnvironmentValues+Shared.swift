import GlanceGraphics
import Foundation

/// The part of `EnvironmentValues` that holds references, boxed so that copies share it until
/// one changes it (copy on write). Only `EnvironmentValues` touches it, and changes it only
/// when it holds the box alone, so a box reachable from two places is never written: that is
/// what makes it safe to send.
final class EnvironmentShared: @unchecked Sendable {
    var font: Font?
    var textLayout = TextLayoutOptions()
    var foreground: ShapeStyleValue = .hierarchical(0)
    var primaryStyle: ShapeStyleValue = .color(.white)
    var tint: ShapeStyleValue?
    var containerShape: ShapeOutline = .rectangle
    var timeZone = TimeZone.glanceDefault
    var locale = Locale.glanceDefault
    var calendar: Calendar = .glanceDefault
    var values: [ObjectIdentifier: KeyedValue] = [:]

    init() {}

    /// A box of its own with `other`'s values.
    init(copying other: EnvironmentShared) {
        font = other.font
        textLayout = other.textLayout
        foreground = other.foreground
        primaryStyle = other.primaryStyle
        tint = other.tint
        containerShape = other.containerShape
        timeZone = other.timeZone
        locale = other.locale
        calendar = other.calendar
        values = other.values
    }
}
