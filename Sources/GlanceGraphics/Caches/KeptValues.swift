/// Values kept by key, up to a count and a number of bytes, for caches whose lookups come
/// round in a loop (a timeline replayed, a face's frames).
///
/// When full, a new value is kept only in place of one unused for `staleAfter` lookups: a
/// working set larger than the cache keeps the part that fits and hits on it, where emptying
/// the cache or dropping the least recently used would miss every time.
///
/// The values lie in one array, their last uses in another beside it, and a dictionary maps
/// each key to its place in both, so the scan for stale values reads eight bytes a value where
/// they lie: iterating a dictionary copied every key and value, a reference count or two
/// apiece, 768 of them a scan of the layout cache, and a scan of whole slots read a glyph key
/// with each (docs/bench.md, "Tenth round"). A value dropped leaves its place empty for the
/// next one kept, so no other value moves and no other key is looked up again.
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

        @inlinable init(key: Key, value: Value, bytes: Int) {
            (self.key, self.value, self.bytes) = (key, value, bytes)
        }
    }

    /// Where each key's value lies in `slots` and `lastUses`.
    @exclusivity(unchecked) @usableFromInline var places: [Key: Int] = [:]
    /// The values by place; `nil` where one was dropped.
    @exclusivity(unchecked) @usableFromInline var slots: [Slot?] = []
    /// The lookup count at each value's last use, by place; `Int.max` (never stale) where empty.
    @exclusivity(unchecked) @usableFromInline var lastUses: [Int] = []
    /// Empty places, for the next values kept.
    @exclusivity(unchecked) @usableFromInline var emptyPlaces: [Int] = []
    @exclusivity(unchecked) @usableFromInline var bytes = 0
    @exclusivity(unchecked) @usableFromInline var uses = 0
    /// When full, nothing can go stale before this many lookups: the scan for stale values
    /// waits until then instead of running at every miss.
    @exclusivity(unchecked) @usableFromInline var noneStaleBefore = 0

    public init(capacity: Int, byteLimit: Int = .max, staleAfter: Int) {
        self.capacity = capacity
        self.byteLimit = byteLimit
        self.staleAfter = staleAfter
    }

    /// Values kept.
    @inlinable public var count: Int { places.count }
    /// The bytes counted for the values kept.
    @inlinable public var byteCount: Int { bytes }

    /// The value kept for `key`, if any; counts as a lookup.
    @inlinable public func value(for key: Key) -> Value? {
        uses += 1
        guard let place = places[key] else { return nil }
        lastUses[place] = uses
        return slots[place].unsafelyUnwrapped.value
    }

    /// Whether another value can be kept, after dropping stale ones if the cache is full.
    @inlinable public func hasRoom() -> Bool {
        guard places.count >= capacity || bytes >= byteLimit else { return true }
        guard uses >= noneStaleBefore else { return false }
        // Every stale value goes in one scan: dropping only the oldest made each later miss
        // scan the whole cache again (a run of new entries, all misses, paid a scan each).
        let staleBefore = uses - staleAfter
        var oldest = uses
        for place in lastUses.indices {
            let lastUse = lastUses[place]
            if lastUse < staleBefore {
                drop(at: place)
            } else if lastUse < oldest {
                oldest = lastUse
            }
        }
        // The next scan waits until the oldest value left can have gone stale, and at least an
        // eighth of the cache's count of lookups: values never used again (new entries) go
        // stale one a lookup, and a scan for each would cost as much as before.
        noneStaleBefore = max(oldest + staleAfter + 1, uses + max(1, capacity / 8))
        return places.count < capacity && bytes < byteLimit
    }

    /// Keeps `value`, which takes `bytes`, under `key`, in place of any value kept there.
    @inlinable public func keep(_ value: Value, bytes: Int = 0, for key: Key) {
        self.bytes += bytes
        if let place = places[key] {
            self.bytes -= slots[place].unsafelyUnwrapped.bytes
            (slots[place], lastUses[place]) = (Slot(key: key, value: value, bytes: bytes), uses)
        } else if let place = emptyPlaces.popLast() {
            places[key] = place
            (slots[place], lastUses[place]) = (Slot(key: key, value: value, bytes: bytes), uses)
        } else {
            places[key] = slots.count
            slots.append(Slot(key: key, value: value, bytes: bytes))
            lastUses.append(uses)
        }
    }

    /// Counts `bytes` more for the value kept under `key`, if any: for values that grow once
    /// kept (a text's fits, made as sizes are offered).
    @inlinable public func add(bytes: Int, for key: Key) {
        guard let place = places[key] else { return }
        slots[place]?.bytes += bytes
        self.bytes += bytes
    }

    /// Drops the value at `place`, leaving the place empty.
    @usableFromInline func drop(at place: Int) {
        let slot = slots[place].unsafelyUnwrapped
        bytes -= slot.bytes
        places[slot.key] = nil
        (slots[place], lastUses[place]) = (nil, .max)
        emptyPlaces.append(place)
    }
}
