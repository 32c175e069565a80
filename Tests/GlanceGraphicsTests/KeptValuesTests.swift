import GlanceGraphics
import Testing

/// The keep-what-fits rule the glyph, arc and layout caches share.
@Suite struct KeptValuesTests {
    /// Looks `key` up and keeps a value for it when there is room; whether it was a hit.
    func use(_ cache: KeptValues<Int, Int>, _ key: Int, bytes: Int = 0) -> Bool {
        if cache.value(for: key) != nil { return true }
        if cache.hasRoom() { cache.keep(key, bytes: bytes, for: key) }
        return false
    }

    @Test func aLoopLargerThanTheCacheKeepsWhatFitsAndHitsOnIt() {
        let cache = KeptValues<Int, Int>(capacity: 4, staleAfter: 100)
        for key in 0..<10 { _ = use(cache, key) }
        // Least-recently-used eviction would miss every time round a loop of 10 keys.
        let hits = (0..<10).filter { use(cache, $0) }
        #expect(hits == [0, 1, 2, 3])
    }

    /// A stream of new keys (first renders of new entries) past a full cache: every lookup
    /// misses, the cache holds no more than its count, and stale values make room for new ones.
    @Test func newKeysPastAFullStaleCacheTakeTheStaleOnesPlaces() {
        let cache = KeptValues<Int, Int>(capacity: 512, staleAfter: 600)
        for key in 0..<512 { _ = use(cache, key) }
        for key in 1000..<5000 { #expect(!use(cache, key)) }
        #expect(cache.count <= 512)
        let kept = (4500..<5000).filter { cache.value(for: $0) != nil }.count
        #expect(kept >= 400, "only \(kept) of the last 500 new values were kept")
    }

    @Test func valuesUnusedForLongMakeRoomForNewOnes() {
        let cache = KeptValues<Int, Int>(capacity: 2, staleAfter: 5)
        _ = use(cache, 1)
        _ = use(cache, 2)
        for _ in 0..<6 { #expect(use(cache, 2)) }
        #expect(!use(cache, 3))  // kept in place of 1, unused for more than 5 lookups
        #expect(use(cache, 3) && use(cache, 2) && !use(cache, 1))
    }

    @Test func theByteLimitHoldsAsWellAsTheCount() {
        let cache = KeptValues<Int, Int>(capacity: 100, byteLimit: 48, staleAfter: 1000)
        for key in 0..<5 { _ = use(cache, key, bytes: 16) }  // room for three
        #expect((0..<5).filter { use(cache, $0, bytes: 16) } == [0, 1, 2])
    }
}
