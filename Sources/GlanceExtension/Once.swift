import Foundation
import Synchronization

/// A value a callback hands over once, from any thread or never: awaited as long as it takes
/// (the extension, whose host keeps the time) or within a limit (a provider in this process).
public final class Once<Value: Sendable>: Sendable {
    private let state = Mutex<(value: Value?, expired: Bool, waiter: CheckedContinuation<Value?, Never>?)>((nil, false, nil))

    public init() {}

    /// Hands over the value; later calls are ignored.
    public func finish(_ value: Value) {
        let waiter = state.withLock { s -> CheckedContinuation<Value?, Never>? in
            guard s.value == nil, !s.expired else { return nil }
            s.value = value
            defer { s.waiter = nil }
            return s.waiter
        }
        waiter?.resume(returning: value)
    }

    /// The value, however long it takes.
    public var value: Value {
        get async {
            // Never nil: nothing expires without a limit.
            await wait()!
        }
    }

    /// The value, or nil when it has not come within `limit`.
    public func value(within limit: Duration) async -> Value? {
        let timer = Task { [weak self] in
            try? await Task.sleep(for: limit)
            self?.expire()
        }
        defer { timer.cancel() }
        return await wait()
    }

    private func wait() async -> Value? {
        await withCheckedContinuation { c in
            let ready = state.withLock { s -> (Value?, Bool) in
                if s.value == nil && !s.expired { s.waiter = c }
                return (s.value, s.expired)
            }
            if ready.0 != nil || ready.1 { c.resume(returning: ready.0) }
        }
    }

    private func expire() {
        state.withLock { s -> CheckedContinuation<Value?, Never>? in
            guard s.value == nil else { return nil }
            s.expired = true
            defer { s.waiter = nil }
            return s.waiter
        }?.resume(returning: nil)
    }
}
