import Foundation
import Testing

/// `glance check --shard i/n` on separate runners, then `glance report` over the parts: the
/// same findings, counts, text and exit status as one unsharded run (issue 49's targets).
@Suite struct ReportCommandTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    /// A ROM with a truncated text beside two sample ROMs.
    static let roms = ["\(root)/Tests/GlanceChecksTests/BrokenRoms/text-truncated.json", "\(root)/roms/steps.json", "\(root)/roms/tides.json"]

    private let scratch: ScratchFolder
    init() throws { scratch = try ScratchFolder("glance-report") }

    func json(_ path: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
    }

    /// The summary without `rendersMade`, which parts make more of (docs/checks.md).
    func counts(_ report: [String: Any]) -> [String: Int] {
        ((report["summary"] as? [String: Int]) ?? [:]).filter { $0.key != "rendersMade" }
    }

    @Test(arguments: [2, 3, 4, 7]) func mergedPartsAreOneRun(count: Int) throws {
        let dir = "\(scratch.path)/n\(count)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        // Warnings fail the run, so the parts' threshold must carry over to the merge.
        let args = Self.roms + ["--device", "watch-45mm", "--fail-on", "warning"]
        let whole = try GlanceProcess.run(["check"] + args + ["--json", "\(dir)/whole.json"])
        #expect(whole.status == 1, "the broken ROM's warnings fail the run: \(whole.err)")
        var parts: [String] = []
        for i in 1...count {
            let part = try GlanceProcess.run(["check"] + args + ["--shard", "\(i)/\(count)", "--json", "\(dir)/part\(i).json"])
            #expect(part.status == 0 || part.status == 1, "\(part.err)")
            parts.append("\(dir)/part\(i).json")
        }
        let merged = try GlanceProcess.run(["report"] + parts.reversed() + ["--json", "\(dir)/merged.json", "--junit", "\(dir)/merged.xml"])
        #expect(merged.status == whole.status, "\(merged.err)")
        let a = try json("\(dir)/whole.json"), b = try json("\(dir)/merged.json")
        #expect(NSArray(array: a["findings"] as? [Any] ?? []).isEqual(to: b["findings"] as? [Any] ?? []), "the same findings in the same order")
        #expect(counts(a) == counts(b) && !counts(a).isEmpty, "\(counts(a)) vs \(counts(b))")
        #expect((a["widgets"] as? [String]) == (b["widgets"] as? [String]))
        // The text report too, but for the renders count.
        func text(_ s: String) -> String { s.replacingOccurrences(of: #"\(\d+ renders\)"#, with: "", options: .regularExpression) }
        #expect(text(merged.out) == text(whole.out))
        let junit = try String(contentsOfFile: "\(dir)/merged.xml", encoding: .utf8)
        #expect(junit.contains("<testsuites name=\"glance check\"") && junit.contains("<failure type=\"text-truncated\""))
    }

    @Test func aPartTwiceOrFromAnotherRunIsRefusedAndAMissingPartWarned() throws {
        let dir = scratch.path
        let args = [Self.roms[1], "--device", "watch-45mm"]
        for i in 1...3 { _ = try GlanceProcess.run(["check"] + args + ["--shard", "\(i)/3", "--json", "\(dir)/p\(i).json"]) }
        _ = try GlanceProcess.run(["check"] + args + ["--shard", "1/3", "--preset", "garmin", "--json", "\(dir)/other.json"])
        let twice = try GlanceProcess.run(["report", "\(dir)/p1.json", "\(dir)/p2.json", "\(dir)/p1.json"])
        #expect(twice.status != 0 && twice.err.contains("part 1/3 is given twice"), "\(twice.err)")
        let other = try GlanceProcess.run(["report", "\(dir)/p2.json", "\(dir)/other.json"])
        #expect(other.status != 0 && other.err.contains("parts of different runs") && other.err.contains("preset"), "\(other.err)")
        let missing = try GlanceProcess.run(["report", "\(dir)/p1.json", "\(dir)/p3.json"])
        #expect(missing.status == 0 && missing.err.contains("warning: part 2/3 missing"), "\(missing.err)")
        try "{\"preset\": 3}".write(toFile: "\(dir)/bad.json", atomically: true, encoding: .utf8)
        let bad = try GlanceProcess.run(["report", "\(dir)/bad.json"])
        #expect(bad.status != 0 && bad.err.contains("bad.json") && bad.err.contains("preset"), "\(bad.err)")
        try "{\n\"preset\": \"x\",\n oops}".write(toFile: "\(dir)/broken.json", atomically: true, encoding: .utf8)
        let broken = try GlanceProcess.run(["report", "\(dir)/broken.json"])
        #expect(broken.status == 1 && broken.err.contains("broken.json: not JSON (line 3, column 2"), "\(broken.err)")
        try "{\"kind\": \"goldens\", \"test\": 3}".write(toFile: "\(dir)/golden.json", atomically: true, encoding: .utf8)
        let golden = try GlanceProcess.run(["report", "\(dir)/golden.json"])
        #expect(golden.status == 1 && golden.err.contains("golden.json: not a golden result") && golden.err.contains("test"), "\(golden.err)")
    }
}
