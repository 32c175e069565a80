import ArgumentParser

/// One of `count` parts of a benchmark (`--shard 2/3`): the rows whose index in the full,
/// ordered list leaves `index - 1` when divided by `count`. Dealing rows round-robin spreads
/// each widget's families (which cost very different amounts) over every part.
struct BenchShard: Hashable, Sendable, CustomStringConvertible {
    /// Which part, from 1.
    let index: Int
    /// How many parts in all.
    let count: Int

    static let forms = "i/n with 1 ≤ i ≤ n, e.g. 1/4"

    init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// Reads `i/n`, or fails naming the allowed form.
    init(parsing text: String) throws {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), n >= 1, (1...n).contains(i) else {
            throw ValidationError("--shard '\(text)' is not a part of the work; write \(Self.forms)")
        }
        self.init(index: i, count: n)
    }

    /// Whether the row at `rowIndex` (from 0, in the full list) belongs to this part.
    func contains(_ rowIndex: Int) -> Bool { rowIndex % count == index - 1 }

    /// The indices of `total` rows that belong to this part.
    func rows(of total: Int) -> [Int] { (0..<total).filter(contains) }

    var description: String { "\(index)/\(count)" }
}
