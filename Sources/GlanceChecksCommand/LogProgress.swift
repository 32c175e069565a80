import Foundation
import Synchronization

/// Progress for a log or a pipe (where `TerminalProgress` draws nothing): a line at least
/// every `interval` while work goes on, with widgets and cells done, the elapsed time and an
/// estimate of the time left, and a final line. A thread of its own writes the lines, so a
/// widget that takes long still gets them.
public final class LogProgress: Sendable {
    private struct State {
        var done = 0
        var label = ""
        var finished = false
    }

    private let state = Mutex(State())
    private let total: Int
    private let what: String
    private let cells: @Sendable () -> Int
    private let write: @Sendable (String) -> Void
    private let started = ContinuousClock.now
    private let stopped = DispatchSemaphore(value: 0)

    /// Starts the lines for `total` steps of `what`; `cells` reads the cells checked so far.
    public init(
        total: Int, what: String, interval: Duration = .seconds(5), cells: @escaping @Sendable () -> Int,
        write: @escaping @Sendable (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
    ) {
        (self.total, self.what, self.cells, self.write) = (max(1, total), what, cells, write)
        let seconds = Double(interval.components.seconds) + Double(interval.components.attoseconds) / 1e18
        Thread.detachNewThread { [self] in
            while stopped.wait(timeout: .now() + seconds) == .timedOut {
                write(line())
            }
        }
    }

    /// Notes that `done` steps are finished and which one runs now.
    public func update(done: Int, label: String) {
        state.withLock { $0.done = done; $0.label = label }
    }

    /// Writes the final line and stops the thread.
    public func finish() {
        let first = state.withLock { s in
            defer { s.finished = true }
            return !s.finished
        }
        guard first else { return }
        stopped.signal()
        let elapsed = ContinuousClock.now - started
        write("\(what): done, \(total) of \(total), \(cells()) cells, in \(Self.format(elapsed))")
    }

    /// The line written now.
    func line() -> String {
        let (done, label) = state.withLock { ($0.done, $0.label) }
        let elapsed = ContinuousClock.now - started
        var text = "\(what): \(done) of \(total) done, \(cells()) cells, \(Self.format(elapsed))"
        if done > 0 {
            let left = elapsed / done * (total - done)
            text += ", about \(Self.format(left)) left"
        }
        return text + (label.isEmpty ? "" : "; \(label)")
    }

    /// `45 s`, `3 min 20 s`.
    static func format(_ d: Duration) -> String {
        let s = Int(d.components.seconds)
        return s < 60 ? "\(s) s" : "\(s / 60) min \(s % 60) s"
    }
}
