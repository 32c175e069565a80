/// Values kept by key, up to a count and a number of bytes, for caches whose lookups come
/// round in a loop (a timeline replayed, a face's frames).
///
/// When full, a new value is kept only in place of one unused for `staleAfter` lookups: a
/// working set larger than the cache keeps the part that fits and hits on it, where emptying
/// the cache or dropping the least recently used would miss every time.
///
/// Its members are inlinable so that each cache's lookups are specialised for its key, as
/// they were when each cache held its own dictionary.
public final class KeptValues<Key: Hashable, Value> {
    public let capacity: Int
    public let byteLimit: Int
    public let staleAfter: Int
    @exclusivity(unchecked) @usableFromInline var values: [Key: (value: Value, bytes: Int, lastUse: Int)] = [:]
    @exclusivity(unchecked) @usableFromInline var bytes = 0
    @exclusivity(unchecked) @usableFromInline var uses = 0
    /// When full, nothing can go stale before this many lookups: the scan for stale values
    /// waits until then instead of running at every miss.
    @exclusivity(unchecked) @usableFromInline var noneStaleBefore = 0
    /// Scans for stale values, so far.
    @exclusivity(unchecked) @usableFromInline var scanCount = 0
    public var scans: Int { scanCount }

    public init(capacity: Int, byteLimit: Int = .max, staleAfter: Int) {
        self.capacity = capacity
        self.byteLimit = byteLimit
        self.staleAfter = staleAfter
    }

    /// Values kept.
    @inlinable public var count: Int { values.count }

    /// The value kept for `key`, if any; counts as a lookup.
    @inlinable public func value(for key: Key) -> Value? {
        uses += 1
        guard let index = values.index(forKey: key) else { return nil }
        values.values[index].lastUse = uses
        return values.values[index].value
    }

    /// Whether another value can be kept, after dropping stale ones if the cache is full.
    @inlinable public func hasRoom() -> Bool {
        guard values.count >= capacity || bytes >= byteLimit else { return true }
        guard uses >= noneStaleBefore else { return false }
        // Every stale value goes in one scan: dropping only the oldest made each later miss
        // scan the whole cache again (new entries, all misses, then cost 0.4 ms a render).
        // The keys are gathered first: removing while iterating would copy the whole
        // dictionary at the first removal, since the iteration still holds its storage.
        scanCount += 1
        let stale = values.compactMap { $0.value.lastUse < uses - staleAfter ? $0.key : nil }
        for key in stale { bytes -= values.removeValue(forKey: key)?.bytes ?? 0 }
        // The next scan waits until the oldest value left can have gone stale, and at least an
        // eighth of the cache's count of lookups: values never used again (new entries) go
        // stale one a lookup, and a scan for each would cost as much as before.
        let oldest = values.values.map(\.lastUse).min() ?? uses
        noneStaleBefore = max(oldest + staleAfter + 1, uses + max(1, capacity / 8))
        return values.count < capacity && bytes < byteLimit
    }

    /// Keeps `value`, which takes `bytes`, under `key`, in place of any value kept there.
    @inlinable public func keep(_ value: Value, bytes: Int = 0, for key: Key) {
        // One lookup: the old value, if any, comes back from the update.
        if let old = values.updateValue((value, bytes, uses), forKey: key) { self.bytes -= old.bytes }
        self.bytes += bytes
    }
}
