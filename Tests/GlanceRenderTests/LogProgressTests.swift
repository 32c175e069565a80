import Foundation
import Synchronization
import Testing

@testable import GlanceChecksCommand

/// `check` in a log or a pipe: a progress line at least every interval while it works, and a
/// final line; never silent for minutes (issue: 6 silent minutes in a debug CI log).
@Suite struct LogProgressTests {
    @Test func linesComeEveryIntervalWhileWorkGoesOnAndOneAtTheEnd() {
        let lines = Mutex<[String]>([])
        let progress = LogProgress(total: 4, what: "check", interval: .milliseconds(40), cells: { 120 }) { line in lines.withLock { $0.append(line) } }
        progress.update(done: 1, label: "checking tides")
        Thread.sleep(forTimeInterval: 0.3)
        progress.finish()
        let seen = lines.withLock { $0 }
        #expect(seen.count >= 4, "\(seen)")
        #expect(seen.first?.hasPrefix("check: 1 of 4 done, 120 cells, ") == true, "\(seen)")
        #expect(seen.first?.contains("left; checking tides") == true, "\(seen)")
        #expect(seen.last?.hasPrefix("check: done, 4 of 4, 120 cells, in ") == true, "\(seen)")
        // Nothing after the final line.
        Thread.sleep(forTimeInterval: 0.15)
        #expect(lines.withLock { $0.count } == seen.count)
    }

    /// The real command through a pipe ends with its final progress line on standard error.
    @Test func checkThroughAPipeSaysWhenItIsDone() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
        let r = try GlanceProcess.run(["check", "\(root)/roms/steps.json", "--device", "watch-45mm"])
        #expect(r.err.contains("check: done, 1 of 1, "), "\(r.err)")
    }
}
