import Foundation
import Testing

/// docs/ci.md's GitHub Actions recipe, its check and report commands run here for shards 1 to
/// 4 (the weather example standing in for `MyWidgets`), as the matrix's runners and the
/// report job would: the merged report is the one unsharded run's.
@Suite struct CIRecipeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The `run:` lines of the recipe's first YAML block.
    static func runLines() throws -> [String] {
        let text = try String(contentsOf: root.appendingPathComponent("docs/ci.md"), encoding: .utf8)
        let block = try #require(text.components(separatedBy: "```yaml").dropFirst().first?.components(separatedBy: "```").first)
        return block.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.hasPrefix("- run: ") || $0.hasPrefix("run: ") }
            .map { String($0.drop { $0 != ":" }.dropFirst(2)) }
    }

    @Test func theRecipesShardsMergeIntoOneRun() throws {
        let scratch = try ScratchFolder("glance-ci-recipe")
        let lines = try Self.runLines()
        let check = try #require(lines.first { $0.contains("MyWidgets check --shard") })
        let report = try #require(lines.first { $0.contains("glance report") })
        #expect(lines.contains { $0.hasPrefix("GLANCE_SHARD=${{ matrix.shard }}/4 GLANCE_RESULTS=parts swift test") }, "goldens run in shards too")
        let bundle = GlanceProcess.binary("WeatherComplication"), glance = GlanceProcess.binary()
        func local(_ line: String, shard: Int? = nil) -> String {
            var text = line.replacingOccurrences(of: "swift run MyWidgets", with: bundle).replacingOccurrences(of: "swift run glance", with: glance)
            if let shard { text = text.replacingOccurrences(of: "${{ matrix.shard }}", with: "\(shard)") }
            // One device keeps the run short; it goes before the recipe's `|| true`.
            let parts = text.components(separatedBy: " || ")
            return ([parts[0] + " --device watch-45mm"] + parts.dropFirst()).joined(separator: " || ")
        }
        func sh(_ command: String) throws -> (status: Int32, out: String, err: String) {
            try GlanceProcess.run(["600", "/bin/sh", "-c", "mkdir -p parts && " + command], program: "/usr/bin/timeout", directory: scratch.path)
        }
        for shard in 1...4 {
            let r = try sh(local(check, shard: shard))
            #expect(r.status == 0, "shard \(shard): \(r.err.suffix(400))")
        }
        // The report command takes no --device: it only reads the parts.
        let merged = try sh(local(report).replacingOccurrences(of: " --device watch-45mm", with: ""))
        let whole = try sh("\(bundle) check --device watch-45mm --json whole.json > whole.txt")
        #expect(merged.status == whole.status, "\(merged.err.suffix(400))")
        func findings(_ name: String) throws -> NSArray {
            let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: "\(scratch.path)/\(name)"))) as? [String: Any]
            // Without the pictures' file names, which say which part drew them.
            let findings = (json?["findings"] as? [[String: Any]] ?? []).map { $0.filter { $0.key != "picture" } }
            return NSArray(array: findings)
        }
        #expect(try findings("report.json").isEqual(try findings("whole.json")))
        #expect(FileManager.default.fileExists(atPath: "\(scratch.path)/report.xml"))
        #expect(FileManager.default.fileExists(atPath: "\(scratch.path)/report-html/index.html"), "the HTML report: \(merged.err.suffix(400))")
    }
}
