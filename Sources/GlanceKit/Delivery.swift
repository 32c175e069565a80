import Foundation

/// A value a callback delivers once, from any thread, awaited with a time limit so a provider
/// that never calls back cannot hang the program.
final class Delivery<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var result: Value?
    private var waiter: CheckedContinuation<Value?, Never>?

    /// Hands over the value; later calls are ignored.
    func finish(_ value: Value) {
        lock.lock()
        guard result == nil else { return lock.unlock() }
        result = value
        let w = waiter
        waiter = nil
        lock.unlock()
        w?.resume(returning: value)
    }

    private func expire() {
        lock.lock()
        let w = waiter
        waiter = nil
        lock.unlock()
        w?.resume(returning: nil)
    }

    /// The value, or an error naming `what` when it has not come within `limit`.
    func value(within limit: Duration, what: String) async throws(PreviewError) -> Value {
        let timer = Task { [weak self] in
            try? await Task.sleep(for: limit)
            self?.expire()
        }
        defer { timer.cancel() }
        let value: Value? = await withCheckedContinuation { c in
            lock.lock()
            if let result {
                lock.unlock()
                c.resume(returning: result)
            } else {
                waiter = c
                lock.unlock()
            }
        }
        guard let value else { throw PreviewError("\(what) did not arrive within \(limit)") }
        return value
    }
}
