import Synchronization

/// Values made once per key and shared by every copy of their owner: an entry's views per
/// family and brightness, a widget's compiled templates per family and request time. Past
/// `limit` keys it starts again (a widget asked at many request times keeps the latest).
final class KeptOnce<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let values = Mutex<[Key: Value]>([:])
    private let limit: Int

    init(limit: Int = .max) { self.limit = limit }

    func value(_ key: Key, make: () -> Value) -> Value {
        if let kept = values.withLock({ $0[key] }) { return kept }
        let made = make()
        values.withLock { all in
            if all.count >= limit { all.removeAll() }
            all[key] = made
        }
        return made
    }
}
