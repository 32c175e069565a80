import Foundation

/// One of `count` parts of a matrix of cells (`glance check --shard 2/4`, `GLANCE_SHARD=2/4` for
/// golden tests): the cells whose key hashes to `index - 1` modulo `count`. The hash (64-bit
/// FNV-1a of the key's UTF-8) is the same on every machine and run, and a key names only its
/// own cell, so adding a widget never moves another widget's cells; the parts 1…n of any n
/// cover every cell exactly once.
public struct Shard: Hashable, Sendable, CustomStringConvertible {
    /// Which part, from 1.
    public let index: Int
    /// How many parts in all.
    public let count: Int

    /// The whole matrix: one part of one.
    public static let whole = Shard(index: 1, count: 1)

    /// The environment variable golden tests read their part from.
    public static let environmentKey = "GLANCE_SHARD"

    public init(index: Int, count: Int) {
        precondition(count >= 1 && (1...count).contains(index), "a shard is i/n with 1 ≤ i ≤ n")
        (self.index, self.count) = (index, count)
    }

    /// Reads `i/n` (1 ≤ i ≤ n ≤ 10,000), or fails naming the form.
    public init(parsing text: String) throws(ShardError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), (1...10_000).contains(n), (1...n).contains(i) else {
            throw ShardError("'\(text)' is not a part of the work; write i/n with 1 ≤ i ≤ n, e.g. 2/4")
        }
        self.init(index: i, count: n)
    }

    /// The part `GLANCE_SHARD` names, nil when it is unset or empty.
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) throws(ShardError) -> Shard? {
        guard let text = environment[environmentKey], !text.isEmpty else { return nil }
        do { return try Shard(parsing: text) } catch { throw ShardError("\(environmentKey): \(error.description)") }
    }

    /// Whether the cell named `key` is in this part.
    public func contains(_ key: String) -> Bool {
        count == 1 || Int(Self.hash(key) % UInt64(count)) == index - 1
    }

    /// 64-bit FNV-1a.
    static func hash(_ key: String) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 {
            h ^= UInt64(byte)
            h = h &* 0x0000_0100_0000_01b3
        }
        return h
    }

    public var description: String { "\(index)/\(count)" }
}

/// A shard that cannot be read.
public struct ShardError: Error, CustomStringConvertible, Sendable {
    public let description: String
    public init(_ description: String) { self.description = description }
}
