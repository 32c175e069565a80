import Foundation
import Synchronization

/// A value a callback delivers once, from any thread, awaited with a time limit so a provider
/// that never calls back cannot hang the program.
final class Delivery<Value: Sendable>: Sendable {
    private struct State {
        var result: Value?
        var waiter: CheckedContinuation<Value?, Never>?
    }

    private let state = Mutex(State())

    /// Hands over the value; later calls are ignored.
    func finish(_ value: Value) {
        let waiter: CheckedContinuation<Value?, Never>? = state.withLock { s in
            guard s.result == nil else { return nil }
            s.result = value
            defer { s.waiter = nil }
            return s.waiter
        }
        waiter?.resume(returning: value)
    }

    private func expire() {
        state.withLock { s in
            defer { s.waiter = nil }
            return s.waiter
        }?.resume(returning: nil)
    }

    /// The value, or an error naming `what` when it has not come within `limit`.
    func value(within limit: Duration, what: String) async throws(PreviewError) -> Value {
        let timer = Task { [weak self] in
            try? await Task.sleep(for: limit)
            self?.expire()
        }
        defer { timer.cancel() }
        let value: Value? = await withCheckedContinuation { c in
            let ready: Value? = state.withLock { s in
                if s.result == nil { s.waiter = c }
                return s.result
            }
            if let ready { c.resume(returning: ready) }
        }
        guard let value else { throw PreviewError("\(what) did not arrive within \(limit)") }
        return value
    }
}
