import Synchronization
import Testing

@testable import GlanceChecksCommand

/// A clock that moves only when told to.
private final class SteppedClock: Clock, Sendable {
    struct Instant: InstantProtocol {
        var offset: Duration
        func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        func duration(to other: Instant) -> Duration { other.offset - offset }
        static func < (a: Instant, b: Instant) -> Bool { a.offset < b.offset }
    }

    private let time = Mutex(Duration.zero)
    var now: Instant { Instant(offset: time.withLock { $0 }) }
    var minimumResolution: Duration { .nanoseconds(1) }
    func sleep(until deadline: Instant, tolerance: Duration?) async throws { advance(by: now.duration(to: deadline)) }
    func advance(by duration: Duration) { time.withLock { $0 += duration } }
}

@MainActor
@Suite struct TerminalProgressTests {
    @Test func redrawsAtMostTenTimesASecondOfItsClockUnlessForced() {
        let clock = SteppedClock()
        var drawn: [String] = []
        let bar = TerminalProgress(rows: 4, width: 80, clock: clock) { drawn.append($0) }
        bar.update(row: 0, fraction: 0.5, label: "aq0")
        bar.update(row: 1, fraction: 0, label: "aq1")  // the same instant: not redrawn
        #expect(drawn.count == 1)
        clock.advance(by: .milliseconds(99))
        bar.update(row: 1, fraction: 0.5, label: "aq1")
        #expect(drawn.count == 1)
        clock.advance(by: .milliseconds(1))
        bar.update(row: 2, fraction: 0, label: "aq2")
        #expect(drawn.count == 2)
        #expect(drawn.last?.contains("2/4 aq2") == true)
        bar.update(row: 4, fraction: 0, label: "done", force: true)
        #expect(drawn.count == 3)
        #expect(drawn.last?.contains("████████████████████████ 4/4 done") == true)
        bar.finish()
        #expect(drawn.last == "\r\u{1B}[2K")
    }

    @Test func aLongLabelIsCutToTheWidth() {
        var drawn: [String] = []
        let bar = TerminalProgress(rows: 1, width: 40, clock: SteppedClock()) { drawn.append($0) }
        bar.update(row: 0, fraction: 0, label: String(repeating: "x", count: 100))
        let line = drawn[0].dropFirst("\r\u{1B}[2K".count)
        #expect(line.count == 39 && line.hasSuffix("…"))
    }
}
