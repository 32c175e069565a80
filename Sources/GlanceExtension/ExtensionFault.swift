import Foundation
import GlanceGraphics

/// Why an extension gave no answer.
public enum ExtensionFault: Error, Hashable, Sendable, CustomStringConvertible {
    /// The process died of a signal; `message` is the runtime's last words, if any.
    case crashed(signal: Int32, message: String?)
    /// The process exited by itself.
    case exited(status: Int32, message: String?)
    case timedOut(Duration)
    /// Its memory grew past the ceiling; it was stopped.
    case memoryCeiling(bytes: Int, limit: Int)
    case oversized(bytes: Int, limit: Int)
    /// Bytes on the pipe that are no answer.
    case protocolError(String)
    /// The provider or the request failed; the extension is well.
    case failed(String)
    /// The extension could not be started.
    case launchFailed(String)
    /// Not asked: the extension is waiting to be restarted after `last`.
    case restarting(last: String)

    /// What happened, with the extension's own words' control characters escaped (they are shown in terminals).
    public var description: String { plainDescription.escapingControlCharacters }

    private var plainDescription: String {
        switch self {
        case .crashed(let s, let m): "the extension crashed with \(Self.signalName(s))" + (m.map { ": \($0)" } ?? "")
        case .exited(let s, let m): "the extension exited with status \(s)" + (m.map { ": \($0)" } ?? "")
        case .timedOut(let d): "no answer within \(d.seconds) s; the extension was stopped"
        case .memoryCeiling(let b, let l): "the extension grew by \(b >> 20) MB, over its \(l >> 20) MB memory ceiling; it was stopped"
        case .oversized(let b, let l): "an answer of \(b) bytes, over the \(l >> 20) MB limit"
        case .protocolError(let m): "unreadable answer: \(m)"
        case .failed(let m): m
        case .launchFailed(let m): "the extension could not start: \(m)"
        case .restarting(let last): "the extension is waiting to restart (\(last))"
        }
    }

    /// Whether the extension process is gone or was stopped.
    public var stopsProcess: Bool {
        switch self {
        case .failed, .restarting: false
        default: true
        }
    }

    static func signalName(_ s: Int32) -> String {
        let names: [Int32: String] = [
            4: "SIGILL (a Swift runtime trap)", 5: "SIGTRAP (a Swift runtime trap)", 6: "SIGABRT", 7: "SIGBUS", 8: "SIGFPE", 9: "SIGKILL",
            11: "SIGSEGV", 15: "SIGTERM",
        ]
        return names[s] ?? "signal \(s)"
    }
}

extension Duration {
    /// Seconds, as a short number.
    var seconds: String {
        let s = Double(components.seconds) + Double(components.attoseconds) / 1e18
        return s == s.rounded() ? "\(Int(s))" : String(format: "%.1f", s)
    }
}
