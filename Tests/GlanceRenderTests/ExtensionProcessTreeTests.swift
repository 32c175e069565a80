import Foundation
import Testing

/// A provider that starts helper processes which outlive it (HostileWidgets' `Fork`: a
/// Foundation `Process` in a group of its own and a bare `fork()`, both holding its pipes)
/// costs nothing but its own slot: every host command ends in bounded time and leaves no
/// process behind (docs/extension.md, "Processes an extension starts").
@Suite(.serialized) struct ExtensionProcessTreeTests {
    private let scratch: ScratchFolder
    init() throws { scratch = try ScratchFolder("glance-tree") }

    /// Processes whose environment carries `mark`: the helpers of one test's run (and its extensions).
    static func processes(marked mark: String) -> [String] {
        let me = getpid()
        return ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).compactMap { name in
            guard let pid = Int32(name), pid != me,
                let environ = FileManager.default.contents(atPath: "/proc/\(name)/environ"),
                environ.split(separator: 0).contains(where: { String(decoding: $0, as: UTF8.self) == "GLANCE_TEST_SLEEP=\(mark)" }),
                let stat = try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8), !stat.contains(") Z ")
            else { return nil }
            return (try? String(contentsOfFile: "/proc/\(name)/cmdline", encoding: .utf8))?.replacingOccurrences(of: "\0", with: " ") ?? name
        }
    }

    /// Runs `arguments` with a fresh mark, expects it to end well inside its timeout, and to leave nothing.
    func expectEndsCleanly(_ arguments: [String], program: String, environment: [String: String] = [:], _ label: String) throws {
        let mark = "600.\(Int.random(in: 100_000...999_999))"
        let started = ContinuousClock.now
        var env: [String: String?] = ["GLANCE_TEST_SLEEP": mark]
        for (k, v) in environment { env[k] = v }
        let run = try GlanceProcess.run(arguments, program: program, environment: env, timeout: 120)
        let elapsed = ContinuousClock.now - started
        #expect(run.status != 124 && run.status != 137, "\(label) did not end: \(run.err.suffix(500))")
        #expect(elapsed < .seconds(90), "\(label) took \(elapsed)")
        // A helper killed a moment ago may still be on its way out.
        var left = Self.processes(marked: mark)
        for _ in 0..<20 where !left.isEmpty {
            usleep(100_000)
            left = Self.processes(marked: mark)
        }
        #expect(left.isEmpty, "\(label) left \(left)")
    }

    @Test func checkEndsAndLeavesNoProcess() throws {
        try expectEndsCleanly(["check", "--deadline", "2", "--family", "accessoryCircular", "--json", "\(scratch.path)/c.json"], program: "HostileWidgets", "check")
    }

    @Test func previewsEndAndLeaveNoProcess() throws {
        try expectEndsCleanly(["previews", "--filter", "Fork", "--states", "unlocked", "-o", "\(scratch.path)/p"], program: "HostileWidgets", "previews")
    }

    @Test func theWindowEndsAndLeavesNoProcess() throws {
        try expectEndsCleanly(
            ["run", "--bundle", GlanceProcess.binary("HostileWidgets"), "--keys", "r", "--quit-after-keys"], program: "glance",
            environment: ["SDL_VIDEODRIVER": "dummy"], "glance run --bundle")
    }
}
