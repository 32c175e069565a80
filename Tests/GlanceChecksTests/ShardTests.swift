import Foundation
import GlanceChecks
import GlanceFirmware
import Testing

/// `--shard i/n` splits a check run's cells by a stable hash; the parts of any n together find
/// exactly what one run finds (docs/checks.md, "Sharding").
@MainActor
@Suite struct ShardTests {
    @Test(arguments: [2, 3, 4, 7]) nonisolated func thePartsCoverEveryKeyExactlyOnce(count: Int) {
        let keys = (0..<2000).map { "widget-\($0 % 37)|accessoryCircular|watch-45mm|locked-dim-fullColor|e\($0)" }
        for key in keys {
            let owners = (1...count).filter { Shard(index: $0, count: count).contains(key) }
            #expect(owners.count == 1, "\(key) is in parts \(owners)")
        }
        // Roughly even: no part has more than twice its share.
        let sizes = (1...count).map { i in keys.filter { Shard(index: i, count: count).contains($0) }.count }
        #expect(sizes.allSatisfy { $0 < 2 * keys.count / count && $0 > 0 }, "\(sizes)")
    }

    /// The hash is FNV-1a: a key's part is the same on every machine, run and version.
    @Test nonisolated func aKeysPartIsFixed() {
        // FNV-1a("a") = 0xaf63dc4c8601ec8c: 0 modulo 2, 5 modulo 7.
        #expect(Shard(index: 1, count: 2).contains("a") && !Shard(index: 2, count: 2).contains("a"))
        #expect(Shard(index: 6, count: 7).contains("a"))
        #expect(Shard.whole.contains("anything"))
    }

    @Test nonisolated func badFormsAreRefusedNamingTheForm() throws {
        for bad in ["0/4", "5/4", "2", "a/b", "1/0", "-1/3", "1/4/2", ""] {
            #expect(throws: ShardError.self) { try Shard(parsing: bad) }
        }
        #expect(try Shard(parsing: "3/4") == Shard(index: 3, count: 4))
        #expect(try Shard.fromEnvironment(["GLANCE_SHARD": "2/3"]) == Shard(index: 2, count: 3))
        #expect(try Shard.fromEnvironment([:]) == nil)
        #expect(throws: ShardError.self) { try Shard.fromEnvironment(["GLANCE_SHARD": "4/3"]) }
    }

    /// Broken ROMs whose findings come from cells, timelines, symbols and burn-in.
    static let roms = ["text-truncated", "privacy-unmarked", "unknown-symbol", "burn-in", "entries-too-close"]

    @Test(arguments: [2, 3, 4, 7]) func shardedChecksFindWhatOneRunFinds(count: Int) async throws {
        func run(_ shard: Shard) async throws -> (findings: [String], cells: Int) {
            var configuration = CheckSupport.quick(devices: ["watch-45mm"])
            configuration.shard = shard
            var findings: [String] = [], cells = 0
            for name in Self.roms {
                let report = try await CheckSupport.check(CheckSupport.brokenFolder.appendingPathComponent("\(name).json").path, configuration)
                findings += report.findings.map { f in
                    [f.check.rawValue, f.widget, f.family.rawValue, f.device ?? "", f.lock?.rawValue ?? "", "\(f.luminanceReduced as Any)", "\(f.mode as Any)", "\(f.entryIndex as Any)", f.message]
                        .joined(separator: " | ")
                }
                cells += report.cellsChecked
            }
            return (findings.sorted(), cells)
        }
        let whole = try await run(.whole)
        #expect(whole.findings.count >= Self.roms.count, "every broken ROM finds something")
        var parts: [(findings: [String], cells: Int)] = []
        for i in 1...count { parts.append(try await run(Shard(index: i, count: count))) }
        #expect(parts.flatMap(\.findings).sorted() == whole.findings)
        #expect(parts.map(\.cells).reduce(0, +) == whole.cells)
        #expect(parts.filter { $0.cells > 0 }.count > 1, "the cells are spread over the parts")
    }
}
