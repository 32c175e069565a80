import Foundation

/// Work on every core, each core with a context of its own (a renderer: its text engine and
/// caches are not shared between threads).
public enum ParallelRenders {
    /// `work` done for each of `items` on up to `workers` threads, each thread taking the next
    /// item with the context `makeContext` made on that thread. Results come in the items'
    /// order; an item is `nil` only where no thread could make a context.
    public static func map<Item: Sendable, Context, Result: Sendable>(
        _ items: [Item], workers: Int, makeContext: @Sendable () -> Context?, _ work: @Sendable (Item, Context) -> Result
    ) -> [Result?] {
        let results = Results<Result>(count: items.count)
        DispatchQueue.concurrentPerform(iterations: max(1, min(workers, items.count))) { _ in
            guard let context = makeContext() else { return }
            while let i = results.claim() { results.store(work(items[i], context), at: i) }
        }
        return results.all
    }

    /// The results as the threads finish them, and the next item to take.
    private final class Results<Result: Sendable>: @unchecked Sendable {
        private let lock = NSLock()
        private var results: [Result?]
        private var next = 0

        init(count: Int) { results = Array(repeating: nil, count: count) }

        /// The next item no thread has taken, if any.
        func claim() -> Int? {
            lock.withLock {
                guard next < results.count else { return nil }
                defer { next += 1 }
                return next
            }
        }

        func store(_ result: Result, at index: Int) { lock.withLock { results[index] = result } }

        var all: [Result?] { lock.withLock { results } }
    }
}
