import Foundation

/// The `os` module's log levels. Glance writes every level, debug too, to standard error.
public struct OSLogType: Equatable, RawRepresentable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public init(_ type: UInt8) { self.rawValue = type }

    /// The default level (`Logger.log`, `notice`).
    public static let `default` = OSLogType(rawValue: 0x00)
    /// Information that may help to troubleshoot.
    public static let info = OSLogType(rawValue: 0x01)
    /// Debugging information.
    public static let debug = OSLogType(rawValue: 0x02)
    /// An error (`Logger.error`, `warning`).
    public static let error = OSLogType(rawValue: 0x10)
    /// A fault: a bug in the program (`Logger.fault`, `critical`).
    public static let fault = OSLogType(rawValue: 0x11)

    /// The level's name in a written line.
    var name: String {
        switch self {
        case .info: "info"
        case .debug: "debug"
        case .error: "error"
        case .fault: "fault"
        default: "default"
        }
    }
}

/// The `os` module's log object: a subsystem and a category, the prefix of every line.
public final class OSLog: Sendable {
    let subsystem: String
    let category: String
    let isEnabled: Bool

    /// A log for `subsystem` (a reverse-DNS name) and `category`.
    public init(subsystem: String, category: String) {
        (self.subsystem, self.category, self.isEnabled) = (subsystem, category, true)
    }

    private init(disabled: Bool) { (subsystem, category, isEnabled) = ("", "", !disabled) }

    /// The log with no subsystem.
    public static let `default` = OSLog(disabled: false)
    /// A log that writes nothing.
    public static let disabled = OSLog(disabled: true)
}
