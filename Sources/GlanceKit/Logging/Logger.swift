import Foundation

/// The `os` module's `Logger` (`import os` and `import OSLog` become `import GlanceKit`). Linux
/// has no unified log: each message is one line on standard error (standard output carries the
/// extension's answers to the host), `[subsystem:category] level: message`, private values as
/// `<private>` (OSLogPrivacy).
public struct Logger: Sendable {
    let log: OSLog

    /// A logger with no subsystem or category.
    public init() { log = .default }
    /// A logger for `subsystem` (a reverse-DNS name) and `category`.
    public init(subsystem: String, category: String) { log = OSLog(subsystem: subsystem, category: category) }
    /// A logger writing to `logObj`.
    public init(_ logObj: OSLog) { log = logObj }

    /// Writes `message` at the default level.
    public func log(_ message: OSLogMessage) { write(.default, message) }
    /// Writes `message` at `level`.
    public func log(level: OSLogType, _ message: OSLogMessage) { write(level, message) }
    /// Writes `message` at the debug level.
    public func trace(_ message: OSLogMessage) { write(.debug, message) }
    /// Writes `message` at the debug level.
    public func debug(_ message: OSLogMessage) { write(.debug, message) }
    /// Writes `message` at the info level.
    public func info(_ message: OSLogMessage) { write(.info, message) }
    /// Writes `message` at the default level.
    public func notice(_ message: OSLogMessage) { write(.default, message) }
    /// Writes `message` at the error level.
    public func warning(_ message: OSLogMessage) { write(.error, message) }
    /// Writes `message` at the error level.
    public func error(_ message: OSLogMessage) { write(.error, message) }
    /// Writes `message` at the fault level.
    public func critical(_ message: OSLogMessage) { write(.fault, message) }
    /// Writes `message` at the fault level.
    public func fault(_ message: OSLogMessage) { write(.fault, message) }

    private func write(_ level: OSLogType, _ message: OSLogMessage) {
        guard log.isEnabled else { return }
        Logger.writeLine(Logger.line(log, level, message.text()))
    }

    /// The line written for `text` at `level` in `log`.
    static func line(_ log: OSLog, _ level: OSLogType, _ text: String) -> String {
        let prefix = log.subsystem.isEmpty && log.category.isEmpty ? "" : "[\(log.subsystem):\(log.category)] "
        return prefix + level.name + ": " + text + "\n"
    }

    /// Writes `line` to standard error in one write.
    static func writeLine(_ line: String) {
        FileHandle.standardError.write(Data(line.utf8))
    }
}
