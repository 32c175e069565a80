/// The parts of one split run, in shard order: what both `glance report` merges (a check's
/// parts, a golden matrix's) check the same way. Refuses a part given twice and parts split
/// differently; says which parts are missing.
struct ShardedParts<Part> {
    /// The parts by shard index.
    let parts: [Part]
    /// "part 2/3 missing: the report covers 2 of 3 parts", or nil when none is.
    let missing: String?

    /// `label` starts every message (a golden matrix's name; empty for a check run).
    init(_ given: [(file: String, shard: String, part: Part)], label: String = "") throws(MergeError) {
        var seen: [Shard: String] = [:], ordered: [(shard: Shard, part: Part)] = []
        var firstPart: (file: String, count: Int)?
        for (file, text, part) in given {
            let shard: Shard
            do { shard = try Shard(parsing: text) } catch { throw MergeError("\(file): shard \(error.description)") }
            if let (first, count) = firstPart, count != shard.count {
                throw MergeError("\(label)\(file) is part \(shard) but \(first) is part of \(count): the parts of one run are split alike")
            }
            if firstPart == nil { firstPart = (file, shard.count) }
            if let other = seen[shard] { throw MergeError("\(label)part \(shard) is given twice: \(other) and \(file)") }
            seen[shard] = file
            ordered.append((shard, part))
        }
        parts = ordered.sorted { $0.shard.index < $1.shard.index }.map(\.part)
        let count = firstPart?.count ?? 1
        let absent = (1...count).filter { seen[Shard(index: $0, count: count)] == nil }
        missing = absent.isEmpty ? nil
            : "\(label)part\(absent.count == 1 ? "" : "s") \(absent.map { "\($0)/\(count)" }.joined(separator: ", ")) missing: the report covers \(seen.count) of \(count) parts"
    }
}
