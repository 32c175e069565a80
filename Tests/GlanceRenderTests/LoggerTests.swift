import Foundation
import Testing

@testable import GlanceKit

/// The `os` module's `Logger`, `OSLogMessage` and `os_log`: lines on standard error (never
/// standard output, the extension's channel to the host), private values as `<private>`.
@Suite(.serialized) struct LoggerTests {
    struct Failure: Error, CustomStringConvertible {
        var description: String { "the network is down" }
    }

    @Test func privateValuesAreRedactedAsInAReleaseBuild() {
        let name = "Ada"
        let count = 3
        let message: OSLogMessage =
            "user \(name) has \(count) items (\(true)), \(name, privacy: .public), \(name, privacy: .private), \(name, privacy: .sensitive), \(Failure())"
        #expect(message.text(showingPrivate: false) == "user <private> has 3 items (true), Ada, <private>, <private>, <private>")
        #expect(message.text(showingPrivate: true) == "user Ada has 3 items (true), Ada, Ada, <private>, the network is down")
        #expect(("\(count, privacy: .private)" as OSLogMessage).text(showingPrivate: false) == "<private>")
        #expect(("\(Failure(), privacy: .public)" as OSLogMessage).text(showingPrivate: false) == "the network is down")
    }

    @Test func aHashMaskIsTheSameForTheSameValue() {
        let a: OSLogMessage = "\("ada@example.com", privacy: .private(mask: .hash))"
        let b: OSLogMessage = "\("grace@example.com", privacy: .private(mask: .hash))"
        #expect(a.text(showingPrivate: false).hasPrefix("<mask.hash: '"))
        #expect(a.text(showingPrivate: false) == a.text(showingPrivate: false))
        #expect(a.text(showingPrivate: false) != b.text(showingPrivate: false))
    }

    @Test func formatsAndAlignment() {
        let message: OSLogMessage =
            "\(255, format: .hex(includePrefix: true)) \(UInt8(8), format: .octal) \(3.14159, format: .fixed(precision: 2)) [\(42, align: .right(columns: 5))] [\("ab", align: .left(columns: 4), privacy: .public)] \(false, format: .answer)"
        #expect(message.text(showingPrivate: false) == "0xff 10 3.14 [   42] [ab  ] NO")
    }

    @Test func linesNameTheSubsystemCategoryAndLevel() {
        #expect(Logger.line(OSLog(subsystem: "tj.abol", category: "Widget"), .error, "failed") == "[tj.abol:Widget] error: failed\n")
        #expect(Logger.line(.default, .debug, "hello") == "debug: hello\n")
    }

    @Test func aLoggerWritesToStandardErrorOnly() throws {
        let marker = UUID().uuidString
        let secret = "hunter2"
        var out = ""
        let err = try capturing(2) {
            out = try capturing(1) {
                Logger(subsystem: "glance.tests", category: "Logger").error("marker \(marker, privacy: .public) \(secret)")
                Logger(OSLog.disabled).error("disabled \(marker, privacy: .public)")
                os_log(.info, log: OSLog(subsystem: "glance.tests", category: "os_log"), "os_log \(marker, privacy: .public)")
            }
        }
        #expect(err.contains("[glance.tests:Logger] error: marker \(marker) <private>\n"))
        #expect(err.contains("[glance.tests:os_log] info: os_log \(marker)\n"))
        #expect(!err.contains("disabled") && !err.contains(secret))
        #expect(!out.contains(marker))
    }

    @Test func osLogFormatsFillPrintfConversionsWithApplesPrivacy() {
        let args: [any CVarArg] = [NSString(string: "Ada"), 3, 2.5, NSString(string: "secret")]
        #expect(formattedLogMessage("%{public}@ has %d items at %.1f, %@ 100%%", args, showingPrivate: false) == "Ada has 3 items at 2.5, <private> 100%")
        #expect(formattedLogMessage("%{private}d", [7], showingPrivate: false) == "<private>")
    }

    /// What `body` writes to file descriptor `fd`, which points at a scratch file meanwhile.
    func capturing(_ fd: Int32, _ body: () throws -> Void) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("logger-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let file = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        try #require(file >= 0)
        let saved = dup(fd)
        fflush(nil)
        dup2(file, fd)
        defer {
            fflush(nil)
            dup2(saved, fd)
            close(saved)
            close(file)
        }
        try body()
        return try String(contentsOfFile: path, encoding: .utf8)
    }
}
