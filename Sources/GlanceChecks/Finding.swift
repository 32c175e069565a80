import Foundation
import GlanceFirmware
import GlanceGraphics
import GlanceWidgets
import Synchronization

/// One problem a check found: which widget, where it shows (family, device, state, entry),
/// what is wrong, and a picture of it where one helps.
public struct Finding: Sendable {
    public var check: CheckID
    public var severity: Severity
    /// The widget's kind.
    public var widget: String
    public var family: WidgetFamily
    /// The device, lock state, luminance and rendering mode it was seen in; `nil` for
    /// findings about the timeline, which no device or state changes.
    public var device: String?
    public var lock: LockState?
    public var luminanceReduced: Bool?
    public var mode: WidgetRenderingMode?
    /// The entry (in the order shown over the simulated day) and its date.
    public var entryIndex: Int?
    public var entryDate: Date?
    public var message: String
    /// What the finding is about (a text as written, an entry), when messages about it vary
    /// by device: findings with the same check and subject are one problem in a report.
    public var subject: String?
    /// The slot as drawn with the problem outlined, or another picture of it.
    public var picture: Bitmap?
    /// Where that picture was written (`glance check --pictures`), relative to the JSON report's folder.
    public var pictureFile: String?

    public init(
        check: CheckID, severity: Severity? = nil, widget: String, family: WidgetFamily, device: String? = nil, lock: LockState? = nil,
        luminanceReduced: Bool? = nil, mode: WidgetRenderingMode? = nil, entryIndex: Int? = nil, entryDate: Date? = nil,
        message: String, subject: String? = nil, picture: Bitmap? = nil
    ) {
        self.subject = subject
        self.check = check
        self.severity = severity ?? check.defaultSeverity
        self.widget = widget
        self.family = family
        self.device = device
        self.lock = lock
        self.luminanceReduced = luminanceReduced
        self.mode = mode
        self.entryIndex = entryIndex
        self.entryDate = entryDate
        self.message = message
        self.picture = picture
    }

    /// The state in words: `locked, always on, accented`; empty for timeline findings.
    public var stateDescription: String {
        var parts: [String] = []
        if let lock { parts.append(lock.rawValue) }
        if luminanceReduced == true { parts.append("always on") }
        if let mode { parts.append(mode.rawValue) }
        return parts.joined(separator: ", ")
    }
}

extension Finding: Codable {
    enum Keys: String, CodingKey {
        case check, severity, widget, family, device, lock, alwaysOn, mode, entry, entryDate, message, subject, documentation, picture
    }

    /// Writes every finding's entry date (`Date.ISO8601Format()` rounds differently near a whole second).
    static let dates = Mutex(ISO8601DateFormatter())

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(check.rawValue, forKey: .check)
        try c.encode(severity.rawValue, forKey: .severity)
        try c.encode(widget, forKey: .widget)
        try c.encode(family.rawValue, forKey: .family)
        try c.encodeIfPresent(device, forKey: .device)
        try c.encodeIfPresent(lock?.rawValue, forKey: .lock)
        try c.encodeIfPresent(luminanceReduced, forKey: .alwaysOn)
        try c.encodeIfPresent(mode?.rawValue, forKey: .mode)
        try c.encodeIfPresent(entryIndex, forKey: .entry)
        try c.encodeIfPresent(entryDate.map { date in Self.dates.withLock { $0.string(from: date) } }, forKey: .entryDate)
        try c.encode(message, forKey: .message)
        try c.encodeIfPresent(subject, forKey: .subject)
        try c.encode(check.documentation, forKey: .documentation)
        try c.encodeIfPresent(pictureFile, forKey: .picture)
    }
}
