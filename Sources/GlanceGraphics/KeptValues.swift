/// Values kept by key, up to a count and a number of bytes, for caches whose lookups come
/// round in a loop (a timeline replayed, a face's frames).
///
/// When full, a new value is kept only in place of one unused for `staleAfter` lookups: a
/// working set larger than the cache keeps the part that fits and hits on it, where emptying
/// the cache or dropping the least recently used would miss every time.
///
/// The values lie in one array and a dictionary maps each key to its place in it, so the scan
/// for stale values reads each one's last use where it lies: iterating a dictionary copied
/// every key and value, a reference count or two apiece, 768 of them a scan of the layout
/// cache (docs/bench.md, "Tenth round").
///
/// Its members are inlinable so that each cache's lookups are specialised for its key, as
/// they were when each cache held its own dictionary.
public final class KeptValues<Key: Hashable, Value> {
    public let capacity: Int
    public let byteLimit: Int
    public let staleAfter: Int

    @usableFromInline
    struct Slot {
        @usableFromInline var key: Key
        @usableFromInline var value: Value
        @usableFromInline var bytes: Int
        @usableFromInline var lastUse: Int

        @inlinable init(key: Key, value: Value, bytes: Int, lastUse: Int) {
            (self.key, self.value, self.bytes, self.lastUse) = (key, value, bytes, lastUse)
        }
    }

    /// Where each key's value lies in `slots`.
    @exclusivity(unchecked) @usableFromInline var places: [Key: Int] = [:]
    @exclusivity(unchecked) @usableFromInline var slots: [Slot] = []
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
    @inlinable public var count: Int { slots.count }

    /// The value kept for `key`, if any; counts as a lookup.
    @inlinable public func value(for key: Key) -> Value? {
        uses += 1
        guard let place = places[key] else { return nil }
        slots[place].lastUse = uses
        return slots[place].value
    }

    /// Whether another value can be kept, after dropping stale ones if the cache is full.
    @inlinable public func hasRoom() -> Bool {
        guard slots.count >= capacity || bytes >= byteLimit else { return true }
        guard uses >= noneStaleBefore else { return false }
        // Every stale value goes in one scan: dropping only the oldest made each later miss
        // scan the whole cache again (new entries, all misses, then cost 0.4 ms a render).
        scanCount += 1
        let staleBefore = uses - staleAfter
        var place = slots.count - 1
        // From the end: a value moved into a place dropped comes from past it, already looked at.
        while place >= 0 {
            if slots[place].lastUse < staleBefore { drop(at: place) }
            place -= 1
        }
        // The next scan waits until the oldest value left can have gone stale, and at least an
        // eighth of the cache's count of lookups: values never used again (new entries) go
        // stale one a lookup, and a scan for each would cost as much as before.
        var oldest = uses
        for place in slots.indices where slots[place].lastUse < oldest { oldest = slots[place].lastUse }
        noneStaleBefore = max(oldest + staleAfter + 1, uses + max(1, capacity / 8))
        return slots.count < capacity && bytes < byteLimit
    }

    /// Keeps `value`, which takes `bytes`, under `key`, in place of any value kept there.
    @inlinable public func keep(_ value: Value, bytes: Int = 0, for key: Key) {
        if let place = places[key] {
            self.bytes += bytes - slots[place].bytes
            (slots[place].value, slots[place].bytes, slots[place].lastUse) = (value, bytes, uses)
            return
        }
        places[key] = slots.count
        slots.append(Slot(key: key, value: value, bytes: bytes, lastUse: uses))
        self.bytes += bytes
    }

    /// Drops the value at `place`: the last value moves into its place.
    @usableFromInline func drop(at place: Int) {
        bytes -= slots[place].bytes
        places[slots[place].key] = nil
        let last = slots.count - 1
        if place != last {
            slots.swapAt(place, last)
            places[slots[place].key] = place
        }
        slots.removeLast()
    }
}
