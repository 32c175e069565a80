import GlanceGraphics
import Synchronization

/// Values worked out once and shared by every renderer on every core: a bounded dictionary
/// behind a lock, emptied when it reaches `limit` (what it keeps is cheap to work out again).
final class SharedMemo<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let kept = Mutex<[Key: Value]>([:])
    private let limit: Int

    init(limit: Int) { self.limit = limit }

    func value(for key: Key) -> Value? { kept.withLock { $0[key] } }

    func store(_ value: Value, for key: Key) {
        kept.withLock {
            if $0.count >= limit { $0.removeAll(keepingCapacity: true) }
            $0[key] = value
        }
    }
}
