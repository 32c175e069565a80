import Foundation
import GlanceFirmware
import GlanceGraphics
import GlanceWidgets

/// What a check run covers and the limits it holds widgets to.
public struct CheckConfiguration: Sendable {
    /// The checks to run.
    public var checks: Set<CheckID> = Set(CheckID.allCases)
    /// Families to check (each widget's own when `nil`; families a widget does not support are skipped).
    public var families: [WidgetFamily]?
    /// Devices to render on; each family is checked on every one that shows it.
    public var devices: [Device] = Device.builtIn
    /// The Always On limits frames are held to.
    public var preset: AlwaysOnPreset = .appleStyle
    /// The simulated moment the day starts; timelines are asked for then.
    public var start: Date = SimulatedClock.referenceDate
    /// How long timelines play.
    public var span: TimeInterval = 86400
    /// Reloads a widget may make a day.
    public var dailyAllowance = 50
    /// The most distinct-looking entries rendered across the whole state matrix (spread over the day).
    public var maxEntries = 8
    /// Pixels per point to render at; each device's own when `nil`.
    public var scale: Double?
    /// Whether findings carry pictures (costs a raster per finding cell).
    public var pictures = false
    /// The part of the matrix this run checks (`--shard`); the whole by default.
    public var shard = Shard.whole
    /// Counts cells as they are checked, when given.
    public var progress: CheckProgress?

    public init() {}

    /// A finding of `check` at its default severity, or none when the check is off
    /// (its picture is then not made).
    public func finding(
        _ check: CheckID, widget: String, family: WidgetFamily, device: String? = nil, lock: LockState? = nil, luminanceReduced: Bool? = nil,
        mode: WidgetRenderingMode? = nil, entryIndex: Int? = nil, entryDate: Date? = nil, message: String, subject: String? = nil,
        picture: @autoclosure () -> Bitmap? = nil
    ) -> [Finding] {
        guard checks.contains(check) else { return [] }
        return [
            Finding(
                check: check, severity: check.defaultSeverity, widget: widget, family: family, device: device, lock: lock, luminanceReduced: luminanceReduced,
                mode: mode, entryIndex: entryIndex, entryDate: entryDate, message: message, subject: subject, picture: picture())
        ]
    }
}
